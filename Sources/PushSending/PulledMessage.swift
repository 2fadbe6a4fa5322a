import PushCore
import TextFormats

/// An iOS push pulled from Braze (a campaign's variation from `/campaigns/details`, a Canvas
/// step's message from `/canvas/details`), made into a `/messages/send` request to the test
/// users, with the attributes Braze fills from the message (for `NAME.message.json`) and a line
/// for each thing the answer lacked or the file had to have filled.
public struct PulledMessage: Sendable {
    /// The request, ready to write.
    public var request: JSONObject
    /// What was filled in or left out, one line each.
    public var notes: [String]
    /// The message's own attributes the request cannot hold (`campaign.${name}`), by namespace.
    public var attributes: [String: [String: String]]
    /// The query that asks Braze for the message's translations; nil when it has no
    /// `{% translation %}` block.
    public var translationsQuery: [(String, String)]?

    /// The fields of an iOS push Braze's details never return, for the note that says so.
    static let neverReturned = ["title", "sound", "category", "buttons", "asset_url", "interruption_level"]

    /// The iOS messages of a details answer's `messages` object: its variation id, name and fields.
    static func iosMessages(_ messages: JSONObject?) -> [(id: String, name: String, message: JSONObject)] {
        (messages?.members ?? []).compactMap { member in
            guard let message = member.value.value.objectValue, message["channel"]?.stringValue == "ios_push" else { return nil }
            return (member.key, message["name"]?.stringValue ?? member.key, message)
        }
    }

    /// The request sending `message` (from `source`, "/campaigns/details") to `testUsers`, with
    /// `envelope`'s ids; the notes on what it lacked.
    static func request(_ message: JSONObject, source: String, envelope: [(EnvelopeField, String)], variationID: String?,
                        testUsers: [String]) -> (JSONObject, [String], hasTranslations: Bool) {
        var push = JSONObject()
        var notes: [String] = []
        for member in message.members where member.key != "channel" && member.key != "name" {
            if PushField(rawValue: member.key) != nil || member.key == "title" {
                push.members.append(member)
            } else {
                notes.append("Braze's answer has \(member.key), which an apple_push has no place for: left out")
            }
        }
        // Braze's details give the alert as text; a title, when it gives one, joins it in an alert object.
        if let title = push["title"]?.stringValue {
            push["title"] = nil
            var alert = JSONObject()
            alert["title"] = .string(title)
            alert["body"] = push["alert"] ?? .string("")
            push["alert"] = .object(alert)
        }
        if let variationID { push[PushField.messageVariationID.rawValue] = .string(variationID) }
        if let url = push[PushField.assetURL.rawValue]?.stringValue, push[PushField.assetFileType.rawValue] == nil,
           let type = AssetFileType.guess(fromURL: url) {
            push[PushField.assetFileType.rawValue] = .string(type.rawValue)
            notes.append("asset_file_type \"\(type.rawValue)\" filled in from the asset URL, which Braze's answer did not say")
        }
        let missing = neverReturned.filter { message[$0] == nil }
        if !missing.isEmpty {
            notes.append("Braze's \(source) did not return \(missing.joined(separator: ", ")) for this message: if it has them, add them to the file")
        }
        var request = JSONObject()
        for (field, value) in envelope { request[field.rawValue] = .string(value) }
        if testUsers.isEmpty {
            notes.append("no test_users in [braze]: add external_user_ids to the file before sending it")
        } else {
            request[EnvelopeField.externalUserIDs.rawValue] = .array(testUsers.map { JSONNode(.string($0)) })
            notes.append("addressed to the test users of [braze] (\(testUsers.joined(separator: ", ")))")
        }
        var messagesObject = JSONObject()
        messagesObject["apple_push"] = .object(push)
        request[EnvelopeField.messages.rawValue] = .object(messagesObject)
        // A translation block must be closed: its end tag says the message has one.
        let hasTranslations = JSONWriter.string(.object(push)).contains("endtranslation")
        return (request, notes, hasTranslations)
    }

    /// The names of `items` for a message: `"A", "B"`.
    static func quoted(_ names: [String]) -> String { names.map { "\"\($0)\"" }.joined(separator: ", ") }
}
