@testable import ComposerApp
import PushCore
import PushPersonalization
import TerminalKit
import TestSupport
import Testing

/// A pulled message's attributes (its `NAME.message.json`, read at start) render in the
/// composer for every user, and are no longer said to render empty.
@MainActor
@Suite("The message's own attributes in the composer")
struct MessageAttributesTests {
    @Test("campaign.${name} renders from the message's file, and its note goes")
    func rendered() throws {
        let json = #"{"campaign_id": "camp-1", "external_user_ids": ["a"], "messages": {"apple_push": {"alert": "{{campaign.${name}}} for {{${first_name}}}"}}}"#
        let bare = ComposerHarness(json: json, size: ComposerHarness.wide)
        #expect(bare.state.analysis.diagnostics.contains { $0.code == "liquid.message-attribute" && $0.message.contains("campaign.${name}") })
        // As the launcher reads NAME.message.json before the first frame.
        let h = ComposerHarness(draft: ComposerDraft(document: PushReader().read(json)), size: ComposerHarness.wide) {
            $0.audience.messageAttributes = ["campaign": ["name": "Spring sale"]]
        }
        h.state.testUsers = try TestUsers.parse(Array(#"{"ana": {"first_name": "Ana"}}"#.utf8), file: "users.json")
        h.press(.alt("u"), KeyEvent(.enter))
        #expect(h.frameText.contains("Spring sale for Ana"))
        #expect(!h.state.analysis.diagnostics.contains { $0.code == "liquid.message-attribute" })
    }
}
