@testable import ComposerApp
import Foundation
import PushCore
import SafeFiles
import TerminalKit
import Testing
import TextFormats

/// Nothing is replaced without a yes, and a file keeps the form it was read in.
struct SavingTests {
    /// A simulator file as Xcode users keep them, with Braze's campaign key and a subtitle.
    static let simulatorFile = #"""
    {
      "Simulator Target Bundle": "com.example.shop",
      "aps": {"alert": {"title": "Sale", "subtitle": "Today", "body": "40% off"}, "sound": "default"},
      "ab": {"c": "c2VjcmV0LWNhbXBhaWdu", "att": {"url": "https://cdn.example.com/a.jpg", "type": "jpg", "aof": 1}},
      "deep": "link"
    }
    """#

    private func composer(_ json: String, path: String) -> ComposerHarness {
        let document = PushReader().read(json)
        var h = ComposerHarness(draft: ComposerDraft(document: document), filePath: path)
        h.state.fileForm = FileForm(document)
        return h
    }

    @Test func aSimulatorFileIsSavedAsOneAndLosesNothing() throws {
        var h = composer(Self.simulatorFile, path: "/work/push.apns")
        h.press(.ctrl("u"))
        h.type("Big sale")
        let request = try #require(h.press(.ctrl("s")).first?.saveRequest)
        let saved = PushReader().read(request.contents)
        #expect(saved.kind == .apns)
        let payload = try #require(saved.devicePayload)
        #expect(payload["Simulator Target Bundle"] == .string("com.example.shop"))
        #expect(payload["ab"]?.objectValue?["c"] == .string("c2VjcmV0LWNhbXBhaWdu"))
        #expect(payload["ab"]?.objectValue?["att"]?.objectValue?["aof"] == .number("1"))
        let alert = try #require(payload["aps"]?.objectValue?["alert"]?.objectValue)
        #expect(alert["title"] == .string("Big sale"))
        #expect(alert["subtitle"] == .string("Today"))
        #expect(payload["deep"] == .string("link"))
    }

    @Test func aFieldClearedInTheComposerIsRemovedFromTheDeviceFile() throws {
        var h = composer(Self.simulatorFile, path: "/work/push.apns")
        #expect(h.state.focusedField == .title)
        h.press(.ctrl("u"))
        let request = try #require(h.press(.ctrl("s")).first?.saveRequest)
        let payload = try #require(PushReader().read(request.contents).devicePayload)
        let alert = try #require(payload["aps"]?.objectValue?["alert"]?.objectValue)
        #expect(alert["title"] == nil, "\(request.contents)")
        #expect(alert["subtitle"] == .string("Today"))
        #expect(payload["ab"]?.objectValue?["c"] != nil)
    }

    @Test func aBareApplePushStaysBare() throws {
        var h = composer(#"{"alert": {"title": "T", "body": "B"}, "x_future": 1}"#, path: "/work/push.json")
        h.type("!")
        let request = try #require(h.press(.ctrl("s")).first?.saveRequest)
        let saved = PushReader().read(request.contents)
        #expect(saved.kind == .applePush)
        #expect(request.contents.contains("\"x_future\": 1"))
    }

    @Test func anAudienceTheFileCannotHoldIsAskedAbout() throws {
        var h = composer(#"{"alert": {"title": "T", "body": "B"}}"#, path: "/work/push.json")
        h.state.draft.envelope["external_user_ids"] = .array([JSONNode(.string("ana"))])
        #expect(h.press(.ctrl("s")).isEmpty)
        #expect(h.state.overlay == .chooseForm(path: "/work/push.json"))
        #expect(h.render().text.contains("R write a Braze request instead"))
        let request = try #require(h.press(.char("r")).first?.saveRequest)
        #expect(PushReader().read(request.contents).kind == .request)
        #expect(request.contents.contains("ana"))
    }

    @Test func saveAsOntoAnotherFileAsksFirst() throws {
        var h = ComposerHarness(filePath: "/work/mine.json")
        h.press(.alt("s"))
        h.press(.ctrl("u"))
        h.type("/work/theirs.json")
        let request = try #require(h.press(KeyEvent(.enter)).first?.saveRequest)
        #expect(!request.isOwnFile)
        #expect(request.confirmed.isEmpty)
        h.send(.needsConfirmation(request, .replacesOtherFile))
        #expect(h.render().text.contains("/work/theirs.json already exists."))
        // N: another name, with the one typed kept to edit.
        h.press(.char("n"))
        guard case .prompt(.saveAs, let line)? = h.state.overlay else {
            Issue.record("no prompt: \(String(describing: h.state.overlay))")
            return
        }
        #expect(line.text == "/work/theirs.json")
        let again = try #require(h.press(KeyEvent(.enter)).first?.saveRequest)
        h.send(.needsConfirmation(again, .replacesOtherFile))
        let effects = h.press(.char("r"))
        #expect(effects.first?.saveRequest?.confirmed == [.replacesOtherFile])
    }

    @Test func exportOntoTheFileBeingEditedAsksAndNamesIt() throws {
        var h = ComposerHarness(filePath: "/work/request.json")
        h.press(.alt("x"))
        h.press(.ctrl("u"))
        h.type("/work/request.json")
        let request = try #require(h.press(KeyEvent(.enter)).first?.saveRequest)
        #expect(!request.isOwnFile)
        h.send(.needsConfirmation(request, .replacesOtherFile))
        let text = h.render().text
        #expect(text.contains("is the file you are editing"))
        #expect(text.contains("with the Device payload") || text.contains("with the device payload"), "\(text)")
        h.press(KeyEvent(.escape))
        #expect(h.state.overlay == nil)
    }

    @Test func aFileChangedOnDiskOffersOverwriteElsewhereOrReload() throws {
        var h = ComposerHarness(filePath: "/work/push.json")
        h.type("!")
        let request = try #require(h.press(.ctrl("s")).first?.saveRequest)
        #expect(request.isOwnFile)
        h.send(.needsConfirmation(request, .changedOnDisk))
        #expect(h.render().text.contains("changed on disk since you opened or saved it"))
        #expect(h.press(.char("o")).first?.saveRequest?.confirmed == [.changedOnDisk])
        h.send(.needsConfirmation(request, .changedOnDisk))
        #expect(h.press(.char("r")) == [.reload(path: "/work/push.json", revision: h.state.revision)])
        let stamp = FileStamp.current("/") ?? nil
        let theirs = Array(#"{"alert": {"title": "Theirs", "body": "B"}}"#.utf8)
        h.send(.reloaded(path: "/work/push.json", revision: h.state.revision, .success(FileContents(bytes: theirs, stamp: try #require(stamp)))))
        #expect(h.state.draft.text(of: .title) == "Theirs")
        #expect(!h.state.isDirty)
        #expect(h.state.fileForm == .applePush)
    }

    @Test func aControlKeyInTheDialogIsNotAnAnswer() throws {
        var h = ComposerHarness(filePath: "/work/push.json")
        h.type("!")
        let request = try #require(h.press(.ctrl("s")).first?.saveRequest)
        h.send(.needsConfirmation(request, .changedOnDisk))
        #expect(h.press(.ctrl("s")).isEmpty)
        #expect(h.press(.alt("s")).isEmpty)
        #expect(h.state.overlay == .confirmSave(request, .changedOnDisk))
        #expect(h.press(.char("S")).isEmpty)
        guard case .prompt(.saveAs, _)? = h.state.overlay else {
            Issue.record("a capital S did not offer another name")
            return
        }
    }

    @Test func aReadOnlyFileIsWrittenOnlyAfterW() throws {
        var h = ComposerHarness(filePath: "/work/push.json")
        h.type("!")
        let request = try #require(h.press(.ctrl("s")).first?.saveRequest)
        h.send(.needsConfirmation(request, .readOnly))
        #expect(h.render().text.contains("is read-only"))
        #expect(h.press(.char("o")).isEmpty)
        #expect(h.press(.char("w")).first?.saveRequest?.confirmed == [.readOnly])
    }

    @Test func quittingWaitsForTheAnswerAndCancelDoesNotQuit() throws {
        var h = ComposerHarness(filePath: "/work/push.json")
        h.type("!")
        h.press(.ctrl("q"))
        let request = try #require(h.press(.char("s")).first?.saveRequest)
        h.send(.needsConfirmation(request, .changedOnDisk))
        h.press(KeyEvent(.escape))
        #expect(!h.state.quitAfterSave)
        #expect(!h.state.isQuitting)
    }
}
