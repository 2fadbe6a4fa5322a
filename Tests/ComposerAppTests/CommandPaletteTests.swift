@testable import ComposerApp
import PushCore
import TerminalKit
import Testing

/// F1 or ^G: every action by name, found by typing, run with Enter.
@MainActor
@Suite("The command palette")
struct CommandPaletteTests {
    @Test("Typing finds an action by its words or keys; Enter runs it and closes the palette")
    func findsAndRuns() {
        let h = ComposerHarness(size: ComposerHarness.wide)
        let phone = h.state.phone
        h.press(.ctrl("g"))
        #expect(h.frameText.contains("Every action: type to find, Enter runs it"))
        h.type("phone")
        #expect(h.frameText.contains("Alt-P") && !h.frameText.contains("suspend to the shell"))
        h.press(KeyEvent(.enter))
        #expect(h.state.overlay == nil && h.state.phone != phone, "Enter ran the phone action")
        h.press(KeyEvent(.function(1)))
        h.type("alt-s")
        #expect(h.frameText.contains("save as…"), "keys are found too")
        h.press(KeyEvent(.escape))
        #expect(h.state.overlay == nil)
    }

    @Test("Nothing matching says so and Enter does nothing; every action but help is listed, and the footer names fields and the mouse")
    func lists() {
        let palette = CommandPalette()
        #expect(palette.rows.count == KeyMap.standard.bindings.count - 1)
        let h = ComposerHarness(size: ComposerHarness.wide)
        h.press(KeyEvent(.function(1)), KeyEvent(.end))
        #expect(h.frameText.contains("Mouse: click a tab or a field") && h.frameText.contains("delete a word"))
        h.type("zzzz")
        #expect(h.frameText.contains("No action holds \"zzzz\"."))
        h.press(KeyEvent(.enter))
        if case .palette? = h.state.overlay {} else { Issue.record("Enter with nothing chosen closed the palette") }
    }
}
