import TextFormats

/// The attributes Braze fills from the message itself when it sends (`{{campaign.${api_id}}}`,
/// `{{canvas.${variant_name}}}`…). Offline they are empty unless given (`--campaign name=value`)
/// or the request names them (`campaign_id` is the campaign's `api_id`).
public enum MessageAttributes {
    /// Braze's names in each namespace ("Supported personalization tags").
    public static let names: [String: [String]] = [
        "campaign": ["api_id", "dispatch_id", "name", "message_name", "message_api_id"],
        "canvas": ["api_id", "name", "variant_name", "variant_api_id"],
    ]

    /// What the request itself says (its `campaign_id` or `canvas_id` as that namespace's
    /// `api_id`, its `message_variation_id` as `campaign.${message_api_id}`), under what the
    /// message's file beside it says.
    public static func fromRequest(_ document: PushDocument) -> [String: [String: String]] {
        var values: [String: [String: String]] = [:]
        if let id = document.envelope?[EnvelopeField.campaignID.rawValue]?.stringValue {
            values["campaign"] = ["api_id": id]
            if let variation = document.push.messageVariationID { values["campaign"]?["message_api_id"] = variation }
        }
        if let id = document.envelope?[EnvelopeField.canvasID.rawValue]?.stringValue { values["canvas"] = ["api_id": id] }
        for (namespace, pairs) in document.messageAttributes { values[namespace, default: [:]].merge(pairs) { _, kept in kept } }
        return values
    }

    /// Where a pulled message's attributes are kept: `NAME.message.json` beside `NAME.json`.
    public static func path(beside push: String) -> String {
        (push.hasSuffix(".json") ? String(push.dropLast(5)) : push) + ".message.json"
    }

    /// The most a message's attributes file may weigh: a few names and ids.
    public static let maxBytes = 64 * 1024

    /// Reads a message's attributes file, `{"campaign": {"name": "Spring sale"}, "canvas": {…}}`:
    /// each namespace and name one Braze fills, each value a string; or the one line saying what is wrong.
    public static func read(_ bytes: [UInt8]) throws(Problem) -> [String: [String: String]] {
        let shape = #"it is {"campaign": {"name": "…"}, "canvas": {"name": "…"}}, as push-composer pull writes it"#
        guard let object = (try? JSONReader(maxBytes: maxBytes).read(bytes))?.value.objectValue else {
            throw Problem("not a JSON object: \(shape)")
        }
        var values: [String: [String: String]] = [:]
        for member in object.members {
            guard let known = names[member.key] else {
                throw Problem("\"\(member.key)\" is not campaign or canvas: \(shape)")
            }
            guard let pairs = member.value.value.objectValue else { throw Problem("\(member.key) is not an object: \(shape)") }
            for pair in pairs.members {
                guard known.contains(pair.key) else {
                    throw Problem("\(member.key).${\(pair.key)} is not an attribute Braze fills (it fills \(known.joined(separator: ", ")))")
                }
                guard let value = pair.value.value.stringValue else { throw Problem("\(member.key).\(pair.key) is not a string") }
                values[member.key, default: [:]][pair.key] = value
            }
        }
        return values
    }

    /// What is wrong with a message's attributes file, in a line.
    public struct Problem: Error {
        /// The line.
        public let message: String
        init(_ message: String) { self.message = message }
    }

    /// `given` with the request's own values under it (what was given wins).
    public static func merged(_ given: [String: [String: String]], over document: PushDocument) -> [String: [String: String]] {
        var values = fromRequest(document)
        for (namespace, pairs) in given { values[namespace, default: [:]].merge(pairs) { _, new in new } }
        return values
    }
}
