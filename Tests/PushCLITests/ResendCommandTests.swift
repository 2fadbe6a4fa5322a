import Cryptography
import FileTestSupport
import Foundation
import LocalPushServers
@testable import PushCLI
import TestSupport
import Testing

/// `history`, `history show N` and `resend N` against local APNs and Braze servers (HTTP/2
/// over TLS on 127.0.0.1): what was sent is what is shown, and what goes again.
@Suite("history show and resend")
struct ResendCommandTests {
    static let ana = String(repeating: "ab", count: 32)
    static let bo = String(repeating: "cd", count: 32)
    static let brazeKey = "test-braze-key-7d1f0c2e-0000"

    /// Local servers, a config naming them, and the folders the commands use.
    final class Setup: Sendable {
        let folder = TemporaryFolder(fixture: ())
        let apns: LocalAPNs
        let braze: LocalBraze
        let pem: String

        init() async throws {
            let tls = try TestTLS.make(in: folder.path)
            let key = P256Key()
            pem = key.privatePEM
            try PrivateFile.write(Array(pem.utf8), to: folder.path + "/AuthKey_TESTKEY123.p8")
            apns = try await LocalAPNs.start(tls: tls, team: "TEAM123456", keys: ["TESTKEY123": key.publicKey], topics: ["com.example.app"])
            braze = try await LocalBraze.start(tls: tls, apiKey: ResendCommandTests.brazeKey)
            try FileManager.default.createDirectory(atPath: folder.path + "/config/push-composer", withIntermediateDirectories: true)
            try """
                bundle_id = "com.example.app"
                [apns]
                key_file = "\(folder.path)/AuthKey_TESTKEY123.p8"
                team_id = "TEAM123456"
                server = "https://127.0.0.1:\(apns.port)"
                ca_file = "\(tls.certificatePath)"
                [[apns.devices]]
                name = "Ana's iPhone"
                token = "\(ResendCommandTests.ana)"
                [[apns.devices]]
                name = "Bo's iPhone"
                token = "\(ResendCommandTests.bo)"

                [braze]
                rest_endpoint = "https://127.0.0.1:\(braze.port)"
                ca_file = "\(tls.certificatePath)"
                test_users = ["ana-test"]

                """.write(toFile: folder.path + "/config/push-composer/config.toml", atomically: true, encoding: .utf8)
        }

        var state: String { folder.path + "/state/push-composer" }

        func run(_ arguments: String...) async -> (status: Int32, out: String, err: String) {
            let h = CLIHarness(environment: ["HOME": folder.path + "/home", "XDG_CONFIG_HOME": folder.path + "/config",
                                             "XDG_STATE_HOME": folder.path + "/state", "BRAZE_API_KEY": ResendCommandTests.brazeKey])
            let status = await h.run(arguments)
            return (status, h.out, h.err)
        }

        func history() async throws -> [[String: Any]] {
            let listed = await run("history", "--format", "json")
            return try listed.out.split(separator: "\n").map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        }

        func stop() async throws {
            try await apns.stop()
            try await braze.stop()
        }
    }

    static func apnsHeaders(_ request: APNsRecordedRequest) -> [String] {
        request.headers.filter { $0.name.hasPrefix("apns-") && $0.name != "apns-id" }.map { "\($0.name): \($0.value)" }
    }

