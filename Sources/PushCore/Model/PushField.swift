/// The 21 keys of `apple_push`, in the reference's order, which is also the order written on save.
public enum PushField: String, Sendable, CaseIterable {
    case alert, badge, sound, extra
    case contentAvailable = "content-available"
    case interruptionLevel = "interruption_level"
    case relevanceScore = "relevance_score"
    case expiry
    case customURI = "custom_uri"
    case useWebview = "use_webview"
    case messageVariationID = "message_variation_id"
    case threadID = "notification_group_thread_id"
    case assetURL = "asset_url"
    case assetFileType = "asset_file_type"
    case collapseID = "collapse_id"
    case mutableContent = "mutable_content"
    case sendToMostRecentDeviceOnly = "send_to_most_recent_device_only"
    case category, buttons
    case apnsPriority = "apns_priority"

    /// The field's key as written in JSON.
    public var key: String { rawValue }
}

/// The eight keys of the alert object, in the order written on save.
public enum AlertField: String, Sendable, CaseIterable {
    case title, body
    case titleLocKey = "title_loc_key"
    case titleLocArgs = "title_loc_args"
    case actionLocKey = "action_loc_key"
    case locKey = "loc_key"
    case locArgs = "loc_args"
    case sound
}

/// The four keys of a button object.
public enum ButtonField: String, Sendable, CaseIterable {
    case actionID = "action_id"
    case action, uri
    case useWebview = "use_webview"
}

/// The keys Apple defines inside `aps`, and those inside `aps.alert`.
public enum APNsKeys {
    /// Every key Apple documents for `aps`, from their table (`apsSchema`).
    public static let aps = apsSchema.map(\.name)
    /// What the `aps` keys `apple_push` cannot say are for, so a conversion names what is dropped.
    public static let meaning: [String: String] = [
        "aps.alert.subtitle": "a subtitle line; apple_push has none",
        "aps.alert.launch-image": "the launch image shown when the push is opened",
        "aps.alert.subtitle-loc-key": "a localised subtitle",
        "aps.alert.subtitle-loc-args": "a localised subtitle's arguments",
        "aps.target-content-id": "the window a tap brings forward",
        "aps.filter-criteria": "the Focus filter that decides whether it shows",
        "aps.timestamp": "a Live Activity push's time; Braze writes its own when it sends a /messages/live_activity request (compile --to request makes one)",
        "aps.event": "a Live Activity's start, update or end; compile --to request makes the /messages/live_activity/start or /update request that carries it",
        "aps.content-state": "a Live Activity's state; a /messages/live_activity request carries it as content_state",
        "aps.dismissal-date": "when an ended Live Activity leaves the lock screen; a /messages/live_activity request carries it as dismissal_date",
        "aps.stale-date": "when a Live Activity turns stale; a /messages/live_activity request carries it as stale_date",
        "aps.attributes-type": "a Live Activity started by push; /messages/live_activity/start carries it as activity_attributes_type",
        "aps.attributes": "a Live Activity's static attributes; /messages/live_activity/start carries them as activity_attributes",
        "aps.input-push-token": "asks a Live Activity started by push for its own update token",
        "aps.content-changed": "a widget or control reload (the widgets and controls push types)",
        "aps.input-push-channel": "the broadcast channel a Live Activity started by push listens to",
        "aps.summary-arg": "the old notification summary's group name, ignored since iOS 15",
        "aps.summary-arg-count": "the old notification summary's count, ignored since iOS 15",
    ]

    /// Keys Apple documents that iOS no longer reads, with since when.
    public static let ignored: [String: String] = [
        "summary-arg": "iOS 15", "summary-arg-count": "iOS 15",
    ]

    /// Every key Apple documents for `aps.alert`.
    public static let alert = [
        "title", "subtitle", "body", "launch-image", "title-loc-key", "title-loc-args",
        "subtitle-loc-key", "subtitle-loc-args", "loc-key", "loc-args", "action-loc-key", "sound",
    ]
}
