import PushCore
import TextFormats

/// A campaign's iOS push as Braze's `/campaigns/details` gives it, made into a `/messages/send`
/// request that sends it to test users under the campaign's and variation's ids, with a line for
/// each thing the answer lacked or the file had to have filled.
public struct PulledCampaign: Sendable {
    /// The request, ready to write.
    public var request: JSONObject
    /// What was filled in or left out, one line each.
    public var notes: [String]

    /// The fields of an iOS push Braze's details never return, for the note that says so.
    static let neverReturned = ["title", "sound", "category", "buttons", "asset_url", "interruption_level"]

    /// The request for the iOS variation of `details` named `variant` (its name or id; the only
    /// one when nil), for `campaignID`, to `testUsers`; or why there is none.
    public static func make(_ details: JSONObject, campaignID: String, variant: String?,
                            testUsers: [String]) -> Result<PulledCampaign, SendRefusal> {
        guard let messages = details["messages"]?.objectValue else {
            return .failure(SendRefusal(.push, "Braze's answer has no messages: it is not a campaign's details"))
        }
        let ios = messages.members.filter { $0.value.value.objectValue?["channel"]?.stringValue == "ios_push" }
        let named = ios.map { ($0.key, $0.value.value.objectValue?["name"]?.stringValue ?? $0.key) }
        let campaignName = details["name"]?.stringValue.map { "\"\($0)\"" } ?? campaignID
        guard !ios.isEmpty else {
            return .failure(SendRefusal(.push, "campaign \(campaignName) has no iOS push message"))
        }
        let chosen: JSONMember
        if let variant {
            guard let found = ios.first(where: { $0.key == variant || $0.value.value.objectValue?["name"]?.stringValue == variant }) else {
                return .failure(SendRefusal(.setup, "campaign \(campaignName) has no iOS variant \"\(variant)\"; it has "
                    + named.map { "\"\($0.1)\"" }.joined(separator: ", ")))
            }
            chosen = found
        } else {
            guard ios.count == 1, let only = ios.first else {
                return .failure(SendRefusal(.setup, "campaign \(campaignName) has \(ios.count) iOS variants: name one with --variant ("
                    + named.map { "\"\($0.1)\"" }.joined(separator: ", ") + ")"))
            }
            chosen = only
        }
        let message = chosen.value.value.objectValue ?? JSONObject()
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
        push[PushField.messageVariationID.rawValue] = .string(chosen.key)
        if let url = push[PushField.assetURL.rawValue]?.stringValue, push[PushField.assetFileType.rawValue] == nil,
           let type = AssetFileType.guess(fromURL: url) {
            push[PushField.assetFileType.rawValue] = .string(type.rawValue)
            notes.append("asset_file_type \"\(type.rawValue)\" filled in from the asset URL, which Braze's answer did not say")
        }
        let missing = neverReturned.filter { message[$0] == nil }
        if !missing.isEmpty {
            notes.append("Braze's /campaigns/details did not return \(missing.joined(separator: ", ")) for this message: if the campaign has them, add them to the file")
        }
        var request = JSONObject()
        request[EnvelopeField.campaignID.rawValue] = .string(campaignID)
        if testUsers.isEmpty {
            notes.append("no test_users in [braze]: add external_user_ids to the file before sending it")
        } else {
            request[EnvelopeField.externalUserIDs.rawValue] = .array(testUsers.map { JSONNode(.string($0)) })
            notes.append("addressed to the test users of [braze] (\(testUsers.joined(separator: ", ")))")
        }
        var messagesObject = JSONObject()
        messagesObject["apple_push"] = .object(push)
        request[EnvelopeField.messages.rawValue] = .object(messagesObject)
        return .success(PulledCampaign(request: request, notes: notes))
    }
}
