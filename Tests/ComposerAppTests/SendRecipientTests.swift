@testable import ComposerApp
import ComposerSettings
import FileTestSupport
import Foundation
import PushSending
import SafeFiles
import TerminalKit
import TestSupport
import Testing

/// Recipients typed into the Send dialog (N), saved to the config on request (S), and a config
/// edited while the composer runs.
@MainActor
@Suite("Send dialog: typed recipients and a config read again")
struct SendRecipientTests {
    static let token = String(repeating: "c", count: 64)
    static let config = """
        # written by hand
        [apns]
        key_file = "/k/AuthKey_ABC123DEFG.p8"
        team_id = "DEF123GHIJ"
        topic = "com.example.app"

        [braze]
        instance = "US-01"
        test_users = ["ana-test"]

        """

    /// A composer whose config is a real file in its private folder, read as the launcher reads it.
    func harness(config: String = SendRecipientTests.config) throws -> ComposerHarness {
        let h = ComposerHarness()
        let path = h.folder + "/config.toml"
        try config.write(toFile: path, atomically: false, encoding: .utf8)
        h.state.configFile = path
        h.state.configStamp = FileStamp.current(path)
        h.state.sendSettings = UserConfig.load(path: path, environment: ["HOME": h.folder]).value.sending
        return h
    }

    @Test("N takes a pasted token, ticked and sent to without saving it; a wrong one is said and the prompt stays")
    func typedToken() throws {
        let h = try harness()
        h.press(.ctrl("f"))
        #expect(h.frameText.contains("(none yet: N adds a device token)"))
        h.press(.char("n"))
        #expect(h.frameText.contains("Send to a device token"))
        h.paste("<abcd>")
        h.press(KeyEvent(.enter))
        #expect(h.frameText.contains("Send to a device token"), "a wrong token keeps the prompt")
        #expect(h.state.status?.text.contains("hex digits") == true)
        h.press(.ctrl("u"))
        h.paste("<" + Self.token.uppercased() + ">")
        h.press(KeyEvent(.enter))
        #expect(h.frameText.contains("[x] cccccccc…"), "\(h.frameText)")
        #expect(h.frameText.contains("(not saved: S saves it)"))
        let effects = h.press(KeyEvent(.enter))
        var recipients: [Recipient] = []
        for case .send(_, let job) in effects { recipients = job.recipients }
        #expect(recipients == [.device(name: nil, token: DeviceToken(Self.token)!, environment: .sandbox)])
        #expect(TemporaryFolder.text(h.state.configFile) == Self.config, "nothing was written")
    }

    @Test("S saves a typed token under a name in the config, keeping the rest of the file, and the row becomes the config's")
    func savedToken() throws {
        let h = try harness()
        h.press(.ctrl("f"), .char("n"))
        h.paste(Self.token)
        h.press(KeyEvent(.enter), .char("s"))
        #expect(h.frameText.contains("Save the device"))
        h.type("Bo's iPhone")
        h.press(KeyEvent(.enter))
        #expect(h.state.status?.text == "Saved Bo's iPhone in \(h.state.configFile).")
        #expect(h.frameText.contains("[x] Bo's iPhone"), "\(h.frameText)")
        #expect(!h.frameText.contains("not saved"))
        let text = try #require(TemporaryFolder.text(h.state.configFile))
        #expect(text.hasPrefix(Self.config.replacingOccurrences(of: "\n\n[braze]", with: "\n\n[[apns.devices]]\nname = \"Bo's iPhone\"\ntoken = \"\(Self.token)\"\n\n[braze]")))
        // The Braze route: an id typed, then saved to test_users.
        h.press(KeyEvent(.tab), .char("n"))
        h.type("bo-test")
        h.press(KeyEvent(.enter), .char("s"), KeyEvent(.enter))
        #expect(UserConfig.load(path: h.state.configFile, environment: ["HOME": h.folder]).value.sending.braze?.testUsers == ["ana-test", "bo-test"])
        #expect(h.frameText.contains("[x] bo-test"))
        // A test recipient is a test user: the preview-as picker lists them at once.
        #expect(h.state.testUsers.users.map(\.name).contains("bo-test"))
        h.press(KeyEvent(.escape), .alt("u"))
        #expect(h.frameText.contains("bo-test"), "\(h.frameText)")
    }

    @Test("^F reads a config edited meanwhile; an edit with a mistake keeps the last good settings and says why")
    func editedConfig() throws {
        let h = try harness()
        let path = h.state.configFile
        try (Self.config + "\n[[apns.devices]]\nname = \"Cy\"\ntoken = \"\(Self.token)\"\n").write(toFile: path, atomically: false, encoding: .utf8)
        h.press(.ctrl("f"))
        #expect(h.frameText.contains("[x] Cy"), "\(h.frameText)")
        h.press(KeyEvent(.escape))
        try Self.config.replacingOccurrences(of: "team_id = \"DEF123GHIJ\"", with: "team_id = \"nope\"").write(toFile: path, atomically: false, encoding: .utf8)
        h.press(.ctrl("f"))
        #expect(h.state.status?.text.contains("team_id must be the 10-character Team ID") == true)
        #expect(h.state.status?.text.contains("The settings read before stay in use") == true)
        #expect(h.frameText.contains("[x] Cy"), "the last good settings stay")
    }
}
