import Foundation
import PushCore
import TestSupport
import Testing
@testable import PushCLI

@Suite struct CompileCommandTests {
    @Test func compilesTheSeedExampleToTheDevicePayload() async {
        let cli = CLIHarness()
        #expect(await cli.run("compile", CLIHarness.fixture("seed-example-request.json"), "--to", "apns") == 0)
        #expect(cli.out == #"{"aps":{"alert":{"title":"Hello!","body":"Message here"}},"ab":{"c":null}}"# + "\n")
        #expect(cli.err.contains("warning[request.boolean-string]"))
    }

    @Test func refusesAPushWithErrorsOnStderr() async {
        let cli = CLIHarness()
        #expect(await cli.run("compile", CLIHarness.fixture("extra-aps.json"), "--to", "apns") == 1)
        #expect(cli.out.isEmpty)
        #expect(cli.err.contains("error[extra.reserved-key]"))
        #expect(cli.err.contains("not compiled: 1 error to fix first"))
    }

    @Test func simctlNamesTheBundle() async {
        let cli = CLIHarness()
        #expect(await cli.run("compile", CLIHarness.fixture("valid-push.json"), "--to", "simctl", "--bundle-id", "com.example.shop") == 0)
        #expect(cli.out.hasPrefix("{\n  \"Simulator Target Bundle\": \"com.example.shop\",\n  \"aps\": {"))
    }

