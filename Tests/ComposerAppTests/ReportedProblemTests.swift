@testable import ComposerApp
import ComposerSettings
import PushCore
import TerminalKit
import TestSupport
import Testing
import TextFormats

/// Behaviour the issue asks for that the composer does not have yet. Each test states what a
/// marketer should see; they fail until the composer is fixed (see the report that came with them).
@MainActor
@Suite struct ReportedProblemTests {
    // MARK: - Typing

    /// `ab` and `aps` are refused as keys, but so is every key that merely starts with them:
    /// typing "abc" gives "ac", "absolute" gives "asolute".
    @Test(arguments: ["abc", "absolute", "apsx", "ab_test"])
    func extraKeysThatStartWithAReservedKeyCanBeTyped(_ key: String) {
        let h = ComposerHarness()
        h.go(to: .extras)
        h.press(.alt("a"))
        h.replace(.extra(0, .key), with: key)
        #expect(h.state.draft.push.extra?.keys == [key])
        #expect(h.state.editor?.text == key)
    }

    /// A button id that begins with another button's id cannot be typed: at the moment the
    /// prefix equals the other id the key is refused, so "reply_all" becomes "repl_all".
    @Test func aButtonIdMayStartWithAnotherButtonsId() {
        let h = ComposerHarness(json: ComposerFixtures.customCategory)
        h.go(to: .buttons)
        h.replace(.button(1, .actionID), with: "reply_all")
        #expect(h.state.draft.push.buttons?.map(\.actionID) == ["reply", "reply_all"])
    }

    /// Clearing a button's id to retype it drops its draft label for good.
    @Test func retypingAButtonIdKeepsItsLabel() {
        let h = ComposerHarness(json: ComposerFixtures.customCategory, buttonLabels: ComposerFixtures.customLabels)
        h.go(to: .buttons)
        h.replace(.button(0, .actionID), with: "answer")
        #expect(h.state.draft.push.buttons?.first?.actionID == "answer")
        #expect(h.state.draft.buttonLabels["answer"] == "Reply")
    }

    /// Typing 0 into the badge number switches the mode to "clear (0)", which hides the number
    /// field; the focus is left on a row that no longer exists and nothing is focused.
    @Test func typingZeroAsTheBadgeKeepsAFocusedField() {
        let h = ComposerHarness()
        h.choose("a number", for: .badgeMode)
        h.focus(.badgeCount)
        h.press(.backspace)
        h.type("0")
        #expect(h.state.draft.push.badge == 0)
        #expect(h.state.focusedField != nil, "focusIndex \(h.state.focusIndex) of \(h.state.fields)")
        #expect(h.render().text.contains("▸ "))
    }

    /// One press of Space or →/← on a picker and back again loses what was typed: the app's own
    /// category with its buttons, URIs and labels; a custom sound file; an extra's value.
    @Test func cyclingTheCategoryAndBackKeepsTheAppsButtons() {
        let h = ComposerHarness(json: ComposerFixtures.customCategory, buttonLabels: ComposerFixtures.customLabels)
        let before = h.state.draft.push
        h.focus(.category)
        h.press(.right)   // "none"
        h.press(.left)    // "app's own category" again
        #expect(h.state.draft.push.category == before.category)
        #expect(h.state.draft.push.buttons == before.buttons)
    }

    @Test func cyclingTheSoundAndBackKeepsTheFileName() {
        let h = ComposerHarness(json: ComposerFixtures.full)
        h.focus(.soundMode)
        h.press(.right)   // "none"
        h.press(.left)    // "custom file" again
        #expect(h.state.draft.push.sound == "chime.caf")
    }

    @Test func cyclingAnExtrasTypeAndBackKeepsItsValue() {
        let h = ComposerHarness(json: ComposerFixtures.full)
        h.focus(.extra(0, .type))
        #expect(h.state.draft.text(of: .extra(0, .value)) == "spring")
        h.press(.right, times: ExtraType.allCases.count)   // number, boolean, JSON, text
        #expect(h.state.draft.text(of: .extra(0, .value)) == "spring")
    }

    /// A path typed as `~/…` in the save-as prompt is written as is: a folder named "~" under the
    /// current directory, or a failed save.
    @Test func aSavePathWithATildeMeansTheHomeFolder() throws {
        let h = ComposerHarness()
        h.state.homeDirectory = "/home/marketer"
        h.press(.ctrl("s"))
        h.press(.ctrl("u"))
        h.type("~/push.json")
        guard let saveRequest = (h.press(KeyEvent(.enter)).first)?.saveRequest else {
            Issue.record("no save")
            return
        }
        let path = saveRequest.path
        #expect(path == "/home/marketer/push.json", "saved to \(path)")
    }

    // MARK: - Drawing

    /// The form's value column starts right after the longest label when the form is narrower
    /// than 66 columns (side by side at 120, and at the minimum size): "Wake app (background)[ ] not set".
    @Test(arguments: [ComposerHarness.small, ComposerHarness.wide, ComposerLayout.minimumSize])
    func labelsNeverTouchTheirValues(size: Size) throws {
        let h = ComposerHarness(json: ComposerFixtures.full, size: size)
        h.go(to: .delivery)
        let frame = h.render()
        let row = try #require(frame.buffer.lines.first { $0.contains("Wake app") })
        #expect(row.contains(try Regex(#"Wake app \(\S*\s+\[ \] not set"#)), "row: \(row)")
    }

