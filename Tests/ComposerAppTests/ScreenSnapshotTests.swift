@testable import ComposerApp
import ComposerSettings
import PushCore
import SnapshotTesting
import TerminalKit
import TestSupport
import Testing
import TerminalThemes

/// Every screen, overlay and preview form at 80×24 and 120×40, and every theme file once.
/// Names: `composer-<screen>-<w>x<h>[-<theme>]`.
@MainActor
@Suite struct ScreenSnapshotTests {
    nonisolated static let sizes = [ComposerHarness.small, ComposerHarness.wide]

    static func name(_ what: String, _ size: Size, theme: String? = nil) -> String {
        "composer-\(what)-\(size.width)x\(size.height)" + (theme.map { "-\($0)" } ?? "")
    }

    /// The full fixture opened on a screen (focus on its first field).
    static func opened(on screen: Screen, size: Size) -> ComposerHarness {
        // The push type's screen is a device payload's: a Live Activity update.
        let device = PushReader().read(ComposerFixtures.liveActivity)
        let h = screen == .pushType
            ? ComposerHarness(draft: ComposerDraft(document: device), filePath: "match.apns", size: size) { $0.fileForm = FileForm(device) }
            : ComposerHarness(json: ComposerFixtures.full, filePath: "sale.json", size: size)
        if screen != .alert { h.go(to: screen) }
        return h
    }

    @Test(arguments: Screen.allCases, sizes)
    func screen(_ screen: Screen, size: Size) {
        let h = Self.opened(on: screen, size: size)
        let frame = h.render()
        // The form shows the screen's first field focused, and the gauge its figure.
        #expect(frame.text.contains("▸ "))
        #expect(h.gaugeRow(frame).contains("Braze \(h.state.analysis.budget.brazeBytes)/1912 B"))
        let what = screen == .buttons ? "buttons-default" : screen.title.lowercased()
        h.expectScreen(named: Self.name(what, size))
    }

    @Test(arguments: sizes)
    func buttonsOfTheAppsOwnCategory(size: Size) {
        let h = ComposerHarness(json: ComposerFixtures.customCategory, buttonLabels: ComposerFixtures.customLabels,
                                filePath: "chat.json", size: size)
        h.go(to: .buttons)
        #expect(h.state.fields.contains(.button(1, .label)))
        h.expectScreen(named: Self.name("buttons-custom", size))
    }

    @Test(arguments: sizes)
    func diagnosticsList(size: Size) {
        let h = ComposerHarness(json: ComposerFixtures.troubled, filePath: "troubled.json", size: size)
        h.press(.ctrl("l"))
        #expect(h.state.overlay == .diagnostics(ProblemList(selected: 0)))
        #expect(h.state.analysis.diagnostics.count >= 4)
        h.press(.down)
        h.expectScreen(named: Self.name("diagnostics", size))
    }

    @Test(arguments: sizes)
    func byteBreakdown(size: Size) {
        let h = ComposerHarness(json: ComposerFixtures.full, filePath: "sale.json", size: size)
        h.press(.ctrl("b"))
        #expect(h.state.overlay == .breakdown)
        h.expectScreen(named: Self.name("breakdown", size))
    }

    @Test(arguments: sizes)
    func help(size: Size) {
        let h = ComposerHarness(size: size)
        h.press(KeyEvent(.function(1)))
        #expect(h.state.overlay?.isPalette == true)
        h.expectScreen(named: Self.name("help", size))
    }

    @Test(arguments: [Size(width: 40, height: 10), Size(width: 59, height: 16)])
    func tooSmall(size: Size) {
        let h = ComposerHarness(size: size)
        let frame = h.render()
        #expect(frame.text.contains("Terminal too small"))
        #expect(frame.size == size)
        h.expectScreen(named: Self.name("too-small", size))
    }

    @Test(arguments: sizes)
    func recoveryPrompt(size: Size) {
        let h = ComposerHarness(size: size)
        h.state.overlay = .recovery(savedAt: "today at 09:00")
        h.expectScreen(named: Self.name("recovery", size))
    }

    @Test(arguments: sizes)
    func quitConfirmation(size: Size) {
        let h = ComposerHarness(size: size)
        h.focus(.title)
        h.type("!")
        h.press(.ctrl("q"))
        #expect(h.state.overlay == .confirmQuit)
        h.expectScreen(named: Self.name("confirm-quit", size))
    }

