import TextFormats

/// The JSON Schemas (draft 2020-12) of the forms the checker reads, one per kind as `validate`
/// names it, written from the field tables the reader and the rules use. A schema catches the
/// structure (types, choices, ranges, required and unknown keys); `validate` checks the rest,
/// and where both check a thing they agree.
public enum PushSchemas {
    /// The kinds: a bare `apple_push`, an APNs device payload, and each Braze request.
    public static let kinds: [String] = [InputKind.applePush.rawValue, InputKind.apns.rawValue] + BrazeEndpoint.all.map(\.name)

    /// The dialect every schema declares.
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The schema of `kind` (one of `kinds`), or nil for another name.
    public static func document(_ kind: String) -> JSONObject? {
        let root: FieldShape
        let title: String
        if kind == InputKind.applePush.rawValue {
            (root, title) = (.named("apple_push"), "Braze apple_push object")
        } else if kind == InputKind.apns.rawValue {
            root = .object(fields: [FieldSchema("aps", .object(fields: APNsKeys.apsSchema, closed: true),
                                                "What iOS reads: the alert, badge, sound and how the push is delivered.")],
                           closed: false)
            title = "APNs device payload"
        } else if let endpoint = BrazeEndpoint.all.first(where: { $0.name == kind }) {
            (root, title) = (request(endpoint), endpoint.title)
        } else {
            return nil
        }
        var o = JSONObject()
        o["$schema"] = .string(dialect)
        o["$id"] = .string("urn:push-composer:schema:" + kind)
        o["title"] = .string(title)
        o["description"] = .string("The structure of a \(title): push-composer validate checks the rest (what Braze and Apple accept together, sizes, Liquid, dates).")
        for member in root.schema().members { o[member.key] = member.value.value }
        var defs = JSONObject()
        for (name, shape) in definitions { defs[name] = .object(shape.schema()) }
        o["$defs"] = .object(defs)
        return o
    }

    /// The shapes named in several places, defined once (made when asked, as `apsSchema`).
    private static var definitions: [(String, FieldShape)] { [
        ("apple_push", .object(fields: PushField.allCases.map(\.schema), closed: true)),
        ("alert", .object(fields: AlertField.allCases.map(\.schema), closed: true)),
        ("button", .object(fields: ButtonField.allCases.map(\.schema), closed: true)),
        ("apns_alert", .object(fields: APNsKeys.alertSchema, closed: true)),
        ("schedule", .object(fields: ScheduleField.allCases.map(\.schema), required: [ScheduleField.time.rawValue], closed: true)),
        ("recipient", .object(fields: RecipientField.allCases.map(\.schema), closed: true)),
    ] }

    /// A request of `endpoint`: its keys (the retired ones still read, with a warning), the
    /// keys it cannot do without, and its push where the endpoint puts it.
    private static func request(_ endpoint: BrazeEndpoint) -> FieldShape {
        let pushKey = endpoint.pushPath?.first
        var fields = endpoint.keys.map { key -> FieldSchema in
            guard key == .messages else { return key.schema }
            return FieldSchema(key.rawValue, messages(requiringPush: endpoint.requiresPush), key.schema.description)
        }
        fields += BrazeEndpoint.legacyKeys.map { FieldSchema($0.key, .anything, "Retired: use \($0.replacement).") }
        var required = endpoint.required.map(\.rawValue)
        if endpoint.requiresPush, let pushKey, !required.contains(pushKey) { required.append(pushKey) }
        guard endpoint.path != nil else {
            // The bare messages object: its channels.
            return messages(requiringPush: true)
        }
        return .object(fields: fields, required: required, closed: true)
    }

    /// A `messages` object: the iOS push, beside whatever other channels it carries.
    private static func messages(requiringPush: Bool) -> FieldShape {
        let channels = BrazeEndpoint.channelKeys.map { key in
            key == "apple_push" ? FieldSchema(key, .named("apple_push"), "The iOS push.") : FieldSchema(key, .anything, "Another channel's message.")
        }
        return .object(fields: channels, required: requiringPush ? ["apple_push"] : [], closed: false)
    }
}
