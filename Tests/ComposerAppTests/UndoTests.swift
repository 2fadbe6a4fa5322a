@testable import ComposerApp
import PushCore
import TerminalKit
import TestSupport
import Testing

/// ^Z and ^Y: every change to the push can be taken back, typing a word at a time.
@MainActor
@Suite("Undo and redo")
struct UndoTests {
    func harness() -> ComposerHarness {
        ComposerHarness(json: #"{"alert":{"title":"Sale","body":"Ends soon"}}"#, size: ComposerHarness.wide)
    }

    var title: (ComposerHarness) -> String? { { $0.state.draft.document.push.alert?.title } }

    @Test("Typing comes back a word at a time, and ^Y puts it back")
    func words() {
        let h = harness()
        h.focus(.title)
        h.press(KeyEvent(.end))
        h.type(" today only")
        #expect(title(h) == "Sale today only")
        h.press(.ctrl("z"))
        #expect(title(h) == "Sale today", "the last word")
        #expect(h.helpRow(h.render()).contains("Undid typing in Title"))
        h.press(.ctrl("z"))
        #expect(title(h) == "Sale")
        h.press(.ctrl("z"))
        #expect(title(h) == "Sale" && h.helpRow(h.render()).contains("Nothing to undo"))
        h.press(.ctrl("y"), .ctrl("y"))
        #expect(title(h) == "Sale today only")
        h.press(.ctrl("y"))
        #expect(h.helpRow(h.render()).contains("Nothing to redo"))
    }

    @Test("A cleared field, a removed button and a change on another screen come back, with the cursor where they were")
    func otherChanges() {
        let h = harness()
        h.focus(.body)
        h.press(.ctrl("u"))
        #expect(h.state.draft.document.push.alert?.body == nil || h.state.draft.document.push.alert?.body == "")
        h.go(to: .delivery)
        h.replace(.threadID, with: "t")
        h.go(to: .alert)
        h.press(.ctrl("z"))
        #expect(h.state.screen == .delivery, "undo goes to the screen of the change")
        #expect(h.state.draft.push.threadID == nil)
        h.press(.ctrl("z"))
        #expect(h.state.screen == .alert && h.state.focusedField == .body)
        #expect(h.state.draft.document.push.alert?.body == "Ends soon")
    }

    @Test("A new change after undo drops what could be redone; the history is bounded")
    func bounded() {
        var history = UndoHistory()
        let draft = ComposerDraft()
        for i in 0..<(UndoHistory.maxEntries + 50) {
            history.record(.init(draft: draft, screen: .alert, focus: 0, label: "\(i)", bytes: 10), change: .other("\(i)"), at: Double(i))
        }
        #expect(history.past.count == UndoHistory.maxEntries)
        #expect(history.past.first?.label == "50")
        let huge = UndoHistory.maxBytes / 4 + 1
        for i in 0..<8 { history.record(.init(draft: draft, screen: .alert, focus: 0, label: "big \(i)", bytes: huge), change: .other("big"), at: 1000) }
        #expect(history.past.filter { $0.label.hasPrefix("big") }.count == 3, "at most the bytes bound")
        _ = history.undo(from: .init(draft: draft, screen: .alert, focus: 0, label: "", bytes: 1))
        #expect(!history.future.isEmpty)
        history.record(.init(draft: draft, screen: .alert, focus: 0, label: "new", bytes: 1), change: .other("new"), at: 2000)
        #expect(history.future.isEmpty)
    }
}

/// The badge's choice takes a digit as the number.
@MainActor
@Suite("Badge digits")
struct BadgeDigitTests {
    @Test("Typing digits on \"none\" sets the number and goes on in the number field; 0 clears the badge")
    func digits() {
        let h = ComposerHarness(json: #"{"alert":{"title":"Sale","body":"Ends"}}"#, size: ComposerHarness.wide)
        h.go(to: .badge)
        #expect(h.state.focusedField == .badgeMode)
        h.type("12")
        #expect(h.state.draft.push.badge == 12 && h.state.focusedField == .badgeCount)
        h.focus(.badgeMode)
        h.type("0")
        #expect(h.state.draft.push.badge == 0)
        h.press(.ctrl("z"))
        #expect(h.state.draft.push.badge == 12, "undone like any change")
    }
}

/// Notes under a field say a thing once, and a hint is read whole.
@MainActor
@Suite("Notes under a field")
struct FieldNoteTests {
    @Test("The level's explanation is not shown as a hint when a note says it already")
    func once() {
        let h = ComposerHarness(json: #"{"alert":{"title":"Sale","body":"Ends"},"interruption_level":"time-sensitive"}"#, size: ComposerHarness.small)
        h.go(to: .level)
        let text = h.frameText
        #expect(text.components(separatedBy: "Breaks through Focus").count == 2, "\(text)")
    }
}