    @Test("A device payload sent, then resent: the server gets the same bytes and headers, and the history says so")
    func apnsResend() async throws {
        let setup = try await Setup()
        let file = setup.folder.path + "/p.json"
        try #"{"aps": {"alert": {"title": "Hello", "body": "From the test"}, "sound": "default"}, "n": 1.50}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        #expect(await setup.run("send", file, "--to", "apns", "--device", "Ana's iPhone").status == 0)
        let again = await setup.run("resend", "1")
        #expect(again.status == 0, "\(again.err)")
        #expect(again.out.contains("Ana's iPhone (sandbox): accepted 200"))
        let toBo = await setup.run("resend", "1", "--device", "Bo's iPhone", "--format", "json")
        #expect(toBo.status == 0 && toBo.out.contains(#""recipient":"Bo's iPhone""#))
        try await setup.stop()

        let requests = setup.apns.requests
        try #require(requests.count == 3)
        #expect(requests[1].body == requests[0].body && requests[2].body == requests[0].body)
        #expect(!Self.apnsHeaders(requests[0]).isEmpty)
        #expect(Self.apnsHeaders(requests[1]) == Self.apnsHeaders(requests[0]))
        #expect(Self.apnsHeaders(requests[2]) == Self.apnsHeaders(requests[0]))
        #expect(requests[0].token == Self.ana && requests[1].token == Self.ana && requests[2].token == Self.bo)

        let lines = try await setup.history()
        try #require(lines.count == 3)
        #expect(lines.map { $0["n"] as? Int } == [3, 2, 1])
        #expect(Set(lines.compactMap { $0["payload_sha256"] as? String }).count == 1)
        #expect(lines[0]["resent_from"] == nil && lines[1]["resent_from"] as? String == lines[0]["time"] as? String)
        #expect(lines.allSatisfy { $0["file"] as? String == file && $0["title"] as? String == "Hello" })
        #expect((lines[0]["headers"] as? [[String: String]])?.contains { $0["name"] == "apns-topic" && $0["value"] == "com.example.app" } == true)

        let text = await setup.run("history")
        #expect(text.status == 0)
        let rows = text.out.split(separator: "\n")
        #expect(rows.count == 3 && rows[2].hasPrefix("1  ") && rows[0].hasPrefix("3  "))
        #expect(rows.allSatisfy { $0.contains("\(file) \"Hello\"") })
        #expect(rows[1].contains("resent from "))

        // Piped, show prints the body alone, byte for byte as the server got it.
        let shown = await setup.run("history", "show", "2")
        #expect(shown.status == 0 && Array(shown.out.utf8) == requests[0].body)

        // No key, token or password in anything the send left behind.
        let keyLines = setup.pem.split(separator: "\n").filter { !$0.hasPrefix("-----") }
        for name in try FileManager.default.subpathsOfDirectory(atPath: setup.state) {
            guard let text = TemporaryFolder.text(setup.state + "/" + name) else { continue }
            #expect(!keyLines.contains { text.contains($0) }, "\(name) holds key material")
            #expect(!requests.compactMap(\.jwt).contains { text.contains($0) }, "\(name) holds a signed token")
        }
    }

    @Test("A Braze send resent as it was, and to another user with the rest unchanged; no key is kept")
    func brazeResend() async throws {
        let setup = try await Setup()
        let file = setup.folder.path + "/b.json"
        try #"{"alert": {"title": "Sale", "body": "Today only"}, "extra": {"k": 1}}"#.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(await setup.run("send", file, "--to", "braze").status == 0)
        #expect(await setup.run("resend", "1").status == 0)
        let other = await setup.run("resend", "2", "--external-id", "bo-test")
        #expect(other.status == 0, "\(other.err)")
        let wrong = await setup.run("resend", "1", "--device", "Ana's iPhone")
        #expect(wrong.status == 2 && wrong.err.contains("went through Braze"))
        try await setup.stop()

        let requests = setup.braze.requests.filter { $0.method == "POST" }
        try #require(requests.count == 3)
        #expect(requests[1].body == requests[0].body && requests[1].path == requests[0].path)
        let first = String(decoding: requests[0].body, as: UTF8.self)
        #expect(String(decoding: requests[2].body, as: UTF8.self) == first.replacingOccurrences(of: "\"ana-test\"", with: "\"bo-test\""))

        let lines = try await setup.history()
        #expect(lines.map { $0["recipient"] as? String } == ["ana-test", "ana-test", "bo-test"])
        #expect(lines[1]["payload_sha256"] as? String == lines[0]["payload_sha256"] as? String)
        #expect(lines[2]["resent_from"] as? String == lines[0]["time"] as? String && lines[2]["path"] as? String == "/messages/send")
        for name in try FileManager.default.subpathsOfDirectory(atPath: setup.state) {
            #expect(TemporaryFolder.text(setup.state + "/" + name)?.contains(Self.brazeKey) != true, "\(name) holds the Braze key")
        }
    }

    @Test("A Braze send to two users has a line each; resending one line goes to that user alone")
    func brazeResendOneLine() async throws {
        let setup = try await Setup()
        let file = setup.folder.path + "/two.json"
        try #"{"alert": {"title": "Sale", "body": "Today only"}}"#.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(await setup.run("send", file, "--to", "braze", "--external-id", "ana-test", "bo-test", "--yes").status == 0)
        let lines = try await setup.history()
        let users = lines.map { $0["recipient"] as? String }
        #expect(Set(users.compactMap { $0 }) == ["ana-test", "bo-test"], "\(users)")
        let latest = try #require(lines.first { ($0["n"] as? Int) == 1 }?["recipient"] as? String)
        #expect(await setup.run("resend", "1", "--yes").status == 0)
        try await setup.stop()
        let requests = setup.braze.requests.filter { $0.method == "POST" }
        try #require(requests.count == 2)
        let again = String(decoding: requests[1].body, as: UTF8.self)
        let other = latest == "ana-test" ? "bo-test" : "ana-test"
        #expect(again.contains("\"\(latest)\"") && !again.contains("\"\(other)\""), "\(again)")
    }

