import TextFormats

/// Braze's `apple_push` messaging object: every field of the reference, typed, plus unknown keys kept.
public struct ApplePush: Sendable, Equatable {
    /// The notification text: a plain string or an alert object.
    public var alert: Alert?
    /// The badge count after this message; 0 clears it.
    public var badge: Int?
    /// A sound file in the app bundle, or `default`.
    public var sound: String?
    /// Custom keys sent at the top level of the device payload, in the order written.
    public var extra: JSONObject?
    /// Wakes the app in the background (`aps.content-available: 1`).
    public var contentAvailable: Bool?
    /// `passive`, `active`, `time-sensitive` or `critical` (kept raw so typos can be reported).
    public var interruptionLevel: String?
    /// 0.0 to 1.0, used to rank notifications in the summary; kept as written.
    public var relevanceScore: NumberText?
    /// An ISO 8601 date-time after which APNs stops trying to deliver.
    public var expiry: String?
    /// The web URL or deep link opened on tap.
    public var customURI: String?
    /// Whether a web `custom_uri` opens inside the app.
    public var useWebview: Bool?
    /// The campaign message variation this send is tracked under.
    public var messageVariationID: String?
    /// Groups notifications into one stack (`aps.thread-id`).
    public var threadID: String?
    /// The URL of rich media shown with the notification.
    public var assetURL: String?
    /// The media's file type: aif, gif, jpg, m4a, mp3, mp4, png or wav.
    public var assetFileType: String?
    /// Replaces an earlier notification with the same id (`apns-collapse-id`).
    public var collapseID: String?
    /// Lets a notification service extension change the content.
    public var mutableContent: Bool?
    /// Sends only to the user's most recently used device.
    public var sendToMostRecentDeviceOnly: Bool?
    /// The notification category, which decides the action buttons.
    public var category: String?
    /// The click action of each action button.
    public var buttons: [PushButton]?
    /// APNs priority: 10 immediate, 5 power-aware, 1 minimal.
    public var apnsPriority: Int?
    /// Keys this tool does not know, kept so that nothing in a file is lost on save.
    public var otherMembers: [JSONMember]

    /// Creates a push; every field is optional.
    public init(
        alert: Alert? = nil, badge: Int? = nil, sound: String? = nil, extra: JSONObject? = nil,
        contentAvailable: Bool? = nil, interruptionLevel: String? = nil, relevanceScore: NumberText? = nil,
        expiry: String? = nil, customURI: String? = nil, useWebview: Bool? = nil,
        messageVariationID: String? = nil, threadID: String? = nil, assetURL: String? = nil,
        assetFileType: String? = nil, collapseID: String? = nil, mutableContent: Bool? = nil,
        sendToMostRecentDeviceOnly: Bool? = nil, category: String? = nil, buttons: [PushButton]? = nil,
        apnsPriority: Int? = nil, otherMembers: [JSONMember] = []
    ) {
        self.alert = alert
        self.badge = badge
        self.sound = sound
        self.extra = extra
        self.contentAvailable = contentAvailable
        self.interruptionLevel = interruptionLevel
        self.relevanceScore = relevanceScore
        self.expiry = expiry
        self.customURI = customURI
        self.useWebview = useWebview
        self.messageVariationID = messageVariationID
        self.threadID = threadID
        self.assetURL = assetURL
        self.assetFileType = assetFileType
        self.collapseID = collapseID
        self.mutableContent = mutableContent
        self.sendToMostRecentDeviceOnly = sendToMostRecentDeviceOnly
        self.category = category
        self.buttons = buttons
        self.apnsPriority = apnsPriority
        self.otherMembers = otherMembers
    }
}
