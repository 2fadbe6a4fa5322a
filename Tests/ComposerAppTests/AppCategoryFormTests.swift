@testable import ComposerApp
import PushCore
import TerminalKit
import TestSupport
import Testing

/// Buttons as a Braze marketer makes them: the app's own categories from the config by their
/// labels, and every action Braze's button object takes, "Not now" included.
@MainActor
@Suite struct AppCategoryFormTests {
    static let offer = AppCategory(id: "shop_offer", buttons: [
        .init(id: "shop", label: "Shop now"),
        .init(id: "later", label: "Not now", isDestructive: true),
    ])

    @Test func theConfigsCategoryIsOfferedAndItsButtonsAreShownByLabel() {
        let h = ComposerHarness(json: #"{"alert": "Hi"}"#)
        h.state.categories = [Self.offer]
        h.go(to: .buttons)
        #expect(h.state.draft.options(for: .category).contains("shop_offer"))
        h.choose("shop_offer", for: .category)
        #expect(h.state.draft.push.category == "shop_offer")
        #expect(h.state.fields == [.category, .knownButton(0, .action), .knownButton(1, .action)])
        #expect(h.render().text.contains("Not now button"))
        #expect(h.state.draft.options(for: .knownButton(1, .action)) == ["none", "OPEN_APP", "URI", "DEEP_LINK", "CLOSE"])
        // Without an entry the button does what the app registered: the push names no buttons.
        #expect(h.state.draft.push.buttons == nil)
        h.choose("CLOSE", for: .knownButton(1, .action))
        #expect(h.state.draft.push.buttons == [PushButton(actionID: "later", action: "CLOSE")])
        h.choose("none", for: .knownButton(1, .action))
        #expect(h.state.draft.push.buttons == nil)
        // Labels are the app's: nothing of them is saved with the push.
        h.choose("URI", for: .knownButton(0, .action))
        #expect(h.state.fields.contains(.knownButton(0, .uri)))
        #expect(!h.state.compiledText(.request).contains("Shop now"))
    }

    @Test func categoriesThatComeWhileTheButtonsAreOnScreenBringTheirButtons() {
        let h = ComposerHarness(json: #"{"alert": "Hi", "category": "shop_offer"}"#)
        h.go(to: .buttons)
        #expect(h.state.fields == [.category, .customCategory, .addButton])
        // The config is read again with the app's categories: the draft is equal, its fields are not.
        h.state.categories = [Self.offer]
        #expect(h.state.fields == [.category, .knownButton(0, .action), .knownButton(1, .action)])
        #expect(h.render().text.contains("Not now button"))
    }

    @Test func aTypedCategorysButtonTakesEveryActionAndCloseNeedsNoURI() {
        let h = ComposerHarness(json: #"{"alert": "Hi", "category": "CHAT", "buttons": [{"action_id": "later", "action": "URI", "uri": "https://x.example"}]}"#)
        h.go(to: .buttons)
        #expect(h.state.draft.options(for: .button(0, .action)) == ["URI", "DEEP_LINK", "OPEN_APP", "CLOSE", "none"])
        h.choose("CLOSE", for: .button(0, .action))
        #expect(h.state.draft.push.buttons == [PushButton(actionID: "later", action: "CLOSE")])
        #expect(!h.state.fields.contains(.button(0, .uri)))
        // A note, not an error: Braze documents URI and DEEP_LINK for an app's own category.
        let found = h.state.analysis.diagnostics.filter { $0.code.hasPrefix("buttons.") }
        #expect(found.map(\.code) == [ButtonsRule.appCategoryAction])
        #expect(found.allSatisfy { $0.severity == .info })
        h.choose("none", for: .button(0, .action))
        #expect(h.state.draft.push.buttons == [PushButton(actionID: "later")])
    }

    @Test func aDraftFromUndoOrTheEditorStillKnowsTheConfigsCategories() {
        let h = ComposerHarness(json: #"{"alert": "Hi", "category": "shop_offer"}"#)
        h.state.categories = [Self.offer]
        h.go(to: .buttons)
        h.choose("CLOSE", for: .knownButton(1, .action))
        h.press(.ctrl("z"))
        #expect(h.state.draft.push.buttons == nil)
        #expect(h.state.fields == [.category, .knownButton(0, .action), .knownButton(1, .action)])
        h.state.replaceDraft(ComposerDraft(document: PushReader().read(#"{"alert": "Hey", "category": "shop_offer"}"#)))
        #expect(h.state.draft.categories == [Self.offer])
    }

    @Test func theClickActionSitsByTheMessage() {
        let h = ComposerHarness(json: #"{"alert": {"title": "T", "body": "B"}}"#)
        #expect(Array(h.state.fields.prefix(3)) == [.title, .body, .customURI])
        h.focus(.customURI)
        h.type("https://x.example/sale")
        #expect(Array(h.state.fields.prefix(4)) == [.title, .body, .customURI, .useWebview])
        #expect(!h.state.draft.fields(on: .media).contains(.customURI))
    }
}
