@testable import ComposerApp
import PushCore
import TerminalKit
import TestSupport
import Testing

/// Esc as Alt in the form, at any pace: what a Mac over SSH needs when Option types characters.
@MainActor
@Suite("Esc then a key")
struct EscapePrefixTests {
    @Test("In the form a lone Esc is held and says so; the next key, however late, is Alt and that key, never typed into the field")
    func heldForTheNextKey() {
        let h = ComposerHarness()
        h.focus(.title)
        let title = h.state.draft.text(of: .title)
        h.press(KeyEvent(.escape))
        #expect(h.state.held.escapeHeld)
        #expect(h.helpRow(h.render()).contains("Esc: the next key is pressed with Alt"))
        h.tick(5)
        h.press(.char("u"))
        #expect(!h.state.held.escapeHeld)
        if case .previewAs? = h.state.overlay {} else { Issue.record("Esc then U did not open preview-as: \(String(describing: h.state.overlay))") }
        #expect(h.state.draft.text(of: .title) == title, "the letter was not typed into the field")
    }

    @Test("Esc again lets go; an Alt key with no action says so and types nothing")
    func letsGo() {
        let h = ComposerHarness()
        h.focus(.title)
        let title = h.state.draft.text(of: .title)
        h.press(KeyEvent(.escape), KeyEvent(.escape))
        #expect(!h.state.held.escapeHeld && h.state.status == nil)
        h.press(.char("z"))
        #expect(h.state.draft.text(of: .title) == title + "z", "after letting go a letter types")
        h.press(KeyEvent(.escape), .char("q"))
        #expect(h.state.status?.text.contains("Alt-Q does nothing here") == true, "\(String(describing: h.state.status))")
        #expect(h.state.draft.text(of: .title) == title + "z")
        // A paste lets a held Esc go: the key after it types.
        h.press(KeyEvent(.escape))
        h.paste("!")
        #expect(!h.state.held.escapeHeld)
        h.press(.char("y"))
        #expect(h.state.draft.text(of: .title) == title + "z!y")
    }

    @Test("With escape_time_ms = 0 a lone Esc is never held")
    func off() {
        let h = ComposerHarness { $0.held.escapeStartsAlt = false }
        h.focus(.title)
        h.press(KeyEvent(.escape))
        #expect(!h.state.held.escapeHeld)
        h.press(.char("u"))
        #expect(h.state.overlay == nil)
    }
}

/// The held Esc as a value of its own, read key by key.
@Suite("Held keys read")
struct HeldKeysTests {
    @Test("Esc then a key reads as Alt and the key; Esc twice lets go; Alt and a key with no action is said")
    func readsThroughTheHeldEscape() {
        var keys = HeldKeys()
        #expect(keys.read(KeyEvent(.escape)) == .held)
        #expect(keys.read(.char("u")) == .act(KeyEvent(.character("u"), .alt)))
        #expect(!keys.escapeHeld)
        #expect(keys.read(KeyEvent(.escape)) == .held)
        #expect(keys.read(KeyEvent(.escape)) == .letGo)
        #expect(keys.read(.char("q")) == .act(.char("q")))
        #expect(keys.read(KeyEvent(.escape)) == .held)
        #expect(keys.read(.char("%")) == .unbound(KeyEvent(.character("%"), .alt)))
        keys.escapeStartsAlt = false
        #expect(keys.read(KeyEvent(.escape)) == .act(KeyEvent(.escape)))
    }
}
