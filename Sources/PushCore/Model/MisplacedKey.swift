/// Keys people write in `apple_push` that belong somewhere else, each with where: the one table
/// behind "belongs at alert.title" hints (a device payload's spelling, another API's name).
public enum MisplacedKey {
    /// Where in `apple_push` an unknown key was found.
    public enum Place: Sendable {
        /// The top of `apple_push`.
        case push
        /// Inside `alert`.
        case alert
    }

    /// The hint for `key` found at `place`: where it belongs, or why it has no place.
    public static func hint(for key: String, at place: Place) -> String? {
        switch place {
        case .push: pushHints[key]
        case .alert: alertHints[key]
        }
    }

    private static let noSubtitle =
        "apple_push has no subtitle (Braze's iOS push cannot send aps.alert.subtitle); put it in the title or the body"

    private static let pushHints: [String: String] = [
        "title": "the title belongs in the alert object: alert.title",
        "body": "the text belongs in the alert object: alert.body",
        "subtitle": noSubtitle,
        "custom": "custom keys go in extra, and Braze writes them at the top of the payload",
        "data": "custom keys go in extra, and Braze writes them at the top of the payload",
        "thread_id": "the thread id is notification_group_thread_id",
        "thread-id": "the thread id is notification_group_thread_id",
        "threadId": "the thread id is notification_group_thread_id",
        DevicePayload.apsKey: "apple_push is not a device payload: write its fields (alert, badge, sound, …) at the top of apple_push",
        "thread-identifier": "the thread id is notification_group_thread_id",
        "apns-collapse-id": "the key is collapse_id",
        "priority": "the APNs priority is apns_priority",
        "apns-priority": "the APNs priority is apns_priority",
        "uri": "the link opened on tap is custom_uri",
        "url": "the link opened on tap is custom_uri (rich media is asset_url)",
        "deep_link": "the link opened on tap is custom_uri",
        "ab_uri": "the link opened on tap is custom_uri (ab_uri is its device-payload name)",
        "image": "rich media is asset_url with asset_file_type",
        "image_url": "rich media is asset_url with asset_file_type",
        "media_url": "rich media is asset_url with asset_file_type",
        "loc_key": "localisation keys belong in the alert object: alert.loc_key",
        "loc_args": "localisation keys belong in the alert object: alert.loc_args",
        "title_loc_key": "localisation keys belong in the alert object: alert.title_loc_key",
        "loc-key": "localisation keys belong in the alert object: alert.loc_key",
        "expiration": "the expiry is expiry, an ISO 8601 date-time",
        "ttl": "the expiry is expiry, an ISO 8601 date-time",
        "actions": "action buttons are buttons, with a category",
    ]

    private static let alertHints: [String: String] = [
        "subtitle": noSubtitle,
        "launch-image": "apple_push cannot send aps.alert.launch-image",
        "badge": "badge belongs at the top of apple_push, beside alert",
        "category": "category belongs at the top of apple_push, beside alert",
    ]
}