    @Test("A hostile title and file name reach the terminal sanitised, in the list and in show")
    func hostile() async throws {
        let setup = try await Setup()
        let file = setup.folder.path + "/evil\u{1b}[2J.json"
        try #"{"aps": {"alert": {"title": "\u001b]0;pwned\u0007Bad\u202eTitle", "body": "x"}}}"#.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(await setup.run("send", file, "--to", "apns", "--device", "Ana's iPhone").status == 0)
        try await setup.stop()
        let h = CLIHarness(environment: ["HOME": setup.folder.path + "/home", "XDG_STATE_HOME": setup.folder.path + "/state"])
        var io = h.io
        io.stdoutIsTerminal = true
        #expect(await PushComposerCommand.run(["history"], io: io) == 0)
        #expect(await PushComposerCommand.run(["history", "show", "1"], io: io) == 0)
        #expect(await PushComposerCommand.run(["history", "--format", "json"], io: io) == 0)
        #expect(h.out.contains("Bad") && h.out.contains("pwned"))
        #expect(!h.out.unicodeScalars.contains { $0.value == 0x1b || $0.value == 0x07 || $0.value == 0x202e }, "\(h.out)")
    }

    @Test("A send's @reference names the same line however many sends come after it")
    func aReferenceDoesNotShift() async throws {
        let setup = try await Setup()
        let first = setup.folder.path + "/first.json", second = setup.folder.path + "/second.json"
        try #"{"aps": {"alert": "First"}}"#.write(toFile: first, atomically: true, encoding: .utf8)
        try #"{"aps": {"alert": "Second"}}"#.write(toFile: second, atomically: true, encoding: .utf8)
        #expect(await setup.run("send", first, "--to", "apns", "--device", "Ana's iPhone").status == 0)
        let listed = await setup.run("history")
        let ref = try #require(listed.out.split(separator: " ").first { $0.hasPrefix("@") }.map(String.init))
        #expect(ref.count == 9, "\(listed.out)")
        #expect(await setup.run("send", second, "--to", "apns", "--device", "Ana's iPhone").status == 0)
        // Number 1 is now the second send; the reference still names the first.
        #expect(await setup.run("resend", ref).status == 0)
        let lines = try await setup.history()
        #expect(lines.last?["resent_from"] as? String == lines.first?["time"] as? String)
        #expect(lines.map { $0["ref"] as? String }.first == ref)
        let unknown = await setup.run("resend", "@00000000")
        #expect(unknown.status == 1 && unknown.err.contains("there is no send @00000000"))
        #expect(await setup.run("resend", "@xyz").status == 2, "not a reference: a usage error")
        try await setup.stop()
        let bodies = setup.apns.requests.map { String(decoding: $0.body, as: UTF8.self) }
        #expect(bodies.count == 3 && bodies[2] == bodies[0], "\(bodies)")
    }

    @Test("No such send, or a payload no longer kept: one line and status 1")
    func missing() async throws {
        let setup = try await Setup()
        #expect(await setup.run("history", "show", "1").status == 1)
        let file = setup.folder.path + "/p.json"
        try #"{"aps": {"alert": "Hi"}}"#.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(await setup.run("send", file, "--to", "apns", "--device", "Ana's iPhone").status == 0)
        let none = await setup.run("resend", "2")
        #expect(none.status == 1 && none.err == "push-composer resend: there is no send 2: the history has 1 send, 1 the latest ('push-composer history' lists them)\n")
        for name in try FileManager.default.contentsOfDirectory(atPath: setup.state + "/sent") { unlink(setup.state + "/sent/" + name) }
        let pruned = await setup.run("history", "show", "1")
        #expect(pruned.status == 1 && pruned.err.contains("is no longer kept") && pruned.err.split(separator: "\n").count == 1)
        #expect(await setup.run("resend", "1").status == 1)
        try await setup.stop()
        #expect(setup.apns.requests.count == 1)
    }
}
