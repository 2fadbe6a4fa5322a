import FileTestSupport
import Foundation
@testable import PushCLI
import TestSupport
import Testing

/// `compile --to apns-curl` and `apns-token` without a server: what the script quotes, and what
/// is refused. The script is run with the real curl against the local APNs in Tests/e2e/apns-curl.sh.
@Suite("The APNs curl script")
struct APNsCurlScriptTests {
    @Test("curl's config strings keep every byte: quotes, backslashes and line breaks escaped, the rest as it is")
    func quoting() {
        #expect(APNsCurlScript.quoted(#"{"a":"\"x\" \\ é 🎉"}"#) == #""{\"a\":\"\\\"x\\\" \\\\ é 🎉\"}""#)
        #expect(APNsCurlScript.quoted("a\nAPNS_REQUEST\nb") == #""a\nAPNS_REQUEST\nb""#, "no line of the here-document can end it early")
    }

    func folder(_ apns: String) throws -> TemporaryFolder {
        let folder = TemporaryFolder(fixture: ())
        try FileManager.default.createDirectory(atPath: folder.path + "/config/push-composer", withIntermediateDirectories: true)
        try ("bundle_id = \"com.example.app\"\n[apns]\n" + apns + "\n[[apns.devices]]\nname = \"Ana\"\ntoken = \"" + String(repeating: "ab", count: 32) + "\"\n")
            .write(toFile: folder.path + "/config/push-composer/config.toml", atomically: true, encoding: .utf8)
        try #"{"alert": {"title": "Hi", "body": "There"}}"#.write(toFile: folder.path + "/p.json", atomically: true, encoding: .utf8)
        return folder
    }

    @Test("The script names the config's first device, its host and trust, and the push's headers; no token")
    func script() async throws {
        let folder = try folder("key_file = \"/k/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"\nca_file = \"/etc/extra ca.pem\"")
        let h = CLIHarness(environment: ["XDG_CONFIG_HOME": folder.path + "/config"])
        #expect(await h.run("compile", folder.path + "/p.json", "--to", "apns-curl", "--priority", "5") == 0, "\(h.err)")
        #expect(h.out.contains("url = \"https://api.sandbox.push.apple.com/3/device/" + String(repeating: "ab", count: 32) + "\""))
        #expect(h.out.contains("header = \"apns-priority: 5\"") && h.out.contains("cacert = \"/etc/extra ca.pem\""))
        #expect(h.out.contains(#"data-binary = "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"There\"}}"#), "\(h.out)")
        #expect(!h.out.contains("apns-id"), "APNs makes the id when none is chosen")
    }

    @Test("A certificate, a device option without apns-curl, and a token onto a terminal are refused in one line")
    func refusals() async throws {
        let certificate = try folder("certificate_file = \"/k/push.p12\"")
        let h = CLIHarness(environment: ["XDG_CONFIG_HOME": certificate.path + "/config"])
        #expect(await h.run("compile", certificate.path + "/p.json", "--to", "apns-curl") == 2)
        #expect(h.err.contains("the script signs with a token key (.p8)"), "\(h.err)")
        let device = CLIHarness()
        #expect(await device.run("compile", certificate.path + "/p.json", "--device", "Ana") == 2)
        #expect(device.err.contains("they are for --to apns-curl"))
        var io = CLIHarness().io
        io.stdoutIsTerminal = true
        let captured = CLIHarness()
        io.err = { text in captured.stderr.withLock { $0 += text } }
        #expect(await PushComposerCommand.run(["apns-token"], io: io) == 2)
        #expect(captured.err.contains("goes into a pipe or a variable"))
    }
}
