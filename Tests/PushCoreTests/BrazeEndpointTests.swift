import Foundation
import Testing
import TextFormats
@testable import PushCore

/// Every Braze request a push travels in: told apart by its keys, named, read with its push in
/// place, and a real body of each kind gives no error and no warning.
struct BrazeEndpointTests {
    /// `Fixtures/endpoints` inside the test bundle.
    static var directory: URL {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("endpoints")
    }

    /// Each fixture and the endpoint its name says.
    static let fixtures: [(file: String, endpoint: BrazeEndpoint)] = [
        ("messages-send", .messagesSend),
        ("messages-schedule-create", .scheduleCreate),
        ("messages-schedule-create+segment", .scheduleCreate),
        ("messages-schedule-update", .scheduleUpdate),
        ("messages-schedule-update+time-only", .scheduleUpdate),
        ("campaigns-trigger-send", .campaignsTriggerSend),
        ("canvas-trigger-send", .canvasTriggerSend),
        ("messages-live_activity-update", .liveActivityUpdate),
        ("messages-live_activity-start", .liveActivityStart),
        ("messages", .messages),
    ]

    static func read(_ file: String, endpoint: BrazeEndpoint? = nil) throws -> PushDocument {
        let text = try String(contentsOf: directory.appendingPathComponent(file + ".json"), encoding: .utf8)
        return PushReader(endpoint: endpoint).read(text)
    }

