import TextFormats

/// Writes the model back as an `apple_push` JSON object, in the reference's field order, with
/// unknown keys kept at the end so that nothing read from a file is lost on save.
public enum ApplePushEncoder {
    /// The `apple_push` object, each alert in the form it has.
    public static func encode(_ push: ApplePush) -> JSONObject {
        var o = JSONObject()
        switch push.alert {
        case .text(let s)?: o[PushField.alert.key] = .string(s)
        case .content(let c)?:
            // An object stays an object: turning it into a string would change the payload.
            o[PushField.alert.key] = .object(alert(c))
        case nil: break
        }
        if let v = push.badge { o[PushField.badge.key] = .number(String(v)) }
        if let v = push.sound { o[PushField.sound.key] = .string(v) }
        if let v = push.extra { o[PushField.extra.key] = .object(v) }
        if let v = push.contentAvailable { o[PushField.contentAvailable.key] = .bool(v) }
        if let v = push.interruptionLevel { o[PushField.interruptionLevel.key] = .string(v) }
        if let v = push.relevanceScore { o[PushField.relevanceScore.key] = .number(v.text) }
        if let v = push.expiry { o[PushField.expiry.key] = .string(v) }
        if let v = push.customURI { o[PushField.customURI.key] = .string(v) }
        if let v = push.useWebview { o[PushField.useWebview.key] = .bool(v) }
        if let v = push.messageVariationID { o[PushField.messageVariationID.key] = .string(v) }
        if let v = push.threadID { o[PushField.threadID.key] = .string(v) }
        if let v = push.assetURL { o[PushField.assetURL.key] = .string(v) }
        if let v = push.assetFileType { o[PushField.assetFileType.key] = .string(v) }
        if let v = push.collapseID { o[PushField.collapseID.key] = .string(v) }
        if let v = push.mutableContent { o[PushField.mutableContent.key] = .bool(v) }
        if let v = push.sendToMostRecentDeviceOnly { o[PushField.sendToMostRecentDeviceOnly.key] = .bool(v) }
        if let v = push.category { o[PushField.category.key] = .string(v) }
        if let v = push.buttons { o[PushField.buttons.key] = .array(v.map { JSONNode(.object(button($0))) }) }
        if let v = push.apnsPriority { o[PushField.apnsPriority.key] = .number(String(v)) }
        o.members.append(contentsOf: push.otherMembers)
        return o
    }

    private static func alert(_ c: AlertContent) -> JSONObject {
        var o = JSONObject()
        for field in AlertField.allCases {
            if let value = c.value(of: field) { o[field.rawValue] = value }
        }
        o.members.append(contentsOf: c.otherMembers)
        return o
    }

    private static func button(_ b: PushButton) -> JSONObject {
        var o = JSONObject()
        if let v = b.actionID { o[ButtonField.actionID.rawValue] = .string(v) }
        if let v = b.action { o[ButtonField.action.rawValue] = .string(v) }
        if let v = b.uri { o[ButtonField.uri.rawValue] = .string(v) }
        if let v = b.useWebview { o[ButtonField.useWebview.rawValue] = .bool(v) }
        o.members.append(contentsOf: b.otherMembers)
        return o
    }

    /// The Braze request body: the envelope as given (or a bare `/messages/send` one) with the push
    /// replaced in place where its endpoint keeps it (`messages.apple_push`, `notification`), so
    /// other channels, the schedule and unknown keys survive. The endpoint is the one given, else
    /// the one the push travels in with that envelope; one that carries no push gets the envelope
    /// unchanged.
    public static func request(_ push: ApplePush, envelope: JSONObject?, endpoint: BrazeEndpoint? = nil) -> JSONObject {
        let root = envelope ?? JSONObject()
        let endpoint = endpoint ?? BrazeEndpoint.carrying(push, in: root)
        guard let path = endpoint.pushPath else { return root }
        return placing(.object(encode(push)), at: path[...], in: root)
    }

    /// `object` with `value` at `path`, making the objects on the way (in place, keeping order).
    private static func placing(_ value: JSONValue, at path: ArraySlice<String>, in object: JSONObject) -> JSONObject {
        guard let key = path.first else { return object }
        var out = object
        if path.count == 1 {
            out[key] = value
        } else {
            out[key] = .object(placing(value, at: path.dropFirst(), in: object[key]?.objectValue ?? JSONObject()))
        }
        return out
    }
}
