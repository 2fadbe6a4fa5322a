@testable import ComposerApp
import ComposerSettings
import Foundation
import PushCore
import SafeFiles
import TerminalKit
import TestSupport
import Testing
import TextFormats

/// Nothing is replaced without a yes, and a file keeps the form it was read in.
@MainActor
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

    /// Replaces a file's contents behind the composer's back, as another program would.
    private func writeBehind(_ path: String, _ text: String) {
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
    }

    @Test func aSimulatorFileIsSavedAsOneAndLosesNothing() throws {
        let h = ComposerHarness.opening(Self.simulatorFile, named: "push.apns")
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
        let h = ComposerHarness.opening(Self.simulatorFile, named: "push.apns")
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
        let h = ComposerHarness.opening(#"{"alert": {"title": "T", "body": "B"}, "x_future": 1}"#)
        h.type("!")
        let request = try #require(h.press(.ctrl("s")).first?.saveRequest)
        let saved = PushReader().read(request.contents)
        #expect(saved.kind == .applePush)
        #expect(request.contents.contains("\"x_future\": 1"))
    }

    @Test func anAudienceTheFileCannotHoldIsAskedAbout() throws {
        let h = ComposerHarness.opening(#"{"alert": {"title": "T", "body": "B"}}"#)
        var addressed = h.state.draft
        addressed.envelope["external_user_ids"] = .array([JSONNode(.string("ana"))])
        h.state.replaceDraft(addressed)
        #expect(h.press(.ctrl("s")).isEmpty)
        #expect(h.state.overlay == .chooseForm(path: h.path("push.json")))
        #expect(h.render().text.contains("R write a Braze request instead"))
        let request = try #require(h.press(.char("r")).first?.saveRequest)
        #expect(PushReader().read(request.contents).kind == .request)
        #expect(request.contents.contains("ana"))
    }

    @Test("A request that names no one is asked about before it is saved: S as it is, A to the ids, T to the config's test users")
    func aRequestWithNoAudienceIsAskedAbout() throws {
        let request = #"{"messages": {"apple_push": {"alert": {"title": "T", "body": "B"}}}}"#
        let h = ComposerHarness.opening(request)
        #expect(h.press(.ctrl("s")).isEmpty)
        #expect(h.state.overlay == .confirmAudience(path: h.path("push.json")))
        #expect(h.render().text.contains("names no audience") && !h.render().text.contains("T address it"))
        let asIs = try #require(h.press(.char("s")).first?.saveRequest)
        #expect(!asIs.contents.contains("external_user_ids"))
        #expect(h.press(.ctrl("s")).first?.saveRequest != nil, "asked once a session per file: the next save writes at once")
        let other = h.path("other.json")
        h.state.filePath = other
        #expect(h.press(.ctrl("s")).isEmpty && h.state.overlay == .confirmAudience(path: other))
        h.press(KeyEvent(.escape))
        h.press(.ctrl("s"), .char("a"))
        #expect(h.state.overlay == nil && h.state.focusedField == .externalUserIDs)

        let t = ComposerHarness.opening(request)
        let config = t.path("config.toml")
        try "[braze]\ninstance = \"US-01\"\ntest_users = [\"ana-test\", \"bo-test\"]\n".write(toFile: config, atomically: false, encoding: .utf8)
        t.state.sendSettings = UserConfig.load(path: config, environment: ["HOME": t.folder]).value.sending
        t.press(.ctrl("s"))
        #expect(t.render().text.contains("T address it to the test users (ana-test, bo-test) and save"))
        let addressed = try #require(t.press(.char("t")).first?.saveRequest)
        let saved = PushReader().read(addressed.contents)
        #expect(PushAnalysis(saved).diagnostics.allSatisfy { $0.code != AudienceRule.missing })
        #expect(addressed.contents.contains("\"ana-test\"") && addressed.contents.contains("\"bo-test\""))
    }

    @Test("A file reopened shows its title from the start, however narrow the screen")
    func reopenedTitleShowsItsStart() {
        let title = "Spring sale: forty percent off every jacket and coat in the store, this weekend only"
        let h = ComposerHarness.opening(#"{"alert": {"title": "\#(title)", "body": "B"}}"#)
        #expect(h.state.focusedField == .title)
        #expect(h.frameText.contains("Spring sale: forty"), "\(h.frameText)")
    }

    @Test func savedAsADotApnsFileARequestIsWrittenAsADevicePayload() throws {
        // The sample request, saved as offer.apns: the file holds a device payload, and the
        // draft goes on in that form, so the next ^S writes one again.
        let h = ComposerHarness.opening(#"{"messages": {"apple_push": {"alert": {"title": "T", "body": "B"}}}}"#, named: "offer.json")
        h.press(.alt("s"))
        h.press(.ctrl("u"))
        h.type(h.path("offer.apns"))
        #expect(h.render().text.contains("Save as (an APNs device payload)"))
        let request = try #require(h.press(KeyEvent(.enter)).first?.saveRequest)
        #expect(PushReader().read(request.contents).kind == .apns, "\(request.contents)")
        #expect(h.state.fileForm.isDevicePayload)
        h.type("!")
        let again = try #require(h.press(.ctrl("s")).first?.saveRequest)
        #expect(again.path == h.path("offer.apns") && PushReader().read(again.contents).kind == .apns)
    }

    @Test func anAudienceIsNeverWrittenAsARequestIntoADotApnsFile() throws {
        let h = ComposerHarness.opening(named: "offer.json")
        var addressed = h.state.draft
        addressed.envelope["external_user_ids"] = .array([JSONNode(.string("ana"))])
        h.state.replaceDraft(addressed)
        h.press(.alt("s"))
        h.press(.ctrl("u"))
        h.type(h.path("offer.apns"))
        #expect(h.press(KeyEvent(.enter)).isEmpty)
        #expect(h.state.overlay == .chooseForm(path: h.path("offer.apns")))
        let text = h.render().text
        #expect(text.contains("K keep its form") && !text.contains("R write a Braze request"))
        #expect(h.press(.char("r")).isEmpty, "R writes no request into a .apns file")
        let request = try #require(h.press(.char("k")).first?.saveRequest)
        #expect(PushReader().read(request.contents).kind == .apns)
    }

    @Test func exportingRawLiquidToAFileAPhoneReadsSaysSoFirst() throws {
        let h = ComposerHarness.opening(named: "offer.json", size: ComposerHarness.wide)
        h.type(" {{${first_name}}}")
        h.state.previewForm = .simctl
        h.press(.alt("x"))
        #expect(h.render().text.contains("Its Liquid is written as is"), "\(h.render().text)")
        h.press(KeyEvent(.escape))
        // A Braze request renders its Liquid when Braze sends: nothing to say.
        h.state.previewForm = .request
        h.press(.alt("x"))
        #expect(!h.render().text.contains("Its Liquid is written as is"))
    }

    @Test func saveAsOntoAnotherFileAsksFirst() throws {
        let h = ComposerHarness.opening(named: "mine.json")
        let theirs = h.path("theirs.json")
        writeBehind(theirs, "{}")
        h.press(.alt("s"))
        h.press(.ctrl("u"))
        h.type(theirs)
        let request = try #require(h.press(KeyEvent(.enter)).first?.saveRequest)
        #expect(!request.isOwnFile)
        #expect(request.confirmed.isEmpty)
        #expect(h.state.overlay == .confirmSave(request, .replacesOtherFile))
        #expect(h.render().text.contains("theirs.json already exists."))
        // N: another name, with the one typed kept to edit.
        h.press(.char("n"))
        guard case .prompt(.saveAs, let line)? = h.state.overlay else {
            Issue.record("no prompt: \(String(describing: h.state.overlay))")
            return
        }
        #expect(line.text == theirs)
        #expect(h.press(KeyEvent(.enter)).first?.saveRequest != nil)
        let effects = h.press(.char("r"))
        #expect(effects.first?.saveRequest?.confirmed == [.replacesOtherFile])
        #expect(try String(contentsOfFile: theirs, encoding: .utf8) == h.state.compiledText(.request) + "\n")
    }

    @Test func exportOntoTheFileBeingEditedAsksAndNamesIt() throws {
        let h = ComposerHarness.opening(named: "request.json", size: ComposerHarness.wide)
        h.press(.alt("x"))
        h.press(.ctrl("u"))
        h.type(h.path("request.json"))
        let request = try #require(h.press(KeyEvent(.enter)).first?.saveRequest)
        #expect(!request.isOwnFile)
        #expect(h.state.overlay == .confirmSave(request, .replacesOtherFile))
        let text = h.render().text
        #expect(text.contains("is the file you are editing"))
        #expect(text.contains("with the Device payload") || text.contains("with the device payload"), "\(text)")
        h.press(KeyEvent(.escape))
        #expect(h.state.overlay == nil)
    }

    @Test func aFileChangedOnDiskOffersOverwriteElsewhereOrReload() throws {
        let h = ComposerHarness.opening(size: ComposerHarness.wide)
        h.type("!")
        writeBehind(h.path("push.json"), #"{"alert": {"title": "Other", "body": "B"}}"#)
        let request = try #require(h.press(.ctrl("s")).first?.saveRequest)
        #expect(request.isOwnFile)
        #expect(h.state.overlay == .confirmSave(request, .changedOnDisk))
        #expect(h.render().text.contains("changed on disk since you opened or saved it"))
        #expect(h.press(.char("o")).first?.saveRequest?.confirmed == [.changedOnDisk])
        #expect(h.state.status?.text.hasPrefix("Saved ") == true)
        // Changed again behind its back: this time R takes what is on disk.
        writeBehind(h.path("push.json"), #"{"alert": {"title": "Theirs", "body": "B"}}"#)
        h.type("?")
        #expect(h.press(.ctrl("s")).first?.saveRequest != nil)
        let revision = h.state.revision
        #expect(h.press(.char("r")).first == .reload(path: h.path("push.json"), revision: revision))
        #expect(h.state.draft.text(of: .title) == "Theirs")
        #expect(!h.state.isDirty)
        #expect(h.state.fileForm == .applePush)
    }

    @Test func aControlKeyInTheDialogIsNotAnAnswer() throws {
        let h = ComposerHarness.opening()
        h.type("!")
        writeBehind(h.path("push.json"), "{}")
        let request = try #require(h.press(.ctrl("s")).first?.saveRequest)
        #expect(h.state.overlay == .confirmSave(request, .changedOnDisk))
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
        let h = ComposerHarness.opening()
        h.type("!")
        #expect(chmod(h.path("push.json"), 0o444) == 0)
        let request = try #require(h.press(.ctrl("s")).first?.saveRequest)
        #expect(h.state.overlay == .confirmSave(request, .readOnly))
        #expect(h.render().text.contains("is read-only"))
        #expect(h.press(.char("o")).isEmpty)
        #expect(h.press(.char("w")).first?.saveRequest?.confirmed == [.readOnly])
    }

    @Test func quittingWaitsForTheAnswerAndCancelDoesNotQuit() throws {
        let h = ComposerHarness.opening()
        h.type("!")
        writeBehind(h.path("push.json"), "{}")
        h.press(.ctrl("q"))
        let request = try #require(h.press(.char("s")).first?.saveRequest)
        #expect(h.state.overlay == .confirmSave(request, .changedOnDisk))
        h.press(KeyEvent(.escape))
        #expect(!h.state.quitAfterSave)
        #expect(!h.state.isQuitting)
    }
}
