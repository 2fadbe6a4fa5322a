import TestSupport
import Testing
@testable import PushCLI

/// Every Braze request on the command line: the kind named, `--endpoint` forcing a reading,
/// and an unknown name refused in one line.
@Suite struct EndpointCommandTests {
    static let onlyMessages = #"{"messages": {"apple_push": {"alert": "Hi"}}}"#
    static let schedule = """
        {"external_user_ids": ["PushTest12"], "schedule": {"time": "2030-03-14T09:30:00Z"},
         "messages": {"apple_push": {"alert": {"title": "Sale", "body": "Ten percent off"}}}}
        """

    @Test func validateNamesTheEndpointInTextAndJSON() async {
        let text = CLIHarness(stdin: Self.schedule)
        #expect(await text.run("validate", "-") == 0)
        #expect(text.out.contains("valid Braze /messages/schedule/create request: 0 errors, 0 warnings"))
        let json = CLIHarness(stdin: Self.schedule)
        #expect(await json.run("validate", "-", "--format", "json") == 0)
        #expect(json.out.contains(#""kind": "messages/schedule/create""#))
    }

    @Test func aBodyWithOnlyMessagesIsASendUnlessTheEndpointIsNamed() async {
        let send = CLIHarness(stdin: Self.onlyMessages)
        #expect(await send.run("validate", "-") == 0)
        #expect(send.out.contains("warning[request.audience.missing]"))
        let update = CLIHarness(stdin: Self.onlyMessages)
        #expect(await update.run("validate", "-", "--request-kind", "schedule/update") == 1)
        #expect(!update.out.contains("audience"))
        #expect(update.out.contains("error[request.required]: A /messages/schedule/update request needs schedule_id"))
        #expect(update.err.isEmpty)
    }

    @Test func theOldSpellingEndpointIsStillReadWithANote() async {
        let old = CLIHarness(stdin: Self.onlyMessages)
        #expect(await old.run("validate", "-", "--endpoint", "schedule/update") == 1)
        #expect(old.out.contains("error[request.required]: A /messages/schedule/update request needs schedule_id"))
        #expect(old.err == "push-composer validate: note: --endpoint is now --request-kind (read all the same)\n")
    }

    @Test func anUnknownEndpointIsOneLineNamingTheValidOnes() async {
        for command in [["validate"], ["compile"], ["budget"], ["preview"], ["send", "--to", "braze"]] {
            let cli = CLIHarness(stdin: Self.onlyMessages)
            #expect(await cli.run(command + ["-", "--request-kind", "messages/sned"]) == 2, "\(command)")
            #expect(cli.err == "push-composer \(command[0]): unknown request kind 'messages/sned'; use one of messages/live_activity/start, messages/live_activity/update, canvas/trigger/send, campaigns/trigger/send, messages/schedule/update, messages/schedule/create, messages/send, messages\n")
            #expect(cli.out.isEmpty)
        }
    }

    @Test func compileKeepsTheEnvelopeAndTheEndpoint() async {
        let request = CLIHarness(stdin: Self.schedule)
        #expect(await request.run("compile", "-", "--to", "request") == 0)
        #expect(request.out.contains(#""schedule": {"#))
        let curl = CLIHarness(stdin: Self.schedule)
        #expect(await curl.run("compile", "-", "--to", "curl", "--rest-endpoint", "https://rest.iad-01.braze.com") == 0)
        #expect(curl.out.contains("'https://rest.iad-01.braze.com'/messages/schedule/create"))
        #expect(curl.out.contains("messages.schedule.create"))
    }

    @Test func theMessagesObjectIsNamed() async {
        let cli = CLIHarness(stdin: #"{"apple_push": {"alert": "Hi"}, "android_push": {"alert": "Hi"}}"#)
        #expect(await cli.run("validate", "-") == 0)
        #expect(cli.out.contains("valid Braze messages object: 0 errors, 0 warnings"))
    }

    @Test func aTriggerSendIsCheckedAsARequestWithNoPush() async {
        let cli = CLIHarness(stdin: #"{"campaign_id": "c-1", "recipients": [{"external_user_id": "PushTest12", "trigger_properties": {"order": "1042"}}]}"#)
        #expect(await cli.run("validate", "-") == 0)
        #expect(cli.out.contains("info[request.no-apple-push]"))
        // No push, so no bytes to count.
        #expect(cli.out.hasSuffix("valid Braze /campaigns/trigger/send request: 0 errors, 0 warnings, 1 note\n"))
    }

    @Test func aLiveActivitysDevicePayloadCompilesToTheLiveActivityRequestThatCarriesIt() async {
        let start = #"{"aps":{"timestamp":1767225000,"event":"start","attributes-type":"MatchAttributes","attributes":{"home":"A"},"content-state":{"score":0},"alert":{"title":"Kick-off","body":"A v B"}}}"#
        let cli = CLIHarness(stdin: start)
        #expect(await cli.run("compile", "-", "--to", "request") == 0)
        #expect(cli.out.hasPrefix("{\n  \"activity_attributes_type\": \"MatchAttributes\""), "\(cli.out)")
        #expect(cli.out.contains(#""notification": {"#))
        // What a device payload has no place for is named, once per key.
        #expect(cli.err.contains("note: A /messages/live_activity/start request needs app_id"))
        #expect(cli.err.contains("note: A /messages/live_activity/start request needs activity_id"))
        let curl = CLIHarness(stdin: start)
        #expect(await curl.run("compile", "-", "--to", "curl") == 0)
        #expect(curl.out.contains("/messages/live_activity/start"))
        #expect(curl.out.contains("messages.live_activity.start"))
    }

    @Test func aDevicePayloadStaysOneWhateverRequestKindIsNamed() async {
        let update = #"{"aps":{"timestamp":1767225000,"event":"update","content-state":{"score":1}}}"#
        let cli = CLIHarness(stdin: update)
        #expect(await cli.run("compile", "-", "--to", "apns", "--request-kind", "messages/live_activity/update") == 0)
        #expect(cli.out == update + "\n")
        #expect(cli.err.contains("note: <stdin> is a device payload and is read as one"), "\(cli.err)")
    }
}
