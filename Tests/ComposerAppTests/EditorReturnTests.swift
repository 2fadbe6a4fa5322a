@testable import ComposerApp
import PushCore
import TerminalKit
import TestSupport
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

/// A bare apple_push file stays one: not told it names no audience, not turned into a request by
/// an editor round trip that changed nothing.
@MainActor
@Suite("A file in its own form")
struct OwnFormTests {
    static let json = #"{"alert": {"title": "Sale", "body": "Ends soon"}}"#

    @Test("An apple_push object is not warned that a request names no audience; a request is")
    func noAudienceWarning() {
        let bare = ComposerHarness.opening(Self.json, named: "bare.json")
        #expect(!bare.state.analysis.diagnostics.contains { $0.code == "request.audience.missing" })
        let request = ComposerHarness.opening(#"{"messages": {"apple_push": \#(Self.json)}}"#, named: "request.json")
        #expect(request.state.analysis.diagnostics.contains { $0.code == "request.audience.missing" })
    }

    @Test("^X hands the editor the file's own form; the same text back changes nothing; an edit in that form keeps the form")
    func roundTrip() {
        let h = ComposerHarness.opening(Self.json, named: "bare.json")
        h.editorWill(write: Array(h.state.fileForm.contents(of: h.state.draft).utf8))
        let sent = h.press(.ctrl("x")).compactMap { effect -> [UInt8]? in
            if case .editExternally(let text) = effect { return text } else { return nil }
        }.first.map { String(decoding: $0, as: UTF8.self) }
        #expect(sent?.contains("messages") == false && sent?.contains("\"title\": \"Sale\"") == true, "an apple_push object, not a request")
        #expect(!h.state.isDirty && h.state.fileForm == .applePush)
        #expect(h.helpRow(h.render()).contains("No change in the editor."))
        h.editorWill(write: Array(#"{"alert": {"title": "Sale!", "body": "Ends soon"}}"#.utf8))
        h.press(.ctrl("x"))
        #expect(h.state.isDirty && h.state.fileForm == .applePush && h.state.draft.push.alert?.title == "Sale!")
    }

    @Test("A new file starts from the sample push with no audience")
    func newFile() {
        #expect(ComposerDraft.newFile.envelope.isEmpty && ComposerDraft.newFile.push == ComposerDraft.sample.push)
    }
}
