@testable import ComposerApp
import PushCore
import TerminalKit
import TestSupport
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

/// The palette stands still: its Find line stays put whatever is chosen or typed.
@MainActor
@Suite("The command palette's box")
struct CommandPaletteBoxTests {
    @Test("↑ from the first action goes to the last and the Find line stays; typing shrinks the list from below, the top staying put; the form behind is dimmed")
    func standsStill() throws {
        let h = ComposerHarness(size: ComposerHarness.wide)
        h.press(KeyEvent(.function(1)))
        let opened = h.lines()
        let findRow = try #require(opened.firstIndex { $0.contains("│ Find:") })
        h.press(KeyEvent(.up))
        let wrapped = h.lines()
        #expect(wrapped[findRow].contains("│ Find:"), "\(wrapped.joined(separator: "\n"))")
        #expect(h.frameText.contains("↑ more"))
        h.type("sa")
        let typed = h.lines()
        #expect(typed[findRow].contains("│ Find: sa"), "\(typed.joined(separator: "\n"))")
        #expect(typed[findRow - 1].contains("Every action"))
        // Behind the box, the composer is drawn dim, so its borders never read as the box's.
        let frame = h.render()
        let behind = try #require(frame.buffer.cell(at: Point(x: 0, y: frame.size.height - 1)))
        #expect(behind.style.attributes.contains(.dim))
    }
}

/// The help bar follows the focus and drops its last entries first.
@MainActor
@Suite("The help bar")
struct HelpBarTests {
    @Test("A text field shows insert-attribute; a button shows add, remove and move; at 80 columns the palette, preview-as and phone always show")
    func followsFocus() {
        let h = ComposerHarness(json: #"{"alert":{"title":"Sale","body":"Ends"},"category":"my_own","buttons":[{"id":"a","action":"OPEN_APP"}]}"#,
                                size: ComposerHarness.small)
        h.focus(.title)
        let bar = h.helpRow(h.render())
        for entry in ["F1 Help", "^S Save", "^F Send", "^Q Quit", "Alt-U As user", "Alt-P Phone", "^V Attribute"] {
            #expect(bar.contains(entry), "\(bar)")
        }
        h.go(to: .buttons)
        h.focus(.button(0, .actionID))
        let buttons = h.helpRow(h.render())
        #expect(buttons.contains("Alt-A Add") && !buttons.contains("^V Attribute"), "\(buttons)")
        #expect(HelpBar.entries(for: .list).map(\.label).prefix(6) == ["Help", "Save", "Send", "Quit", "As user", "Phone"])
    }
}
