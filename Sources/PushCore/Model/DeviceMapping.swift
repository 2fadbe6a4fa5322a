/// Where each `apple_push` field goes in the device payload Braze delivers (spec §4): the one
/// table the compiler, the decoder of device payloads, the byte budget and the composer read.
public enum DeviceMapping {
    /// The device payload path of each field that reaches the device, in the payload's key order.
    /// Fields absent here (`expiry`, `collapse_id`, `apns_priority`, …) travel in headers or stay
    /// with Braze; `extra` members go to the top level under their own keys.
    public static let paths: [(field: PushField, path: [String])] = [
        (.alert, [DevicePayload.apsKey, "alert"]),
        (.badge, [DevicePayload.apsKey, "badge"]),
        (.sound, [DevicePayload.apsKey, "sound"]),
        (.threadID, [DevicePayload.apsKey, "thread-id"]),
        (.category, [DevicePayload.apsKey, "category"]),
        (.contentAvailable, [DevicePayload.apsKey, "content-available"]),
        (.mutableContent, [DevicePayload.apsKey, "mutable-content"]),
        (.interruptionLevel, [DevicePayload.apsKey, "interruption-level"]),
        (.relevanceScore, [DevicePayload.apsKey, "relevance-score"]),
        (.assetURL, ["ab", "att", "url"]),
        (.assetFileType, ["ab", "att", "type"]),
        (.buttons, ["ab", "ab_cat"]),
        (.customURI, ["ab_uri"]),
        (.useWebview, ["ab_use_webview"]),
    ]

    /// The device payload key of a field inside its parent object (`thread-id` for the thread id).
    public static func key(_ field: PushField) -> String {
        keys[field] ?? field.key
    }

    /// The device payload path of a field, or nil when it does not reach the device.
    public static func path(_ field: PushField) -> [String]? {
        paths.first { $0.field == field }?.path
    }

    /// The field written at a device path, or the first one written inside it (`ab.att` is
    /// the media URL's); nil for a path no field owns.
    public static func field(at path: [String]) -> PushField? {
        fields[path.joined(separator: ".")]
    }

    /// Each field's key, looked up on every compile of every push.
    private static let keys: [PushField: String] = Dictionary(uniqueKeysWithValues: paths.map { ($0.field, $0.path.last!) })

    /// Dotted paths, and the paths of the objects holding them, to the first field written there.
    private static let fields: [String: PushField] = {
        var fields: [String: PushField] = [:]
        for (field, path) in paths.reversed() {
            for length in 1...path.count { fields[path.prefix(length).joined(separator: ".")] = field }
        }
        return fields
    }()
}

extension AlertField {
    /// The key in the device payload's alert: APNs spells them with hyphens (`title-loc-key`).
    public var deviceKey: String { String(rawValue.map { $0 == "_" ? "-" : $0 }) }

    /// The alert field a device alert key stands for.
    public init?(deviceKey: String) {
        guard let field = AlertField.allCases.first(where: { $0.deviceKey == deviceKey }) else { return nil }
        self = field
    }
}

extension ButtonField {
    /// The key inside a button's `ab.ab_cat` entry; the action id is the entry's own key (nil).
    public var deviceKey: String? {
        switch self {
        case .actionID: nil
        case .action: "a_t"
        case .uri: "a_uri"
        case .useWebview: "a_use_webview"
        }
    }
}
