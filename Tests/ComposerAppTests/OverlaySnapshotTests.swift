@testable import ComposerApp
import PushCore
import PushPersonalization
import PushSending
import SnapshotTesting
import TerminalKit
import TextFormats
import TestSupport
import Testing

/// The dialogs that have keys of their own, at 80×24 and 120×40: the palette searched, the Send
/// dialog on each route, the preview-as and attribute pickers, and the questions asked before a
/// save. Names: `overlay-<what>-<w>x<h>`.
@MainActor
@Suite struct OverlaySnapshotTests {
    nonisolated static let sizes = ScreenSnapshotTests.sizes

    static func name(_ what: String, _ size: Size) -> String { "overlay-\(what)-\(size.width)x\(size.height)" }

    static let users = #"{"ana": {"first_name": "Ana", "custom_attribute": {"tier": "gold"}}, "ken": {"first_name": "健二"}}"#

    /// The full fixture, with two test users and the config's APNs devices and Braze test users.
    static func composer(_ size: Size) throws -> ComposerHarness {
        let h = ComposerHarness(json: ComposerFixtures.full, filePath: "sale.json", size: size)
        h.state.testUsers = try TestUsers.parse(Array(users.utf8), file: "users.json")
        h.state.sendSettings = SendTests.settings
        h.state.configFile = "/cfg/config.toml"
        return h
    }

    @Test(arguments: sizes)
    func paletteSearched(size: Size) throws {
        let h = try Self.composer(size)
        h.press(.ctrl("g"))
        h.type("pre")
        #expect(h.state.overlay?.isPalette == true)
        #expect(h.frameText.contains("Find: pre"))
        h.expectScreen(named: Self.name("palette-pre", size))
    }

    @Test(arguments: sizes)
    func sendDialogToADevice(size: Size) throws {
        let h = try Self.composer(size)
        h.press(.ctrl("f"))
        guard case .send? = h.state.overlay else { Issue.record("^F did not open the Send dialog"); return }
        #expect(h.frameText.contains("Ana's iPhone"))
        h.expectScreen(named: Self.name("send-apns", size))
    }

    @Test(arguments: sizes)
    func sendDialogThroughBraze(size: Size) throws {
        let h = try Self.composer(size)
        h.press(.ctrl("f"))
        guard case .send(let dialog)? = h.state.overlay else { Issue.record("^F did not open the Send dialog"); return }
        if dialog.route != .braze { h.press(KeyEvent(.tab)) }
        guard case .send(let turned)? = h.state.overlay, turned.route == .braze else {
            Issue.record("Tab did not turn the dialog to Braze: \(String(describing: h.state.overlay))")
            return
        }
        #expect(h.frameText.contains("ana-test"))
        h.expectScreen(named: Self.name("send-braze", size))
    }

    @Test(arguments: sizes)
    func previewAsPicker(size: Size) throws {
        let h = try Self.composer(size)
        h.press(.alt("u"))
        guard case .previewAs? = h.state.overlay else { Issue.record("Alt-U did not open the picker"); return }
        #expect(h.frameText.contains("ana") && h.frameText.contains("ken"))
        h.expectScreen(named: Self.name("preview-as", size))
    }

    @Test(arguments: sizes)
    func attributePicker(size: Size) throws {
        let h = try Self.composer(size)
        h.focus(.title)
        h.press(.ctrl("v"))
        #expect(h.frameText.contains("Insert an attribute"))
        h.expectScreen(named: Self.name("attributes", size))
    }

    @Test(arguments: sizes)
    func audienceQuestion(size: Size) throws {
        // A path of its own, not the private folder's, so the snapshot is the same on every run.
        let h = ComposerHarness(json: #"{"messages": {"apple_push": {"alert": {"title": "T", "body": "B"}}}}"#, filePath: "push.json", size: size)
        h.state.sendSettings = SendTests.settings
        h.press(.ctrl("s"))
        #expect(h.state.overlay == .confirmAudience(path: "push.json"))
        #expect(h.frameText.contains("T address it"))
        h.expectScreen(named: Self.name("audience", size))
    }

    @Test(arguments: sizes)
    func formQuestion(size: Size) throws {
        let bare = PushReader().read(#"{"alert": {"title": "T", "body": "B"}}"#)
        let h = ComposerHarness(draft: ComposerDraft(document: bare), filePath: "push.json", size: size) { $0.fileForm = FileForm(bare) }
        var addressed = h.state.draft
        addressed.envelope["external_user_ids"] = .array([JSONNode(.string("ana"))])
        h.state.replaceDraft(addressed)
        h.press(.ctrl("s"))
        #expect(h.state.overlay == .chooseForm(path: "push.json"))
        h.expectScreen(named: Self.name("choose-form", size))
    }
}
