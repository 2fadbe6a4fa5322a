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

    @Test func curlReadsTheKeyFromTheEnvironmentAndNeverHoldsOne() async {
        let cli = CLIHarness()
        #expect(await cli.run("compile", CLIHarness.fixture("seed-example-request.json"), "--to", "curl", "--endpoint", "https://rest.iad-01.braze.com") == 0)
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
