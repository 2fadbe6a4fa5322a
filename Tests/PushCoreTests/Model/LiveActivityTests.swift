import Testing
import TextFormats
@testable import PushCore

/// One Live Activity model under both forms: a device payload's `aps` and Braze's
/// `/messages/live_activity/start` and `/update` requests carry the same facts.
struct LiveActivityTests {
    static let start = #"{"aps":{"timestamp":1767225000,"event":"start","attributes-type":"MatchAttributes","attributes":{"home":"A","away":"B"},"content-state":{"score":0},"stale-date":1767228600,"alert":{"title":"Kick-off","body":"A v B"}},"match":7}"#
    static let end = #"{"aps":{"timestamp":1767232800,"event":"end","content-state":{"score":3},"dismissal-date":1767236400}}"#

    func request(_ text: String) -> (endpoint: BrazeEndpoint, body: JSONObject) {
        PushCompiler.brazeRequest(PushReader().read(text))
    }

    @Test func aPushToStartBecomesALiveActivityStartRequest() throws {
        let (endpoint, body) = request(Self.start)
        #expect(endpoint == .liveActivityStart)
        #expect(body.keys == ["activity_attributes_type", "activity_attributes", "content_state", "stale_date", "notification"])
        #expect(body["activity_attributes_type"] == .string("MatchAttributes"))
        #expect(body["stale_date"] == .string("2026-01-01T00:50:00Z"))
        let notification = try #require(body["notification"]?.objectValue)
        #expect(notification["alert"]?.objectValue?["title"] == .string("Kick-off"))
        #expect(notification["extra"]?.objectValue?["match"] == .number("7"))
    }

    @Test func anEndBecomesAnUpdateThatEndsTheActivity() {
        let (endpoint, body) = request(Self.end)
        #expect(endpoint == .liveActivityUpdate)
        #expect(body["end_activity"] == .bool(true))
        #expect(body["dismissal_date"] == .string("2026-01-01T03:00:00Z"))
        // No alert, no notification: it is optional on an update.
        #expect(body["notification"] == nil)
    }

    @Test func theRequestIsReadAsItsEndpointAndNeedsOnlyWhatAPayloadCannotHold() {
        let text = JSONWriter.string(.object(request(Self.start).body))
        let document = PushReader().read(text)
        #expect(document.endpoint == .liveActivityStart)
        let problems = PushAnalysis(document).diagnostics.filter { $0.severity != .info }
        #expect(problems.filter { $0.code == RequiredKeyRule.missing }.map(\.message).sorted() == [
            "A /messages/live_activity/start request needs activity_id: the push token tag the app gave launchActivity.",
            "A /messages/live_activity/start request needs app_id: the app's API identifier from the Developer Console.",
        ])
        #expect(problems.map(\.code).filter { $0 != RequiredKeyRule.missing } == [AudienceRule.missing])
    }

    @Test func aStartNamesItsAudienceAsBrazeDocuments() {
        var body = request(Self.start).body
        body["app_id"] = .string("app")
        body["activity_id"] = .string("match-1")
        body["custom_audience"] = .object(JSONObject(pairs: ["AND": .array([])]))
        let codes = PushAnalysis(PushReader().read(JSONWriter.string(.object(body)))).diagnostics.map(\.code)
        #expect(!codes.contains(AudienceRule.missing) && !codes.contains(RequiredKeyRule.missing), "\(codes)")
    }

    @Test func anAlertPushIsNoLiveActivity() {
        let (endpoint, body) = request(#"{"aps":{"alert":"Hi"}}"#)
        #expect(endpoint == .messagesSend)
        #expect(body.keys == ["messages"])
        #expect(LiveActivity(aps: JSONObject(pairs: ["event": .string("pause")])) == nil)
    }

    @Test(arguments: [
        #"{"aps":{"timestamp":1767225600,"event":"update","contxstate":{"a":1}}}"#,
        #"{"aps":{"event":"start"}}"#,
    ])
    func whatItWritesAlwaysReadsBackAsARequest(_ text: String) {
        let (endpoint, body) = request(text)
        #expect(BrazeEndpoint.recognise(body) == endpoint, "\(body)")
    }
}
