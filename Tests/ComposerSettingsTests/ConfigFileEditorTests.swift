import FileTestSupport
import Foundation
import PushSending
import Testing
@testable import ComposerSettings

/// Edits to the config as text: only the lines changed move, comments and unknown keys stay.
@Suite("editing the config file")
struct ConfigFileEditorTests {
    let folder = TemporaryFolder(fixture: ())
    static let written = """
        # my config
        bundle_id = "com.example.app"   # the app

        [apns]
        key_file = "~/keys/AuthKey_ABC123DEFG.p8"
        team_id = "DEF123GHIJ"  # team
        # environment comes later

        [braze]
        instance = "US-03"
        mystery = 1

        """
    static let token = DeviceToken(String(repeating: "ab", count: 32))!

    @Test("a device goes after [apns] and its comment, then after the last device; removing both gives the file back byte for byte")
    func addAndRemove() throws {
        let path = try folder.write(Self.written, to: "config.toml")
        var config = try ConfigFileEditor.open(path)
        try config.addDevice(name: "Ana's iPhone", token: Self.token, environment: nil)
        try config.addDevice(name: "Bo \"B\" \\ 2", token: Self.token, environment: .production)
        #expect(config.text == """
            # my config
            bundle_id = "com.example.app"   # the app

            [apns]
            key_file = "~/keys/AuthKey_ABC123DEFG.p8"
            team_id = "DEF123GHIJ"  # team
            # environment comes later

            [[apns.devices]]
            name = "Ana's iPhone"
            token = "\(Self.token.hex)"

            [[apns.devices]]
            name = "Bo \\"B\\" \\\\ 2"
            token = "\(Self.token.hex)"
            environment = "production"

            [braze]
            instance = "US-03"
            mystery = 1

            """)
        try config.save()
        let loaded = UserConfig.load(path: path, environment: ["HOME": folder.path])
        #expect(loaded.value.sending.apns?.devices.map(\.name) == ["Ana's iPhone", "Bo \"B\" \\ 2"])
        #expect(loaded.value.sending.apns?.devices.last?.environment == .production)
        var again = try ConfigFileEditor.open(path)
        #expect(try again.removeDevice(named: "ANA'S IPHONE"))
        #expect(try again.removeDevice(named: "Bo \"B\" \\ 2"))
        #expect(try !again.removeDevice(named: "Cy"))
        #expect(again.text == Self.written)
    }

    @Test("a second device with a name already there, in any case, is refused with its line")
    func duplicateName() throws {
        let path = try folder.write(Self.written, to: "config.toml")
        var config = try ConfigFileEditor.open(path)
        try config.addDevice(name: "Ana", token: Self.token, environment: nil)
        #expect(throws: SettingsError(file: path, line: 9, "a device named \"Ana\" is already here; remove it first or give this one another name")) {
            try config.addDevice(name: "ana", token: Self.token, environment: nil)
        }
    }

    @Test("a device's name is one short line: a long one or one with a line break is refused and nothing changes")
    func nameShape() throws {
        var config = try ConfigFileEditor.open(try folder.write(Self.written, to: "names.toml"))
        let before = config.text
        #expect(throws: SettingsError("a device's name is at most 64 characters; this one has 100000")) {
            try config.addDevice(name: String(repeating: "a", count: 100_000), token: Self.token, environment: nil)
        }
        for odd in ["Ana\nPhone", "Ana\u{1B}[2J", "a\tb"] {
            #expect(throws: SettingsError.self) { try config.addDevice(name: odd, token: Self.token, environment: nil) }
        }
        #expect(config.text == before)
        try config.addDevice(name: String(repeating: "é", count: 64), token: Self.token, environment: nil)
    }

    @Test("set replaces a value where it is, keeping its comment; a new key follows its table's keys; a new table goes at the end")
    func setKeys() throws {
        let path = try folder.write(Self.written, to: "config.toml")
        var config = try ConfigFileEditor.open(path)
        try config.set("bundle_id", to: "com.acme.app")
        try config.set("team_id", to: "ZZZ123GHIJ", in: "apns")
        try config.set("key_id", to: "ABC123DEFG", in: "apns")
        try config.set("test_users", toList: ["ana-test", "bo"], in: "braze")
        try config.set("theme", to: "light", in: "")
        #expect(config.text == """
            # my config
            bundle_id = "com.acme.app"   # the app
            theme = "light"

            [apns]
            key_file = "~/keys/AuthKey_ABC123DEFG.p8"
            team_id = "ZZZ123GHIJ"  # team
            key_id = "ABC123DEFG"
            # environment comes later

            [braze]
            instance = "US-03"
            mystery = 1
            test_users = ["ana-test", "bo"]

            """)
        #expect(config.value("team_id", in: "apns") == "ZZZ123GHIJ")
        var empty = try ConfigFileEditor.open(folder.path + "/none.toml")
        #expect(!empty.existed)
        try empty.set("bundle_id", to: "com.acme.app")
        try empty.set("instance", to: "EU-01", in: "braze")
        #expect(empty.text == "bundle_id = \"com.acme.app\"\n\n[braze]\ninstance = \"EU-01\"\n")
    }

    @Test("text that needs escapes is written so that it reads back the same")
    func escapes() throws {
        var config = try ConfigFileEditor.open(folder.path + "/config.toml")
        let odd = "tab\there \"quoted\" back\\slash \u{1B}[31m bell\u{07} ünï 🚀"
        try config.set("app_name", to: odd)
        #expect(UserConfig.parse(config.text, file: "c").value.appName == odd)
    }

    @Test("a file that does not read is refused with its line, and a save keeps the file's mode")
    func brokenAndMode() throws {
        let broken = try folder.write("[apns\nkey_file = 1\n", to: "broken.toml")
        #expect(throws: SettingsError.self) { try ConfigFileEditor.open(broken) }
        do {
            _ = try ConfigFileEditor.open(broken)
        } catch {
            #expect(error.description.hasPrefix("\(broken):1:"))
            #expect(error.description.hasSuffix("; fix it before changing the file"))
        }
        let path = try folder.write(Self.written, to: "config.toml")
        chmod(path, 0o640)
        var config = try ConfigFileEditor.open(path)
        try config.addDevice(name: "Ana", token: Self.token, environment: .sandbox)
        try config.save()
        #expect(TemporaryFolder.mode(path) == 0o640)
    }

    @Test("a new config is 0600 in a 0700 folder; one in a folder others can change is neither read nor written")
    func privateAndTrusted() throws {
        let fresh = folder.path + "/new/push-composer/config.toml"
        var config = try ConfigFileEditor.open(fresh)
        try config.addDevice(name: "Ana", token: Self.token, environment: nil)
        try config.save()
        #expect(TemporaryFolder.mode(fresh) == 0o600)
        #expect(TemporaryFolder.mode(folder.path + "/new/push-composer") == 0o700)
        chmod(folder.path + "/new/push-composer", 0o777)
        #expect(throws: SettingsError.self) { try ConfigFileEditor.open(fresh) }
        #expect(throws: SettingsError.self) { try config.save() }
        chmod(folder.path + "/new/push-composer", 0o700)
        chmod(fresh, 0o646)
        #expect(throws: SettingsError.self) { try config.save() }
        #expect(TemporaryFolder.mode(fresh) == 0o646)
    }
}
