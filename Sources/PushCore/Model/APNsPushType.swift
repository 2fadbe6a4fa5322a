import TextFormats

/// The `apns-push-type` values APNs takes, each with the facts a send and a check need: one table.
public enum APNsPushType: String, Sendable, CaseIterable, Codable {
    case alert, background, location, voip, complication, fileprovider, mdm, liveactivity, pushtotalk, widgets, controls

    /// What one push type needs: its topic, the priorities it takes, its size limit, what it is for.
    public struct Facts: Sendable {
        /// Appended to the bundle id to make `apns-topic` (`.voip`); empty for the bundle id itself.
        public let topicSuffix: String
        /// The priority sent when none is chosen.
        public let defaultPriority: Int
        /// The priorities APNs accepts for the type, highest first.
        public let priorities: [Int]
        /// The largest device payload APNs takes for the type.
        public let maxBytes: Int
        /// Whether APNs takes the type only over a token (.p8) connection, never a certificate.
        public let tokenOnly: Bool
        /// What the push does, for help and for the composer's screen.
        public let summary: String
    }

    /// The facts of every type, from Apple's "Sending notification requests to APNs" and the
    /// ActivityKit, PushKit, WidgetKit ("Updating controls locally and remotely") and Push to Talk pages.
    private static let table: [APNsPushType: Facts] = [
        .alert: Facts(topicSuffix: "", defaultPriority: 10, priorities: [10, 5, 1], maxBytes: 4096, tokenOnly: false,
                      summary: "shows an alert, plays a sound or sets the badge"),
        .background: Facts(topicSuffix: "", defaultPriority: 5, priorities: [5, 1], maxBytes: 4096, tokenOnly: false,
                           summary: "wakes the app in the background (content-available), shows nothing"),
        .location: Facts(topicSuffix: ".location-query", defaultPriority: 10, priorities: [10, 5], maxBytes: 4096, tokenOnly: true,
                         summary: "asks the app's location push service extension for the device's location"),
        .voip: Facts(topicSuffix: ".voip", defaultPriority: 10, priorities: [10, 5], maxBytes: 5120, tokenOnly: false,
                     summary: "an incoming VoIP call, delivered through PushKit"),
        .complication: Facts(topicSuffix: ".complication", defaultPriority: 10, priorities: [10, 5], maxBytes: 4096, tokenOnly: false,
                             summary: "updates a watchOS complication"),
        .fileprovider: Facts(topicSuffix: ".pushkit.fileprovider", defaultPriority: 10, priorities: [10, 5], maxBytes: 4096, tokenOnly: false,
                             summary: "tells a File Provider extension that files changed"),
        .mdm: Facts(topicSuffix: "", defaultPriority: 10, priorities: [10, 5], maxBytes: 4096, tokenOnly: false,
                    summary: "tells a managed device to contact its MDM server (topic from the MDM certificate)"),
        .liveactivity: Facts(topicSuffix: ".push-type.liveactivity", defaultPriority: 10, priorities: [10, 5], maxBytes: 4096, tokenOnly: true,
                             summary: "starts, updates or ends a Live Activity"),
        .pushtotalk: Facts(topicSuffix: ".voip-ptt", defaultPriority: 10, priorities: [10], maxBytes: 4096, tokenOnly: true,
                           summary: "a Push to Talk channel's update, to the PushToTalk framework"),
        .widgets: Facts(topicSuffix: ".push-type.widgets", defaultPriority: 10, priorities: [10, 5], maxBytes: 4096, tokenOnly: true,
                        summary: "tells WidgetKit to reload the app's widgets (aps.content-changed)"),
        .controls: Facts(topicSuffix: ".push-type.controls", defaultPriority: 10, priorities: [10, 5], maxBytes: 4096, tokenOnly: true,
                         summary: "tells WidgetKit to reload the app's controls, in Control Center and on the lock screen (iOS 18, aps.content-changed)"),
    ]

    /// The type's facts.
    public var facts: Facts { Self.table[self]! }

    /// The `apns-topic` for an app: its bundle id with the type's suffix, unless it has it already.
    public func topic(for bundleID: String) -> String {
        let suffix = facts.topicSuffix
        return suffix.isEmpty || bundleID.hasSuffix(suffix) ? bundleID : bundleID + suffix
    }

    /// The type a device payload's own keys call for: a Live Activity's `event`, a widget's
    /// `content-changed`, an MDM `mdm` key, `content-available` alone, else an alert. VoIP,
    /// location, complication, File Provider and Push to Talk payloads look like any other, and a
    /// controls push like a widgets push: they are chosen by name.
    public static func inferred(from payload: JSONObject) -> APNsPushType {
        if payload.member("mdm") != nil && payload.member(DevicePayload.apsKey) == nil { return .mdm }
        let aps = DevicePayload.apsDictionary(of: payload)
        if LiveActivityKey.marksLiveActivity(aps) { return .liveactivity }
        if aps.member("content-changed") != nil { return .widgets }
        if aps.keys == ["content-available"] { return .background }
        return .alert
    }
}
