@testable import ComposerApp
import SafeFiles
import TerminalKit
import TestSupport
import Testing

/// Each overlay decides what a key means and replies; the composer acts on the reply. Rules that
/// hold for every overlay are pinned here.
@MainActor
@Suite("Keys in overlays")
struct OverlayKeysTests {
    /// Every overlay a clean draft can open with one key, and that key.
    static let openers: [(String, KeyEvent)] = [
        ("the palette", KeyEvent(.function(1))), ("the problems", .ctrl("l")), ("the byte breakdown", .ctrl("b")),
        ("the preview-as picker", .alt("u")), ("save as", .alt("s")), ("the send dialog", .ctrl("f")),
    ]

    @Test("The quit keys quit from every overlay, as from the form", arguments: [KeyEvent.ctrl("q"), .ctrl("c")])
    func quitKeysQuitFromEveryOverlay(_ quit: KeyEvent) {
        for (name, opener) in Self.openers {
            let h = ComposerHarness(json: #"{"alert": {"title": "T", "body": "B"}, "extra": {"x": ""}}"#, size: ComposerHarness.wide)
            h.press(opener)
            #expect(h.state.overlay != nil, "\(name) opened")
            let effects = h.press(quit)
            #expect(effects.contains(.quit), "\(KeyMap.name(quit)) quits from \(name)")
            #expect(h.state.overlay == nil)
        }
    }

    @Test("A question takes its letters plain or shifted, never with Ctrl or Alt; a key it does not take changes nothing")
    func questionsTakePlainLetters() {
        let h = ComposerHarness(size: ComposerHarness.wide)
        h.type("!")
        h.press(.ctrl("q"))
        #expect(h.state.overlay == .confirmQuit)
        #expect(h.press(.alt("d")).isEmpty && h.state.overlay == .confirmQuit, "Alt-D is not D")
        #expect(h.press(.char("x")).isEmpty && h.state.overlay == .confirmQuit)
        #expect(h.frameText.contains("S save · D discard · Esc cancel"), "the box names the keys it takes")
        #expect(h.press(.char("D")).contains(.quit), "a shifted letter answers")
    }

    @Test("Every question's choices are named in its box, and each named key answers it")
    func namedKeysAnswer() {
        let questions: [Question<SaveAnswer>] = SaveCheck.allCases.map {
            SaveAnswer.question(SaveRequest(path: "a.json", contents: "{}\n", revision: 1, purpose: .save, isOwnFile: true), $0, editing: "a.json")
        }
        for question in questions {
            let shown = question.lines(width: 70).joined(separator: "\n")
            for choice in question.choices.joined() {
                #expect(shown.contains(choice.label), "\(question.title) names \(choice.label)")
                for key in choice.keys {
                    let event: KeyEvent = switch key {
                    case .letter(let c): .char(c)
                    case .enter: KeyEvent(.enter)
                    case .escape: KeyEvent(.escape)
                    }
                    #expect(question.answer(to: event) == choice.answer, "\(question.title): \(key.name)")
                }
            }
        }
    }

    @Test("The Send dialog offers the sending keys only on a route that is set up")
    func sendKeysOnlyWhereSetUp() {
        let h = ComposerHarness(size: ComposerHarness.wide)
        h.press(.ctrl("f"))
        #expect(h.frameText.contains("No [apns] table"))
        #expect(!h.frameText.contains("Space tick") && !h.frameText.contains("Enter send"), "\(h.frameText)")
        #expect(h.frameText.contains("Tab the other route · Esc close"))
    }
}
