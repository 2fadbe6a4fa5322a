import PushCore
import TextFormats

extension PulledMessage {
    /// The request for the iOS variation of a campaign's `details` named `variant` (its name or
    /// id; the only one when nil), under `campaignID`, to `testUsers`; or why there is none.
    public static func campaign(_ details: JSONObject, id campaignID: String, variant: String?,
                                testUsers: [String]) -> Result<PulledMessage, SendRefusal> {
        guard details["messages"]?.objectValue != nil else {
            return .failure(SendRefusal(.push, "Braze's answer has no messages: it is not a campaign's details"))
        }
        let ios = iosMessages(details["messages"]?.objectValue)
        let campaignName = details["name"]?.stringValue.map { "\"\($0)\"" } ?? campaignID
        guard !ios.isEmpty else { return .failure(SendRefusal(.push, "campaign \(campaignName) has no iOS push message")) }
        let chosen: (id: String, name: String, message: JSONObject)
        if let variant {
            guard let found = ios.first(where: { $0.id == variant || $0.name == variant }) else {
                return .failure(SendRefusal(.setup, "campaign \(campaignName) has no iOS variant \"\(variant)\"; it has \(quoted(ios.map(\.name)))"))
            }
            chosen = found
        } else {
            guard ios.count == 1, let only = ios.first else {
                return .failure(SendRefusal(.setup, "campaign \(campaignName) has \(ios.count) iOS variants: name one with --variant (\(quoted(ios.map(\.name)))))"))
            }
            chosen = only
        }
        let (request, notes, translated) = request(chosen.message, source: "/campaigns/details", envelope: [(.campaignID, campaignID)],
                                                   variationID: chosen.id, testUsers: testUsers)
        var attributes: [String: String] = ["message_name": chosen.name]
        if let name = details["name"]?.stringValue { attributes["name"] = name }
        return .success(PulledMessage(request: request, notes: notes, attributes: ["campaign": attributes],
                                      translationsQuery: translated ? [("campaign_id", campaignID), ("message_variation_id", chosen.id)] : nil))
    }
}
