import FileTestSupport
import Foundation
import LocalPushServers
@testable import PushCLI
import TestSupport
import Testing

/// A `.p12` push certificate from the command line: its password saved by `login
/// apns-certificate` (checked against the certificate first), and `send --dry-run` naming it.
@Suite("The .p12 push certificate on the command line")
struct CertificateCommandTests {
    let folder = TemporaryFolder(fixture: ())
    var environment: [String: String] {
        ["HOME": folder.path + "/home", "XDG_CONFIG_HOME": folder.path + "/config", "XDG_STATE_HOME": folder.path + "/state"]
    }

    /// A config sending with `certificate`, with `extra` lines in `[apns]`, and a push file.
    func setUp(_ certificate: TestPushCertificate, extra: String = "") throws -> String {
        try FileManager.default.createDirectory(atPath: folder.path + "/config/push-composer", withIntermediateDirectories: true)
        try """
            bundle_id = "com.example.app"
            [apns]
            certificate_file = "\(certificate.p12Path)"
            \(extra)
            [[apns.devices]]
            name = "Ana"
            token = "\(String(repeating: "a", count: 64))"
            """.write(toFile: folder.path + "/config/push-composer/config.toml", atomically: false, encoding: .utf8)
        let push = folder.path + "/push.json"
        try #"{"alert":"Hi"}"#.write(toFile: push, atomically: false, encoding: .utf8)
        return push
    }

    func run(_ arguments: [String], stdin: String = "") async -> (status: Int32, out: String, err: String) {
        let harness = CLIHarness(stdin: stdin, environment: environment)
        let status = await harness.run(arguments)
        return (status, harness.out, harness.err)
    }

    @Test("login apns-certificate refuses a password that does not open the certificate, saves one that does; the dry run uses it")
    func loginThenDryRun() async throws {
        let certificate = try TestPushCertificate.make(in: folder.path)
        let push = try setUp(certificate)
        let wrong = await run(["login", "apns-certificate"], stdin: "not it\n")
        #expect(wrong.status == 1 && wrong.err.contains("does not open \(certificate.p12Path); nothing was saved"), "\(wrong.err)")
        let right = await run(["login", "apns-certificate"], stdin: certificate.password + "\n")
        #expect(right.status == 0 && right.err.contains("It opens \(certificate.p12Path)."), "\(right.err)")
        let credentials = folder.path + "/config/push-composer/credentials.toml"
        #expect(TemporaryFolder.mode(credentials) == 0o600)
        let dry = await run(["send", push, "--to", "apns", "--device", "Ana", "--dry-run"])
        #expect(dry.status == 0, "\(dry.err)")
        #expect(dry.out.contains("# credential: the certificate \(certificate.p12Path): Apple Push Services: com.example.app; topics com.example.app, com.example.app.voip, com.example.app.complication; expires "), "\(dry.out)")
        #expect(!dry.out.lowercased().contains("authorization"), "\(dry.out)")
        #expect(!dry.out.contains(certificate.password) && !dry.err.contains(certificate.password))
    }

    @Test("Secrets that together outgrow what the credentials file may be are refused, and the file stays readable")
    func credentialsWrittenAsRead() async throws {
        let key = String(repeating: "k", count: 40_000), password = String(repeating: "p", count: 40_000)
        let saved = await run(["login", "braze"], stdin: key)
        #expect(saved.status == 0, "\(saved.err)")
        let refused = await run(["login", "apns-certificate"], stdin: password + "\n")
        #expect(refused.status == 2 && refused.err.contains("more than the 65536 a credentials file may be"), "\(refused.err.prefix(300))")
        #expect(!refused.err.contains(password))
        // The file as it was: the next send still reads its key.
        let credentials = folder.path + "/config/push-composer/credentials.toml"
        #expect(TemporaryFolder.text(credentials)?.contains(key) == true)
        #expect(TemporaryFolder.text(credentials)?.contains(password) == false)
    }

    @Test("The dry run refuses an expired certificate with its date, as the send would")
    func expiredDryRun() async throws {
        let certificate = try TestPushCertificate.make(in: folder.path, expired: true)
        let push = try setUp(certificate)
        // The password from the variable the send reads first; without it, no terminal to ask on.
        let none = await run(["send", push, "--to", "apns", "--device", "Ana", "--dry-run"])
        #expect(none.status == 2 && none.err.contains("needs its password: set APNS_CERTIFICATE_PASSWORD"), "\(none.err)")
        var environment = self.environment
        environment["APNS_CERTIFICATE_PASSWORD"] = certificate.password
        let harness = CLIHarness(environment: environment)
        let status = await harness.run(["send", push, "--to", "apns", "--device", "Ana", "--dry-run"])
        #expect(status == 2 && harness.err.contains("expired on 2020-01-0"), "\(harness.err)")
    }

    @Test("With both a key and a certificate, the send says which one it uses")
    func both() async throws {
        let certificate = try TestPushCertificate.make(in: folder.path)
        let push = try setUp(certificate, extra: "key_file = \"/k/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"")
        let dry = await run(["send", push, "--to", "apns", "--device", "Ana", "--dry-run"])
        #expect(dry.status == 0, "\(dry.err)")
        #expect(dry.err.contains("warning: [apns] names both key_file and certificate_file: sending with the token key ABC123DEFG"), "\(dry.err)")
        #expect(dry.out.contains("# credential: the token key ABC123DEFG of team DEF123GHIJ") && dry.out.contains("authorization: bearer"), "\(dry.out)")
    }
}
