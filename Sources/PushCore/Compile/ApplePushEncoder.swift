/// Writes the model back as an `apple_push` JSON object, in the reference's field order, with
/// unknown keys kept at the end so that nothing read from a file is lost on save.
public enum ApplePushEncoder {
    /// The `apple_push` object, each alert in the form it has.
    public static func encode(_ push: ApplePush) -> JSONObject {
        var o = JSONObject()
        switch push.alert {
        case .text(let s)?: o["alert"] = .string(s)
        case .content(let c)?:
            // An object stays an object: turning it into a string would change the payload.
            o["alert"] = .object(alert(c))
        case nil: break
        }
        if let v = push.badge { o["badge"] = .number(String(v)) }
        if let v = push.sound { o["sound"] = .string(v) }
        if let v = push.extra { o["extra"] = .object(v) }
        if let v = push.contentAvailable { o["content-available"] = .bool(v) }
        if let v = push.interruptionLevel { o["interruption_level"] = .string(v) }
        if let v = push.relevanceScore { o["relevance_score"] = .number(v.text) }
        if let v = push.expiry { o["expiry"] = .string(v) }
        if let v = push.customURI { o["custom_uri"] = .string(v) }
        if let v = push.useWebview { o["use_webview"] = .bool(v) }
        if let v = push.messageVariationID { o["message_variation_id"] = .string(v) }
        if let v = push.threadID { o["notification_group_thread_id"] = .string(v) }
        if let v = push.assetURL { o["asset_url"] = .string(v) }
        if let v = push.assetFileType { o["asset_file_type"] = .string(v) }
        if let v = push.collapseID { o["collapse_id"] = .string(v) }
        if let v = push.mutableContent { o["mutable_content"] = .bool(v) }
        if let v = push.sendToMostRecentDeviceOnly { o["send_to_most_recent_device_only"] = .bool(v) }
        if let v = push.category { o["category"] = .string(v) }
        if let v = push.buttons { o["buttons"] = .array(v.map { JSONNode(.object(button($0))) }) }
        if let v = push.apnsPriority { o["apns_priority"] = .number(String(v)) }
        o.members.append(contentsOf: push.otherMembers)
        return o
    }

    private static func strings(_ v: [String]) -> JSONValue { .array(v.map { JSONNode(.string($0)) }) }

    private static func alert(_ c: AlertContent) -> JSONObject {
        var o = JSONObject()
        if let v = c.title { o["title"] = .string(v) }
        if let v = c.body { o["body"] = .string(v) }
        if let v = c.titleLocKey { o["title_loc_key"] = .string(v) }
        if let v = c.titleLocArgs { o["title_loc_args"] = strings(v) }
        if let v = c.actionLocKey { o["action_loc_key"] = .string(v) }
        if let v = c.locKey { o["loc_key"] = .string(v) }
        if let v = c.locArgs { o["loc_args"] = strings(v) }
        if let v = c.sound { o["sound"] = .string(v) }
        o.members.append(contentsOf: c.otherMembers)
        return o
    }

    private static func button(_ b: PushButton) -> JSONObject {
        var o = JSONObject()
        if let v = b.actionID { o["action_id"] = .string(v) }
        if let v = b.action { o["action"] = .string(v) }
        if let v = b.uri { o["uri"] = .string(v) }
        if let v = b.useWebview { o["use_webview"] = .bool(v) }
        o.members.append(contentsOf: b.otherMembers)
        return o
    }

    /// The Braze request body: the envelope as given (or a bare one) with `messages.apple_push`
    /// replaced in place, so other channels and unknown keys survive.
    public static func request(_ push: ApplePush, envelope: JSONObject?) -> JSONObject {
        var root = envelope ?? JSONObject()
        var messages = root["messages"]?.objectValue ?? JSONObject()
        messages["apple_push"] = .object(encode(push))
        root["messages"] = .object(messages)
        return root
    }
}
