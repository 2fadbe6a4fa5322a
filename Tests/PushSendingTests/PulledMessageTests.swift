import PushCore
@testable import PushSending
import Testing
import TextFormats

/// A details answer that is not what the endpoint documents is said in its own words.
@Suite struct PulledMessageTests {
    func object(_ json: String) throws -> JSONObject {
        try #require(try JSONReader().read(Array(json.utf8)).value.objectValue)
    }

    @Test("Details of the wrong shape: no messages, no steps, no iOS message")
    func wrongShape() throws {
        guard case .failure(let campaign) = PulledMessage.campaign(try object(#"{"message": "success"}"#), id: "c", variant: nil, testUsers: []) else {
            Issue.record("a campaign without messages was pulled"); return
        }
        #expect(campaign.message == "Braze's answer has no messages: it is not a campaign's details")
        guard case .failure(let canvas) = PulledMessage.canvas(try object(#"{"steps": "none"}"#), id: "v", step: "s", testUsers: []) else {
            Issue.record("a Canvas without steps was pulled"); return
        }
        #expect(canvas.message == "Braze's answer has no steps: it is not a Canvas's details")
        let email = #"{"name": "N", "steps": [{"name": "Mail", "id": "s1", "messages": {"m": {"channel": "email"}}}]}"#
        guard case .failure(let noPush) = PulledMessage.canvas(try object(email), id: "v", step: "Mail", testUsers: []) else {
            Issue.record("an email step was pulled"); return
        }
        #expect(noPush.message == #"step "Mail" of Canvas "N" has no iOS push message"#)
    }

    @Test("A step two variants lead to leaves the variant to an option, and says so")
    func twoVariants() throws {
        let details = #"{"name": "N", "variants": [{"name": "A", "id": "a", "first_step_ids": ["s1"]}, {"name": "B", "id": "b", "first_step_ids": ["s1"]}], "steps": [{"name": "P", "id": "s1", "next_step_ids": [], "messages": {"m": {"channel": "ios_push", "alert": "Hi"}}}]}"#
        let pulled = try PulledMessage.canvas(try object(details), id: "v", step: "P", testUsers: ["t"]).get()
        #expect(pulled.attributes["canvas"]?["variant_name"] == nil && pulled.attributes["canvas"]?["name"] == "N")
        #expect(pulled.notes.contains { $0.contains(#"the step is in 2 variants ("A", "B")"#) })
        #expect(pulled.translationsQuery == nil)
    }
}
