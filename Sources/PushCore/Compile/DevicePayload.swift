import TextFormats

/// Builds the APNs device payload Braze delivers for a push (spec §4), in a stable key order:
/// `aps`, then `ab` (`att`, `ab_cat`, `c`), `ab_uri`, `ab_use_webview`, then `extra` as written.
public enum DevicePayload {
    /// The key of Apple's own dictionary in a device payload.
    public static let apsKey = "aps"

    /// A payload's `aps` dictionary; empty when it has none (or something else under the key).
    public static func apsDictionary(of payload: JSONObject) -> JSONObject { payload[apsKey]?.objectValue ?? JSONObject() }

    /// Keys of `extra` that would collide with Braze's own top-level keys, and are left out.
    public static let reservedTopLevelKeys = [DevicePayload.apsKey, "ab"] + DeviceMapping.paths.filter { $0.path.count == 1 }.map { $0.path[0] }

    /// The payload; `includeCampaignKey` adds `ab.c: null`, which a push without a campaign carries.
    public static func build(_ push: ApplePush, includeCampaignKey: Bool = true) -> JSONObject {
        var root = JSONObject()
        root[DevicePayload.apsKey] = .object(aps(push))
        var ab = JSONObject()
        if let url = push.assetURL {
            var att = JSONObject()
            att[DeviceMapping.key(.assetURL)] = .string(url)
            if let type = push.assetFileType { att[DeviceMapping.key(.assetFileType)] = .string(type) }
            ab["att"] = .object(att)
        }
        // Buttons without an action id say nothing on the device: no empty ab_cat.
        if let buttons = push.buttons, case let category = buttonCategory(buttons, category: push.category), !category.isEmpty {
            ab[DeviceMapping.key(.buttons)] = .object(category)
        }
        if includeCampaignKey { ab["c"] = .null }
        if !ab.isEmpty { root["ab"] = .object(ab) }
        if let uri = push.customURI {
            root[DeviceMapping.key(.customURI)] = .string(uri)
            if let webview = push.useWebview { root[DeviceMapping.key(.useWebview)] = .bool(webview) }
        }
        for member in push.extra?.members ?? [] where !reservedTopLevelKeys.contains(member.key) {
            root.members.append(JSONMember(key: member.key, value: JSONNode(member.value.value)))
        }
        return root
    }

    private static func aps(_ push: ApplePush) -> JSONObject {
        var aps = JSONObject()
        switch push.alert {
        case .text(let s)?: aps[DeviceMapping.key(.alert)] = .string(s)
        case .content(let c)?: aps[DeviceMapping.key(.alert)] = .object(alert(c))
        case nil: break
        }
        if let badge = push.badge { aps[DeviceMapping.key(.badge)] = .number(String(badge)) }
        if let sound = push.sound { aps[DeviceMapping.key(.sound)] = .string(sound) }
        if let thread = push.threadID { aps[DeviceMapping.key(.threadID)] = .string(thread) }
        if let category = push.category { aps[DeviceMapping.key(.category)] = .string(category) }
        if push.contentAvailable == true { aps[DeviceMapping.key(.contentAvailable)] = .number("1") }
        if push.mutableContent == true || push.assetURL != nil { aps[DeviceMapping.key(.mutableContent)] = .number("1") }
        if let level = push.interruptionLevel { aps[DeviceMapping.key(.interruptionLevel)] = .string(level) }
        if let score = push.relevanceScore { aps[DeviceMapping.key(.relevanceScore)] = .number(score.text) }
        return aps
    }

    private static func alert(_ c: AlertContent) -> JSONObject {
        var o = JSONObject()
        for field in AlertField.allCases {
            if let value = c.value(of: field) { o[field.deviceKey] = value }
        }
        return o
    }

    /// `ab.ab_cat`: one entry per button with an action id; a missing action takes the default
    /// category's default, and `a_use_webview` is written only when the push says it.
    private static func buttonCategory(_ buttons: [PushButton], category: String?) -> JSONObject {
        var cat = JSONObject()
        let defaults = category.flatMap(DefaultCategory.init(rawValue:))
        for button in buttons {
            guard let id = button.actionID, cat.member(id) == nil else { continue }
            var entry = JSONObject()
            let action = button.knownAction ?? defaults?.button(id)?.defaultAction
            if let action { entry[ButtonField.action.deviceKey!] = .string(action.deviceType) }
            if let uri = button.uri { entry[ButtonField.uri.deviceKey!] = .string(uri) }
            if let webview = button.useWebview { entry[ButtonField.useWebview.deviceKey!] = .bool(webview) }
            cat[id] = .object(entry)
        }
        return cat
    }
}