    @Test func everyFixtureIsListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        #expect(Set(files) == Set(Self.fixtures.map(\.file)))
        #expect(Set(Self.fixtures.map(\.endpoint)) == Set(BrazeEndpoint.all), "a fixture for every endpoint")
    }

    @Test(arguments: zip(fixtures.map(\.file), fixtures.map(\.endpoint)))
    func aRealBodyIsRecognisedAndHasNoErrorOrWarning(_ file: String, _ endpoint: BrazeEndpoint) throws {
        let document = try Self.read(file)
        #expect(document.kind == .request)
        #expect(document.endpoint == endpoint)
        #expect(document.kindName == endpoint.name)
        let a = PushAnalysis(document, now: Clean.now)
        #expect(a.diagnostics.filter { $0.severity != .info }.map(Finding.init) == [])
    }

    @Test(arguments: zip(fixtures.map(\.file), fixtures.map(\.endpoint)))
    func theSameBodyForcedToItsOwnEndpointReadsTheSame(_ file: String, _ endpoint: BrazeEndpoint) throws {
        let forced = try Self.read(file, endpoint: endpoint)
        let told = try Self.read(file)
        #expect(forced.endpoint == told.endpoint)
        #expect(forced.push == told.push)
    }

    @Test func thePushIsReadFromWhereEachEndpointKeepsIt() throws {
        let live = try Self.read("messages-live_activity-update")
        #expect(live.hasPush)
        #expect(live.push.alert == .content(AlertContent(body: "It's halftime! Let's look at the scores", title: "Halftime", sound: "default")))
        #expect(live.pointers.prefix == "/notification")
        let fragment = try Self.read("messages")
        #expect(fragment.push.assetFileType == "jpg")
        #expect(fragment.pointers.prefix == "/apple_push")
        let trigger = try Self.read("campaigns-trigger-send")
        #expect(!trigger.hasPush)
    }

    @Test func aBodyWithOnlyMessagesIsASendUnlessTold() {
        let text = #"{"messages": {"apple_push": {"alert": "Hi"}}}"#
        #expect(PushReader().read(text).endpoint == .messagesSend)
        let update = PushReader(endpoint: .scheduleUpdate).read(text)
        #expect(update.endpoint == .scheduleUpdate)
        // An update without schedule_id is named for what it lacks, not for an audience.
        let codes = PushAnalysis(update).diagnostics.map(\.code)
        #expect(codes == [RequiredKeyRule.missing])
    }

    @Test func aBareApplePushIsNoRequest() {
        let document = PushReader().read(#"{"alert": {"title": "Hi", "body": "There"}}"#)
        #expect(document.kind == .applePush)
        #expect(document.endpoint == nil)
        #expect(document.kindName == "apple_push")
    }

    @Test(arguments: [
        ("messages/send", BrazeEndpoint.messagesSend), ("/messages/send", .messagesSend),
        ("schedule/create", .scheduleCreate), ("messages/schedule/create", .scheduleCreate),
        ("schedule/update", .scheduleUpdate), ("campaigns/trigger/send", .campaignsTriggerSend),
        ("canvas/trigger/send", .canvasTriggerSend), ("live_activity/update", .liveActivityUpdate),
        ("/messages/live_activity/update", .liveActivityUpdate), ("messages", .messages),
    ])
    func namesAndPathsBothName(_ text: String, _ endpoint: BrazeEndpoint) {
        #expect(BrazeEndpoint.named(text) == endpoint)
    }

    @Test(arguments: [
        (#"{"campaign_id": "c", "recipients": []}"#, BrazeEndpoint.campaignsTriggerSend),
        (#"{"campaign_id": "c"}"#, .campaignsTriggerSend),
        (#"{"campaign_id": "c", "segment_id": "s"}"#, .messagesSend),
        (#"{"schedule_id": "s", "schedule": {}}"#, .scheduleUpdate),
        (#"{"schedule": {}, "broadcast": true}"#, .scheduleCreate),
        (#"{"api_key": "k"}"#, .messagesSend),
        (#"{"segment_ids": []}"#, .messagesSend),
        (#"{"email": {}, "sms": {}}"#, .messages),
        (#"{"canvas_entry_properties": {}, "recipients": []}"#, .canvasTriggerSend),
        (#"{"stale_date": 1, "apple_push": {}}"#, .liveActivityUpdate),
        (#"{"activity_attributes": {}, "activity_id": "a"}"#, .liveActivityStart),
    ])
    func theMostTellingKeyNamesTheEndpoint(_ body: String, _ endpoint: BrazeEndpoint) throws {
        let object = try #require(try JSONReader().read(body).value.objectValue)
        #expect(BrazeEndpoint.recognise(object) == endpoint)
    }

    @Test func everyEnvelopeFieldHasABitOfItsOwn() {
        // `recognise` gives each field one bit of a UInt64 and keeps two for the legacy and channel keys.
        #expect(EnvelopeField.allCases.count <= 62)
    }

    @Test func keysOfNoRequestNameNoEndpoint() throws {
        let object = try #require(try JSONReader().read(#"{"alert": "Hi", "badge": 1}"#).value.objectValue)
        #expect(BrazeEndpoint.recognise(object) == nil)
    }

    @Test func unknownNamesNameNothing() {
        #expect(BrazeEndpoint.named("send") == nil)
        #expect(BrazeEndpoint.named("campaigns/send") == nil)
    }

    @Test func compilingARequestKeepsItsEnvelopeAndPutsThePushInPlace() throws {
        let schedule = try Self.read("messages-schedule-create")
        let request = try #require(PushCompiler().json(schedule, for: .request)?.objectValue)
        #expect(request.keys == schedule.envelope?.keys)
        #expect(request["schedule"] == schedule.envelope?["schedule"])
        let live = try Self.read("messages-live_activity-update")
        let liveRequest = try #require(PushCompiler().json(live, for: .request)?.objectValue)
        #expect(liveRequest.keys == live.envelope?.keys)
        #expect(liveRequest["messages"] == nil)
        let trigger = try Self.read("campaigns-trigger-send")
        #expect(PushCompiler().json(trigger, for: .request)?.objectValue == trigger.envelope)
    }

    @Test func curlPostsToTheEndpointsPathWithItsPermission() throws {
        let curl = PushCompiler(endpoint: "https://rest.iad-01.braze.com").compile(try Self.read("messages-schedule-create"), to: .curl)
        #expect(curl.contains("https://rest.iad-01.braze.com'/messages/schedule/create"))
        #expect(curl.contains("messages.schedule.create"))
        let fragment = PushCompiler(endpoint: "https://rest.iad-01.braze.com").compile(try Self.read("messages"), to: .curl)
        #expect(fragment.contains("/messages/send"))
        #expect(fragment.contains(#"{"messages":{"apple_push""#))
    }

    @Test func aDraftsEnvelopeAloneSavesBackToItsEndpoint() throws {
        // The composer keeps only the envelope: the endpoint is told again from its keys.
        let schedule = try Self.read("messages-schedule-create")
        var push = schedule.push
        push.badge = 3
        let saved = ApplePushEncoder.request(push, envelope: schedule.envelope)
        #expect(saved["schedule"] == schedule.envelope?["schedule"])
        #expect(saved["messages"]?.objectValue?["apple_push"]?.objectValue?["badge"] == .number("3"))
    }
}

/// A push typed beside keys that alone would mean a triggered send still travels in the request.
struct CarryingEndpointTests {
    @Test func aPushBesideACampaignIdIsASend() {
        var push = ApplePush()
        push.alert = .text("Hi")
        let envelope = JSONObject(pairs: ["campaign_id": .string("c")])
        #expect(BrazeEndpoint.carrying(push, in: envelope) == .messagesSend)
        #expect(BrazeEndpoint.carrying(ApplePush(), in: envelope) == .campaignsTriggerSend)
        #expect(ApplePushEncoder.request(push, envelope: envelope)["messages"] != nil)
    }
}