    /// A config folder whose config.toml holds `text`.
    private static func config(_ text: String) throws -> [String: String] {
        let folder = NSTemporaryDirectory() + "compile-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/push-composer", withIntermediateDirectories: true)
        try text.write(toFile: folder + "/push-composer/config.toml", atomically: true, encoding: .utf8)
        return ["XDG_CONFIG_HOME": folder]
    }

    @Test func headersAndSimctlTakeTheBundleIDFromOneResolver() async throws {
        let environment = try Self.config("bundle_id = \"com.example.shop\"\n")
        func compile(_ arguments: String...) async -> String {
            let cli = CLIHarness(environment: environment)
            let status = await cli.run(["compile"] + arguments)
            #expect(status == 0, "\(cli.err)")
            return cli.out
        }
        let push = CLIHarness.fixture("valid-push.json")
        #expect(await compile(push, "--to", "headers").contains("apns-topic: com.example.shop"))
        #expect(await compile(push, "--to", "simctl").contains(#""Simulator Target Bundle": "com.example.shop""#))
        // --bundle-id first, then a simulator file's own target bundle, then the config.
        #expect(await compile(push, "--to", "headers", "--bundle-id", "com.example.given").contains("apns-topic: com.example.given"))
        let simulatorFile = NSTemporaryDirectory() + "own-bundle-\(UUID().uuidString).apns"
        try #"{"Simulator Target Bundle": "com.example.own", "aps": {"alert": "Hi"}}"#.write(toFile: simulatorFile, atomically: true, encoding: .utf8)
        #expect(await compile(simulatorFile, "--to", "headers").contains("apns-topic: com.example.own"))
    }

    @Test func anAudienceIsAskedForOnlyWhereTheRequestGoesToBraze() async throws {
        let request = NSTemporaryDirectory() + "no-audience-\(UUID().uuidString).json"
        try #"{"messages": {"apple_push": {"alert": {"title": "Hi", "body": "There"}}}}"#.write(toFile: request, atomically: true, encoding: .utf8)
        let environment = try Self.config("bundle_id = \"com.example.shop\"\n")
        for target in ["apns", "headers", "simctl", "apple-push"] {
            let cli = CLIHarness(environment: environment)
            #expect(await cli.run("compile", request, "--to", target) == 0)
            #expect(!cli.err.contains(AudienceRule.missing), "--to \(target): \(cli.err)")
        }
        let preview = CLIHarness(environment: environment)
        #expect(await preview.run("preview", request) == 0)
        #expect(!preview.err.contains(AudienceRule.missing), "\(preview.err)")
        let curl = CLIHarness(environment: environment)
        #expect(await curl.run("compile", request, "--to", "curl") == 0)
        #expect(curl.err.contains(AudienceRule.missing), "\(curl.err)")
    }

    @Test func aRequestWithNoAudienceIsAddressedToTheConfiguredTestUsers() async throws {
        let environment = try Self.config("[braze]\ninstance = \"US-03\"\ntest_users = [\"ana-test\", \"bo-test\"]\n")
        let cli = CLIHarness(environment: environment)
        #expect(await cli.run("compile", CLIHarness.fixture("valid-push.json"), "--to", "request") == 0)
        #expect(cli.out.contains(#""external_user_ids""#) && cli.out.contains(#""ana-test""#) && cli.out.contains(#""bo-test""#))
        #expect(cli.err == "push-composer compile: note: the request names no audience: addressed to the test users of [braze] (ana-test, bo-test)\n")
        // What it prints, validate accepts without the audience warning.
        let check = CLIHarness(stdin: cli.out)
        #expect(await check.run("validate", "-") == 0)
        #expect(!check.out.contains("request.audience.missing"), "\(check.out)")
        // A request that names its audience keeps it, and nothing is said.
        let own = CLIHarness(environment: environment)
        #expect(await own.run("compile", CLIHarness.fixture("seed-example-request.json"), "--to", "request") == 0)
        #expect(own.out.contains(#""PushTest12""#) && !own.out.contains("ana-test") && !own.err.contains("audience"))
    }

    @Test func withoutTestUsersOneLineSaysWhyTheRequestHasNoAudience() async {
        let cli = CLIHarness()
        #expect(await cli.run("compile", CLIHarness.fixture("valid-push.json"), "--to", "request") == 0)
        #expect(!cli.out.contains("external_user_ids"))
        #expect(cli.err.hasPrefix("push-composer compile: note: the request names no audience; set test_users in [braze]"))
        #expect(cli.err.split(separator: "\n").count == 1)
    }

    @Test func curlPostsToTheConfiguredInstanceWhenNoHostIsGiven() async throws {
        let environment = try Self.config("[braze]\ninstance = \"US-03\"\n")
        let cli = CLIHarness(environment: environment)
        #expect(await cli.run("compile", CLIHarness.fixture("seed-example-request.json"), "--to", "curl") == 0)
        #expect(cli.out.contains("'https://rest.iad-03.braze.com'/messages/send"), "\(cli.out)")
        // $BRAZE_REST_ENDPOINT, when set, is still what the script reads.
        let set = CLIHarness(environment: environment.merging(["BRAZE_REST_ENDPOINT": "https://rest.iad-01.braze.com"]) { $1 })
        #expect(await set.run("compile", CLIHarness.fixture("seed-example-request.json"), "--to", "curl") == 0)
        #expect(set.out.contains("${BRAZE_REST_ENDPOINT:?") && !set.out.contains("iad-03"))
    }

    @Test func curlReadsTheKeyFromTheEnvironmentAndNeverHoldsOne() async {
        let cli = CLIHarness()
        #expect(await cli.run("compile", CLIHarness.fixture("seed-example-request.json"), "--to", "curl", "--rest-endpoint", "https://rest.iad-01.braze.com") == 0)
        #expect(cli.out.contains("'https://rest.iad-01.braze.com'/messages/send"))
        // The key goes to curl on its standard input, never in its arguments.
        #expect(cli.out.hasPrefix(#"printf 'header = "Authorization: Bearer %s"\n' "${BRAZE_API_KEY:?"#))
        #expect(cli.out.contains("| \n  curl --config - ") || cli.out.contains("|\n  curl --config - "))
        #expect(!cli.out.contains("-H \"Authorization"))
        #expect(cli.out.contains(#""external_user_ids":["PushTest12"]"#))
    }

    @Test func headersCarryTypeAndPriority() async {
        let cli = CLIHarness(stdin: #"{"content-available": true, "expiry": "2026-12-01T09:00:00Z", "collapse_id": "sale"}"#)
        #expect(await cli.run("compile", "-", "--to", "headers") == 0)
        #expect(cli.out == "apns-push-type: background\napns-priority: 5\napns-expiration: 1796115600\napns-collapse-id: sale\n")
    }

    @Test func unknownTargetIsAUsageError() async {
        let cli = CLIHarness()
        #expect(await cli.run("compile", CLIHarness.fixture("valid-push.json"), "--to", "fax") == 2)
        #expect(cli.err.contains("fax"))
    }
}
