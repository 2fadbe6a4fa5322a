import Cryptography
import FileTestSupport
import Foundation
import LocalPushServers
import TestSupport
import Testing
@testable import PushCLI

/// `push-composer doctor` against local APNs and Braze servers (TLS on 127.0.0.1, certificates
/// made by the test): each setting a line, ✓ or ✗ with its fix, and the exit status.
@Suite struct DoctorCommandTests {
    static let token = String(repeating: "ab", count: 32)

    final class Setup: Sendable {
        let folder = TemporaryFolder(fixture: ())
        let apns: LocalAPNs
        let braze: LocalBraze

        init(appleClockAhead: Int64 = 0) async throws {
            let tls = try TestTLS.make(in: folder.path)
            let key = P256Key()
            try PrivateFile.write(Array(key.privatePEM.utf8), to: folder.path + "/AuthKey_TESTKEY123.p8")
            apns = try await LocalAPNs.start(tls: tls, team: "TEAM123456", keys: ["TESTKEY123": key.publicKey], topics: ["com.example.app"],
                                             clockSkew: appleClockAhead)
            braze = try await LocalBraze.start(tls: tls, apiKey: "k")
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
                token = "\(DoctorCommandTests.token)"
                environment = "sandbox"
                [braze]
                rest_endpoint = "https://127.0.0.1:\(braze.port)"
                ca_file = "\(tls.certificatePath)"

                """.write(toFile: folder.path + "/config/push-composer/config.toml", atomically: true, encoding: .utf8)
        }

        func run(_ arguments: [String], environment: [String: String] = [:]) async -> (status: Int32, out: String) {
            let h = CLIHarness(environment: ["HOME": folder.path + "/home", "XDG_CONFIG_HOME": folder.path + "/config",
                                             "XDG_STATE_HOME": folder.path + "/state"].merging(environment) { _, given in given })
            let status = await h.run(["doctor"] + arguments)
            return (status, h.out + h.err)
        }

        func stop() async throws {
            try await apns.stop()
            try await braze.stop()
        }
    }

    @Test func aSetUpThatWorksPassesEveryCheck() async throws {
        let setup = try await Setup()
        let (status, out) = await setup.run([])
        try await setup.stop()
        #expect(status == 0, "\(out)")
        for line in ["✓ APNs key id TESTKEY123 and team id TEAM123456 have Apple's shape", "only its owner can read it; an ES256 key",
                     "✓ APNs topic com.example.app", "✓ device \"Ana's iPhone\": a token of 32 bytes, sandbox",
                     "✓ APNs https://127.0.0.1:\(setup.apns.port): TLS in", "✓ Braze https://127.0.0.1:\(setup.braze.port): TLS in",
                     "✓ no proxy: connections go straight to each host", "every check passed",
                     "✓ APNs takes a token signed now (iat "] {
            #expect(out.contains(line), "\(line) in \(out)")
        }
    }

    @Test func aHostThatDoesNotAnswerAKeyOthersCanReadAndAProxyEachFail() async throws {
        let setup = try await Setup()
        // APNs moved to port 1, where nothing listens (a stopped server's port may be reused by another test).
        let file = setup.folder.path + "/config/push-composer/config.toml"
        let config = try String(contentsOfFile: file, encoding: .utf8)
        try config.replacingOccurrences(of: "https://127.0.0.1:\(setup.apns.port)", with: "https://127.0.0.1:1")
            .write(toFile: file, atomically: true, encoding: .utf8)
        chmod(setup.folder.path + "/AuthKey_TESTKEY123.p8", 0o644)
        let (status, out) = await setup.run([])
        #expect(status == 1)
        #expect(out.contains("✗ APNs https://127.0.0.1:1: could not connect to 127.0.0.1: nothing is listening there (connection refused)"), "\(out)")
        #expect(out.contains("✗ key file: "), "\(out)")
        #expect(out.contains("2 of "), "a key file that cannot be used is said once, without a token line: \(out)")
        // A proxy that is not there: every host's line says so, naming the proxy and not its password.
        let proxied = await setup.run([], environment: ["HTTPS_PROXY": "http://ana:s3cret@127.0.0.1:1", "NO_PROXY": "example.com"])
        try await setup.stop()
        #expect(proxied.out.contains("✓ proxy 127.0.0.1:1 from $HTTPS_PROXY, as user ana; not used for example.com"), "\(proxied.out)")
        #expect(proxied.out.contains("✗ Braze https://127.0.0.1:\(setup.braze.port): could not connect to the proxy 127.0.0.1:1 (from $HTTPS_PROXY)"), "\(proxied.out)")
        #expect(!proxied.out.contains("s3cret"))
        let offline = await setup.run(["--offline"])
        #expect(!offline.out.contains("TLS in") && !offline.out.contains("could not connect"), "--offline connects to nothing")
    }

    @Test func aClockBehindAppleIsSaidWithItsFix() async throws {
        // Apple's clock two hours ahead: a token signed now is over an hour old there.
        let setup = try await Setup(appleClockAhead: 2 * 3600)
        let (status, out) = await setup.run([])
        try await setup.stop()
        #expect(status == 1)
        #expect(out.contains("✗ APNs says a token signed now (iat ") && out.contains("this machine's clock is behind — set the clock"), "\(out)")
        let probe = try #require(setup.apns.requests.last)
        #expect(probe.body.isEmpty && probe.token == String(repeating: "0", count: 64), "the probe carries no payload to no device")
    }

    @Test func aServerWhoseCertificateIsNotTrustedIsSaidInPlainWords() async throws {
        let setup = try await Setup()
        let file = setup.folder.path + "/config/push-composer/config.toml"
        // Braze without its CA file: the test certificate is trusted by nothing on this machine.
        let config = try String(contentsOfFile: file, encoding: .utf8)
        let lines = config.split(separator: "\n", omittingEmptySubsequences: false)
        let braze = try #require(lines.firstIndex(of: "[braze]"))
        let kept = lines.enumerated().filter { !($0.offset > braze && $0.element.hasPrefix("ca_file")) }.map(\.element)
        try kept.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let (status, out) = await setup.run([])
        try await setup.stop()
        #expect(status == 1)
        #expect(out.contains("✗ Braze https://127.0.0.1:\(setup.braze.port): TLS failed: "), "\(out)")
        #expect(out.contains("✓ APNs https://127.0.0.1:\(setup.apns.port): TLS in"), "\(out)")
    }

    @Test func withoutAConfigItSaysToRunInit() async {
        let h = CLIHarness(environment: ["XDG_CONFIG_HOME": "/nonexistent/config"])
        #expect(await h.run("doctor", "--offline") == 1)
        #expect(h.out.contains("✗ no config at /nonexistent/config/push-composer/config.toml — run push-composer init"), "\(h.out)")
    }
}
