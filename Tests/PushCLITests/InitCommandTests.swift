import ComposerSettings
import Cryptography
import FileTestSupport
import Foundation
@testable import PushCLI
import Synchronization
import TestSupport
import Testing

/// `init`: the config set up from options in a script, or by answering questions on a terminal.
@Suite("init")
struct InitCommandTests {
    let folder = TemporaryFolder(fixture: ())
    var configFile: String { folder.path + "/config/push-composer/config.toml" }
    var environment: [String: String] { ["HOME": folder.path + "/home", "XDG_CONFIG_HOME": folder.path + "/config"] }
    static let token = String(repeating: "5f", count: 32)

    /// A fresh P-256 key in `~/keys/AuthKey_ABC123DEFG.p8`, with `mode`.
    func key(mode: mode_t = 0o600, name: String = "AuthKey_ABC123DEFG.p8") throws -> String {
        try FileManager.default.createDirectory(atPath: folder.path + "/home/keys", withIntermediateDirectories: true)
        let path = folder.path + "/home/keys/" + name
        try P256Key().privatePEM.write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, mode)
        return path
    }

    /// Runs `init` with `answers` typed at its questions (none: no terminal); the prompts asked.
    func run(_ arguments: [String], answers: [String]? = nil) async -> (status: Int32, err: String, prompts: [String]) {
        let h = CLIHarness()
        var io = h.io
        io.environment = environment
        let queue = Mutex((answers ?? [], [String]()))
        if answers != nil {
            io.ask = { prompt, _ in
                queue.withLock { state in
                    state.1.append(prompt)
                    return state.0.isEmpty ? nil : state.0.removeFirst()
                }
            }
        }
        let status = await PushComposerCommand.run(["init"] + arguments, io: io)
        return (status, h.err, queue.withLock { $0.1 })
    }

    @Test("options on an empty config write every setting, read back as a send reads them, and name the next command")
    func fromOptions() async throws {
        _ = try key()
        let result = await run(["--bundle-id", "com.example.app", "--braze-instance", "us-03", "--test-user", "ana-test,bo",
                                "--test-user", "cy", "--apns-key", "~/keys/AuthKey_ABC123DEFG.p8", "--team-id", "DEF123GHIJ",
                                "--device", "Ana's iPhone=\(Self.token):production"])
        #expect(result.status == 0)
        #expect(result.err == """
            wrote \(configFile):
              bundle_id = "com.example.app"
              [braze] instance = "US-03"
              [braze] test_users = ["ana-test", "bo", "cy"]
              [apns] key_file = "~/keys/AuthKey_ABC123DEFG.p8"
              [apns] team_id = "DEF123GHIJ"
              [[apns.devices]] "Ana's iPhone" (production)
            test users ana-test, bo, cy have no attributes for previews yet; read theirs from Braze with
              push-composer users fetch ana-test bo cy   (or describe one: users add NAME --set first_name=…)
            next: push-composer login braze   (saves the REST API key, typed without echo)

            """)
        let config = UserConfig.load(path: configFile, environment: environment).value
        #expect(config.bundleID == "com.example.app")
        #expect(config.sending.braze?.testUsers == ["ana-test", "bo", "cy"])
        #expect(config.sending.apns?.credential.keyID == "ABC123DEFG")
        #expect(config.sending.apns?.devices.first?.environment == .production)
        #expect(config.sending.apnsProblems.isEmpty && config.sending.brazeProblems.isEmpty)
        // The same again changes nothing and asks nothing.
        let again = await run(["--bundle-id", "com.example.app", "--device", "Ana's iPhone=\(Self.token):production"])
        #expect(again.status == 0)
        #expect(again.err.hasPrefix("\(configFile) already says all that; nothing was written\n"))
    }

    @Test("comments and unknown keys stay; a value already there changes only with --yes, its comment kept")
    func keepsAndAsks() async throws {
        try FileManager.default.createDirectory(atPath: folder.path + "/config/push-composer", withIntermediateDirectories: true)
        let written = "# mine\nbundle_id = \"com.example.app\"  # the app\nmystery = 1\n\n[braze]\nrest_endpoint = \"https://rest.iad-01.braze.com\"\n"
        try written.write(toFile: configFile, atomically: false, encoding: .utf8)
        let refused = await run(["--bundle-id", "com.acme.app"])
        #expect(refused.status == 2)
        #expect(refused.err == "push-composer init: \(configFile):2: bundle_id is already \"com.example.app\"; pass --yes to replace it\n")
        #expect(TemporaryFolder.text(configFile) == written)
        let replaced = await run(["--bundle-id", "com.acme.app", "--braze-instance", "EU-01", "--yes"])
        #expect(replaced.status == 0)
        #expect(TemporaryFolder.text(configFile) == "# mine\nbundle_id = \"com.acme.app\"  # the app\nmystery = 1\n\n[braze]\ninstance = \"EU-01\"\n")
    }

    @Test("each mistake is one line, status 2, and nothing is written", arguments: [
        (["--bundle-id", "com example"], "push-composer init: --bundle-id: "),
        (["--braze-instance", "US-3"], "push-composer init: \"US-3\" is not a Braze instance; did you mean US-03?"),
        (["--braze-endpoint", "http://rest.example.com"], "push-composer init: Braze endpoint "),
        (["--device", "Ana=xyz"], "push-composer init: device \"Ana\": a device token is hexadecimal"),
        (["--device", "Ana=\(String(repeating: "5f", count: 32)):staging"], "push-composer init: --device \"Ana\": the environment after : is sandbox or production, not \"staging\""),
        (["--team-id", "team"], "push-composer init: --team-id must be the 10-character Team ID"),
        (["--key-id", "ABC123DEFG"], "push-composer init: --key-id: give --apns-key FILE too"),
        ([], "push-composer init: give settings as options without a terminal"),
    ])
    func mistakes(arguments: [String], start: String) async {
        let result = await run(arguments)
        #expect(result.status == 2)
        #expect(result.err.hasPrefix(start), "\(result.err)")
        #expect(result.err.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: configFile))
    }

    @Test("a .p12 push certificate is written as certificate_file; given as the key, init says where it goes")
    func certificate() async throws {
        let p12 = try folder.write("not checked until a send: the password is needed", to: "home/keys/push.p12")
        chmod(p12, 0o600)
        #expect(await run(["--apns-key", p12]).err == "push-composer init: \(p12) is a .p12 push certificate: give it as --apns-certificate\n")
        let written = await run(["--apns-certificate", p12, "--bundle-id", "com.example.app"])
        #expect(written.status == 0)
        #expect(written.err.contains("next: push-composer login apns-certificate"), "\(written.err)")
        // With a key as well, one line says which of the two sends.
        let both = await run(["--apns-key", try key(), "--team-id", "DEF123GHIJ"])
        #expect(both.err.contains("note: [apns] names both key_file and certificate_file"), "\(both.err)")
        try String(contentsOfFile: configFile, encoding: .utf8).replacingOccurrences(of: "key_file", with: "# key_file")
            .write(toFile: configFile, atomically: true, encoding: .utf8)
        #expect(UserConfig.load(path: configFile, environment: environment).value.sending.apns?.credential == .certificate(file: p12))
        chmod(p12, 0o644)
        #expect(await run(["--apns-certificate", p12, "--yes"]).err.contains("can be read by others (mode 644)"))
    }

    @Test("a key file others can read, one that is not a key, and one without its id in the name are refused")
    func keyFiles() async throws {
        let loose = try key(mode: 0o644)
        #expect(await run(["--apns-key", loose]).err == "push-composer init: \(loose) can be read by others (mode 644); run: chmod 600 '\(loose)'\n")
        let notAKey = try folder.write("hello", to: "home/keys/AuthKey_ZZZ123DEFG.p8")
        chmod(notAKey, 0o600)
        #expect(await run(["--apns-key", notAKey]).err.contains("lacks the -----BEGIN PRIVATE KEY----- line"))
        let unnamed = try key(name: "key.p8")
        #expect(await run(["--apns-key", unnamed]).err.contains("the file name does not hold the Key ID"))
        #expect(await run(["--apns-key", unnamed, "--key-id", "KEY1234567", "--team-id", "DEF123GHIJ"]).status == 0)
        #expect(UserConfig.load(path: configFile, environment: environment).value.sending.apns?.credential.keyID == "KEY1234567")
    }

    @Test("on a terminal it asks each setting, asks a wrong answer again with the reason, and asks before writing")
    func guided() async throws {
        _ = try key()
        let answers = ["com.example.app", "US-3", "us-03", "ana-test bo", "~/keys/AuthKey_ABC123DEFG.p8", "DEF123GHIJ",
                       "Ana's iPhone", Self.token, "", "", "y", "n"]
        let result = await run([], answers: answers)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.prompts.first?.hasPrefix("Setting up \(configFile)") == true)
        #expect(result.err.hasPrefix("  \"US-3\" is not a Braze instance; did you mean US-03?"))
        #expect(result.prompts.last == "Save the Braze REST API key now? [Y/n] ")
        let config = UserConfig.load(path: configFile, environment: environment).value
        #expect(config.sending.braze?.testUsers == ["ana-test", "bo"])
        #expect(config.sending.apns?.devices.map(\.name) == ["Ana's iPhone"])
        #expect(config.sending.apns?.devices.first?.environment == .sandbox)
        // Answering no to writing leaves the file as it was.
        let before = TemporaryFolder.text(configFile)
        let declined = await run([], answers: ["com.acme.app", "", "", "", "", "", "n"])
        #expect(declined.status == 1)
        #expect(declined.err.hasSuffix("push-composer init: nothing was written\n"))
        #expect(TemporaryFolder.text(configFile) == before)
    }
}
