@testable import ComposerApp
import PushCore
import TerminalKit
import Testing

/// What a real `$EDITOR` hands back is never thrown away: text that is not a push is kept, with why,
/// to edit again exactly as it was left.
@MainActor
struct EditorReturnTests {
    @Test(arguments: [
        ("Latin-1, not UTF-8", Array(#"{"alert": {"title": "Caf"#.utf8) + [0xE9] + Array(#"", "body": "B"}}"#.utf8), "UTF-8"),
        ("over the size limit", Array(repeating: UInt8(ascii: " "), count: (1 << 20) + 10) + Array("{}".utf8), "the most this reads"),
        ("broken JSON", Array(#"{"alert": }"#.utf8), "at line 1, column 11"),
    ])
    func textThatIsNotAPushIsKeptToEditAgain(_ name: String, _ bytes: [UInt8], _ words: String) {
        let h = ComposerHarness()
        let before = h.state.draft
        h.editorWill(write: bytes)
        h.press(.ctrl("x"))
        #expect(h.state.draft == before, "\(name)")
        guard case .editorProblem(let problem, let kept)? = h.state.overlay else {
            Issue.record("\(name): no problem shown")
            return
        }
        #expect(problem.contains(words), "\(name): \(problem)")
        #expect(kept == bytes, "\(name): the text was not kept byte for byte")
        #expect(h.press(.char("e")).first == .editExternally(bytes))
    }

    @Test func anEditorThatFailsKeepsItsTextToo() {
        let h = ComposerHarness()
        h.editorWill(write: Array("{}".utf8), exitStatus: 1)
        h.press(.ctrl("x"))
        guard case .editorProblem(let problem, _)? = h.state.overlay else {
            Issue.record("no problem shown")
            return
        }
        #expect(problem.contains("exited with status 1"))
        h.press(.char("d"))
        #expect(h.state.overlay == nil)
    }
}
