import FileTestSupport
import Foundation
@testable import PushCLI
import TestSupport
import Testing

/// `devices add | list | remove` on the config's `[[apns.devices]]`.
@Suite("devices on the command line")
struct DevicesCommandTests {
    let folder = TemporaryFolder(fixture: ())
    var configFile: String { folder.path + "/config/push-composer/config.toml" }
    static let token = String(repeating: "5f", count: 32)

    func run(_ arguments: String...) async -> (status: Int32, out: String, err: String) {
        let h = CLIHarness()
        var io = h.io
        io.environment = ["HOME": folder.path + "/home", "XDG_CONFIG_HOME": folder.path + "/config"]
        let status = await PushComposerCommand.run(arguments, io: io)
        return (status, h.out, h.err)
    }

    @Test("A device goes to the profile the config reads with (its own profile key too); a profile it lacks is refused, not made")
    func profileInUse() async throws {
        try FileManager.default.createDirectory(atPath: folder.path + "/config/push-composer", withIntermediateDirectories: true)
        try "profile = \"news\"\n\n[profiles.news]\napp_name = \"News\"\n".write(toFile: configFile, atomically: true, encoding: .utf8)
        #expect(await run("devices", "add", "Pad", Self.token).status == 0)
        let text = try String(contentsOfFile: configFile, encoding: .utf8)
        #expect(text.contains("[[profiles.news.apns.devices]]") && !text.contains("\n[[apns.devices]]"), "\(text)")
        let h = CLIHarness()
        var io = h.io
        io.environment = ["HOME": folder.path + "/home", "XDG_CONFIG_HOME": folder.path + "/config", "PUSH_COMPOSER_PROFILE": "nwes"]
        #expect(await PushComposerCommand.run(["devices", "add", "Pod", Self.token], io: io) == 2)
        #expect(h.err.contains(#"has no profile "nwes""#) && h.err.contains("it has news"), "\(h.err)")
        #expect(try String(contentsOfFile: configFile, encoding: .utf8) == text, "nothing written")
    }

    @Test("add makes the config folder and file; list prints name, environment and token; remove takes one out")
    func addListRemove() async {
        let added = await run("devices", "add", "Ana's iPhone", "<" + Self.token.uppercased() + ">")
        #expect(added.status == 0)
        #expect(added.err == """
            added "Ana's iPhone" to \(configFile)
            note: sending to it also needs an [apns] table with key_file and team_id in \(configFile)

            """)
        #expect(await run("devices", "add", "Bo", Self.token, "--environment", "production").status == 0)
        let list = await run("devices", "list")
        #expect(list.status == 0)
        #expect(list.out == "Ana's iPhone\tsandbox\t\(Self.token)\nBo\tproduction\t\(Self.token)\n")
        let json = await run("devices", "list", "--format", "json")
        #expect(json.out.hasPrefix(#"[{"name":"Ana's iPhone","environment":"sandbox","token":"\#(Self.token)","line":1}"#))
        let removed = await run("devices", "remove", "ana's iphone")
        #expect(removed.status == 0)
        #expect(removed.err == "removed \"ana's iphone\" from \(configFile)\n")
        #expect(await run("devices", "list").out == "Bo\tproduction\t\(Self.token)\n")
    }

    @Test("mistakes are one line and leave the file as it was", arguments: [
        (["devices", "add", "Cy", "xyz"], Int32(2), "push-composer devices add: a device token is hexadecimal (0-9, a-f): copy it again from the app's log"),
        (["devices", "add", "Cy", "abc"], 2, "push-composer devices add: a device token has an even number of hex digits (this one has 3)"),
        (["devices", "add", "bo", String(repeating: "5f", count: 32)], 2, "push-composer devices add: CONFIG:5: a device named \"Bo\" is already here; remove it first or give this one another name"),
        (["devices", "add", " ", String(repeating: "5f", count: 32)], 2, "push-composer devices add: a device needs a name, such as \"Ana's iPhone\""),
        (["devices", "remove", "Bo", "Boo"], 1, "push-composer devices remove: CONFIG has no device \"Boo\"; did you mean \"Bo\"?"),
    ])
    func mistakes(arguments: [String], status: Int32, line: String) async throws {
        let written = "# mine\n[apns]\nkey_file = \"k.p8\"\n\n[[apns.devices]]\nname = \"Bo\"\ntoken = \"\(Self.token)\"\n"
        try FileManager.default.createDirectory(atPath: folder.path + "/config/push-composer", withIntermediateDirectories: true)
        try written.write(toFile: configFile, atomically: true, encoding: .utf8)
        let h = CLIHarness()
        var io = h.io
        io.environment = ["HOME": folder.path + "/home", "XDG_CONFIG_HOME": folder.path + "/config"]
        #expect(await PushComposerCommand.run(arguments, io: io) == status)
        #expect(h.err == line.replacingOccurrences(of: "CONFIG", with: configFile) + "\n")
        #expect(TemporaryFolder.text(configFile) == written)
    }

    @Test("a config that does not read is named with its line, and nothing is written")
    func brokenConfig() async throws {
        try FileManager.default.createDirectory(atPath: folder.path + "/config/push-composer", withIntermediateDirectories: true)
        try "[apns\n".write(toFile: configFile, atomically: true, encoding: .utf8)
        let added = await run("devices", "add", "Cy", Self.token)
        #expect(added.status == 2)
        #expect(added.err.hasPrefix("push-composer devices add: config \(configFile):1:"))
        #expect(TemporaryFolder.text(configFile) == "[apns\n")
    }

    @Test("a device name with terminal controls is refused by add, and one written by hand is listed with them made visible")
    func hostileName() async throws {
        let refused = await run("devices", "add", "evil\u{1B}]0;owned\u{07}", Self.token)
        #expect(refused.status == 2 && refused.err.contains("without tabs, line breaks or other control characters"), "\(refused.err)")
        #expect(!refused.err.contains("\u{1B}"))
        try FileManager.default.createDirectory(atPath: folder.path + "/config/push-composer", withIntermediateDirectories: true)
        try "[[apns.devices]]\nname = \"evil\\u001B]0;owned\\u0007\"\ntoken = \"\(Self.token)\"\n"
            .write(toFile: configFile, atomically: false, encoding: .utf8)
        let list = await run("devices", "list")
        #expect(list.status == 0 && list.out.contains("owned"), "\(list.out)\(list.err)")
        #expect(!list.out.contains("\u{1B}"))
        #expect(!list.out.contains("\u{07}"))
    }
}