    /// The gauge's figure and percentage are drawn with the gauge role as is, and the roles are
    /// reverse video (so the bar can be spaces): the figure, the filled bar and the percentage run
    /// together into one block and the bar's length cannot be read.
    @Test(arguments: ["default", "monochrome"])
    func onlyTheGaugeBarIsReverseVideo(_ themeName: String) {
        let h = ComposerHarness()
        let theme = ThemeFiles.load(themeName).theme
        let frame = h.render(theme: theme)
        let y = frame.size.height - 2
        let reversed = (0..<frame.size.width).filter { frame.buffer[$0, y].style.attributes.contains(.reverse) }
        let barWidth = 12
        let filled = Int((h.state.analysis.budget.brazeFraction * Double(barWidth)).rounded(.up))
        #expect(reversed.count == filled, "\(reversed.count) reverse cells in \(h.gaugeRow(frame))")
    }

    /// The help box is taller than 80×24 allows and cannot be scrolled: the screen keys
    /// (Alt-1…9, F2…F10), PgUp/PgDn and the closing lines are never shown.
    @Test(arguments: [ComposerHarness.small, ComposerLayout.minimumSize])
    func everyKeyBindingCanBeReadInHelp(size: Size) {
        let h = ComposerHarness(size: size)
        h.press(KeyEvent(.function(1)))
        var seen = Set<String>()
        for key in [Key.down, .pageDown, .down, .pageDown, .end] + Array(repeating: Key.down, count: 40) {
            for line in h.render().buffer.lines { seen.insert(line) }
            h.press(KeyEvent(key))
            if h.state.overlay?.isPalette != true { break }
        }
        let all = seen.joined(separator: "\n")
        for needle in ["Audience screen", "scroll the preview down", "Esc closes this."] {
            #expect(all.contains(needle), "help never shows \"\(needle)\" at \(size)")
        }
    }

    /// The byte breakdown cannot be scrolled either: with many fields its last rows are cut.
    @Test func everyBreakdownRowCanBeRead() {
        var extra = JSONObject()
        for i in 1...12 { extra["key_\(i)"] = .string("value \(i)") }
        var draft = ComposerDraft(document: PushReader().read(ComposerFixtures.full))
        draft.push.extra = extra
        let h = ComposerHarness(draft: draft)
        h.press(.ctrl("b"))
        var seen = Set<String>()
        for key in [Key.down, .pageDown, .down, .pageDown, .end] + Array(repeating: Key.down, count: 40) {
            for line in h.render().buffer.lines { seen.insert(line) }
            h.press(KeyEvent(key))
            if h.state.overlay != .breakdown { break }
        }
        let all = seen.joined(separator: "\n")
        #expect(all.contains("(structure)"))
        for row in h.state.analysis.budget.rows {
            #expect(all.contains(row.field), "the breakdown never shows \(row.field)")
        }
    }

    /// At the minimum width not every tab fits: the strip scrolls so that the active tab is
    /// always whole and highlighted, and clicking it works.
    @Test func everyTabIsVisibleAtTheMinimumSize() {
        let h = ComposerHarness(size: ComposerLayout.minimumSize)
        for screen in Screen.tabs(devicePayload: false) {
            h.go(to: screen)
            let tabs = h.render().buffer.text(row: 1)
            #expect(tabs.contains(" \(screen.title) "), "no \(screen.title) tab in \"\(tabs)\"")
            let layout = ComposerLayout(size: ComposerLayout.minimumSize, showsPreview: false)
            let screens = Screen.tabs(devicePayload: false)
            let tab = layout.tabLabels(screens, active: screen).first { $0.screen == screen }
            #expect(tab.map { layout.tabIndex(atColumn: $0.x + 1, screens, active: screen) } == screen)
        }
    }

    /// At 80 columns the Audience tab's closing space falls off the screen, so its error mark
    /// overwrites the last letter: "Audienc!".
    @Test func theErrorMarkNeverHidesATabsName() {
        let h = ComposerHarness(json: #"{"external_user_ids":[1],"messages":{"apple_push":{"alert":"x"}}}"#)
        #expect(h.state.analysis.diagnostics.contains { $0.path.hasPrefix("/external_user_ids") && $0.severity == .error })
        let tabs = h.render().buffer.text(row: 1)
        #expect(tabs.contains("Audience"), "tab row: \(tabs)")
    }

    /// An empty draft's one error (the alert is required, at /messages/apple_push) belongs to no
    /// field: the Alert tab has no mark and Enter in the list cannot jump anywhere.
    @Test func theMissingAlertLeadsToTheAlertFields() {
        let h = ComposerHarness.empty()
        h.go(to: .audience)
        #expect(h.state.analysis.diagnostics.contains { $0.code == "alert.required" })
        #expect(h.render().buffer.text(row: 1).contains("Alert!"))
        h.press(.ctrl("l"))
        let index = h.state.analysis.diagnostics.firstIndex { $0.code == "alert.required" } ?? 0
        h.press(.down, times: index)
        h.press(KeyEvent(.enter))
        #expect(h.state.screen == .alert)
        #expect(h.state.focusedField == .title || h.state.focusedField == .body)
    }

    // MARK: - Too small

    /// The too-small view says "Ctrl-Q quits", but with unsaved changes Ctrl-Q opens the quit
    /// question, which the too-small view never draws; a second Ctrl-Q does nothing. Keys typed
    /// meanwhile edit the hidden form.
    @Test func theTooSmallViewQuitsWithCtrlQAndIgnoresTyping() {
        let h = ComposerHarness()
        h.type("!")
        h.resize(40, 10)
        h.type("xyz")
        #expect(h.state.draft.text(of: .title) == "Flash sale ⚡!", "typing into a screen that is not shown changed the draft")
        let effects = h.press(.ctrl("q")) + h.press(.ctrl("q"))
        let frame = h.render()
        let asks = frame.text.contains("Save") || frame.text.contains("save")
        #expect(effects.contains(.quit) || asks,
                "Ctrl-Q neither quit nor showed its question: overlay \(String(describing: h.state.overlay))\n\(frame.text)")
    }
}