    @Test(arguments: sizes)
    func saveAsPrompt(size: Size) {
        let h = ComposerHarness(size: size)
        h.press(.ctrl("s"))
        guard case .prompt(.saveAs, _)? = h.state.overlay else {
            Issue.record("Ctrl-S without a file did not open the save-as prompt: \(String(describing: h.state.overlay))")
            return
        }
        h.expectScreen(named: Self.name("save-as", size))
    }

    @Test func narrowPreview() {
        let h = ComposerHarness(json: ComposerFixtures.full, filePath: "sale.json")
        h.press(.ctrl("r"))
        #expect(h.state.showsPreview)
        let frame = h.render()
        #expect(frame.text.contains("Device payload"))
        h.expectScreen(named: Self.name("preview", ComposerHarness.small))
        h.press(.ctrl("r"))
        #expect(!h.state.showsPreview)
        #expect(h.render().text.contains("▸ Title"))
    }

    /// Ctrl-O cycles payload → request → simulator file → curl → headers → payload.
    @Test(arguments: sizes)
    func previewForms(size: Size) {
        let h = ComposerHarness(json: ComposerFixtures.full, filePath: "sale.json", size: size)
        h.state.bundleID = "com.example.shop"
        if size.width < ComposerLayout.sideBySideWidth { h.press(.ctrl("r")) }
        for form in PreviewForm.allCases.dropFirst() {
            h.press(.ctrl("o"))
            #expect(h.state.previewForm == form)
            let frame = h.render()
            #expect(frame.text.contains(form.title))
            h.expectScreen(named: Self.name("preview-\(form.snapshotName)", size))
        }
        h.press(.ctrl("o"))
        #expect(h.state.previewForm == .payload)
    }

    /// The expanded card (Ctrl-T) with Accept/Decline, where the buttons show.
    @Test(arguments: sizes)
    func expandedCard(size: Size) {
        let h = ComposerHarness(json: ComposerFixtures.full, filePath: "sale.json", size: size)
        if size.width < ComposerLayout.sideBySideWidth { h.press(.ctrl("r")) }
        h.press(.ctrl("t"))
        #expect(h.state.cardState == .expanded)
        h.expectScreen(named: Self.name("preview-expanded", size))
    }

    /// The smallest size the composer draws: every screen still has its form.
    @Test func minimumSize() {
        let h = ComposerHarness(json: ComposerFixtures.full, filePath: "sale.json", size: ComposerLayout.minimumSize)
        h.go(to: .delivery)
        h.expectScreen(named: Self.name("delivery", ComposerLayout.minimumSize))
    }

    /// Every theme file in `Themes/` loads without a notice and draws the same screen.
    @Test(arguments: ThemeFiles.names)
    func themeFile(_ name: String) {
        let (theme, notices) = ThemeFiles.load(name)
        #expect(notices.isEmpty, "Themes/\(name).toml: \(notices)")
        #expect(theme.name == name)
        let h = ComposerHarness(json: ComposerFixtures.full, filePath: "sale.json", size: ComposerHarness.wide)
        h.focus(.title)
        h.expectScreen(named: Self.name("alert", ComposerHarness.wide, theme: name), theme: theme)
        // And one overlay, whose box and selection use their own roles.
        let troubled = ComposerHarness(json: ComposerFixtures.troubled, size: ComposerHarness.small)
        troubled.press(.ctrl("l"))
        troubled.expectScreen(named: Self.name("diagnostics", ComposerHarness.small, theme: name), theme: theme)
    }

    @Test func themeFilesAreFound() {
        #expect(Set(ThemeFiles.names).isSuperset(of: ["default", "light", "high-contrast", "monochrome"]))
    }

    /// The built-in monochrome theme uses no colour anywhere on screen.
    @Test func monochromeUsesNoColour() {
        let h = ComposerHarness(json: ComposerFixtures.full, size: ComposerHarness.wide)
        h.press(.ctrl("l"))
        for theme in [Theme.monochrome, ThemeFiles.load("monochrome").theme] {
            for frame in [h.render(theme: theme), ComposerHarness(json: ComposerFixtures.full, size: ComposerHarness.wide).render(theme: theme)] {
                let coloured = frame.buffer.cells.filter { $0.style.foreground != .default || $0.style.background != .default }
                #expect(coloured.isEmpty, "\(coloured.count) coloured cells, e.g. \(coloured.first.map { "\($0.grapheme) \($0.style)" } ?? "")")
            }
        }
    }
}

extension PreviewForm {
    var snapshotName: String {
        switch self {
        case .payload: "payload"
        case .request: "request"
        case .simctl: "simctl"
        case .curl: "curl"
        case .headers: "headers"
        }
    }
}
