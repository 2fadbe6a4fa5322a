import Testing
import TextFormats
@testable import PushCore

/// A Live Activity push as ActivityKit reads it.
struct LiveActivityRuleTests {
    static let now: Int64 = 1_796_112_000

    private func findings(_ aps: String) -> [Diagnostic] {
        let document = PushReader().read(#"{"aps": "# + aps + "}")
        return diagnostics(PushAnalysis(document, now: Self.now), of: LiveActivityRule())
    }

    private func codes(_ aps: String) -> [String] { findings(aps).filter { $0.severity != .info }.map(\.code) }

    @Test func aWholeStartUpdateAndEndPass() {
        #expect(codes(#"{"event": "start", "timestamp": 1796112000, "content-state": {"score": "0-0"}, "attributes-type": "MatchAttributes", "attributes": {"home": "A"}, "alert": {"title": "Kick-off", "body": "A v B"}, "input-push-token": 1}"#).isEmpty)
        #expect(codes(#"{"event": "update", "timestamp": 1796112000, "content-state": {"score": "1-0"}, "stale-date": 1796115600, "relevance-score": 75}"#).isEmpty)
        #expect(codes(#"{"event": "end", "timestamp": 1796112000, "dismissal-date": 1796115600}"#).isEmpty)
    }

    @Test func aLiveActivitysRelevanceScoreMayBeAnyNumberANotificationsMayNot() {
        let activity = PushReader().read(#"{"aps": {"event": "update", "timestamp": 1796112000, "content-state": {}, "relevance-score": 75}}"#)
        #expect(!PushAnalysis(activity, now: Self.now).diagnostics.contains { $0.code == RelevanceScoreRule.range })
        let notification = PushReader().read(#"{"aps": {"alert": "Hi", "relevance-score": 75}}"#)
        #expect(PushAnalysis(notification, now: Self.now).diagnostics.contains { $0.code == RelevanceScoreRule.range })
    }

    @Test(arguments: [
        (#"{"timestamp": 1796112000, "content-state": {}}"#, LiveActivityRule.event),
        (#"{"event": "pause", "timestamp": 1796112000, "content-state": {}}"#, LiveActivityRule.event),
        (#"{"event": "update", "content-state": {}}"#, LiveActivityRule.timestamp),
        (#"{"event": "update", "timestamp": 1796112000000, "content-state": {}}"#, LiveActivityRule.timestamp),
        (#"{"event": "update", "timestamp": "now", "content-state": {}}"#, LiveActivityRule.timestamp),
        (#"{"event": "update", "timestamp": 1796112000}"#, LiveActivityRule.contentState),
        (#"{"event": "update", "timestamp": 1796112000, "content-state": [1]}"#, LiveActivityRule.contentState),
        (#"{"event": "start", "timestamp": 1796112000, "content-state": {}, "alert": {"title": "T", "body": "B"}}"#, LiveActivityRule.attributes),
        (#"{"event": "start", "timestamp": 1796112000, "content-state": {}, "attributes-type": "A", "attributes": {}}"#, LiveActivityRule.alert),
        (#"{"event": "update", "timestamp": 1796112000, "content-state": {}, "input-push-token": 1}"#, LiveActivityRule.inputPushToken),
        (#"{"event": "update", "timestamp": 1796112000, "content-state": {}, "input-push-channel": "dHN0"}"#, LiveActivityRule.inputPushChannel),
        (#"{"event": "start", "timestamp": 1796112000, "content-state": {}, "attributes-type": "A", "attributes": {}, "alert": {"title": "T", "body": "B"}, "input-push-channel": ""}"#, LiveActivityRule.inputPushChannel),
        (#"{"event": "update", "timestamp": 1796112000, "content-state": {}, "dismissal-date": 1796115600}"#, LiveActivityRule.date),
        (#"{"event": "update", "timestamp": 1796112000, "content-state": {}, "stale-date": 1700000000}"#, LiveActivityRule.date),
        (#"{"event": "update", "timestamp": 1796112000, "content-state": {}, "relevance-score": "high"}"#, LiveActivityRule.relevance),
        (#"{"event": "update", "timestamp": 1796112000, "content-state": {}, "alert": {"title": "T", "launch-image": "x"}}"#, LiveActivityRule.alert),
    ])
    func eachMistakeIsNamed(_ aps: String, _ code: String) {
        // A start without attributes lacks both of them: one finding each.
        #expect(Set(codes(aps)) == [code])
    }

    @Test func findingsPointAtTheirKey() {
        let document = PushReader().read("{\n  \"aps\": {\n    \"event\": \"pause\",\n    \"timestamp\": 1796112000,\n    \"content-state\": {}\n  }\n}")
        let found = PushAnalysis(document, now: Self.now).diagnostics.first { $0.code == LiveActivityRule.event }
        #expect(found?.path == "/aps/event")
        #expect(found?.line == 3)
        #expect(found?.column == 5)
    }

    @Test func priorityTenIsNotedForItsBudget() {
        var document = PushReader().read(#"{"aps": {"event": "end", "timestamp": 1796112000}}"#)
        #expect(PushAnalysis(document).diagnostics.contains { $0.code == LiveActivityRule.budget })
        document.apnsOptions.priority = 5
        #expect(!PushAnalysis(document).diagnostics.contains { $0.code == LiveActivityRule.budget })
        document.apnsOptions.priority = 1
        #expect(PushAnalysis(document).diagnostics.contains { $0.code == PushTypeRule.priority })
    }

    @Test func keysOfALiveActivityAreNotUnknown() {
        let a = PushAnalysis(PushReader().read(#"{"aps": {"event": "start", "timestamp": 1796112000, "content-state": {}, "attributes-type": "A", "attributes": {}, "input-push-token": 1, "alert": {"title": "T", "body": "B", "sound": "chime.caf"}}}"#), now: Self.now)
        #expect(!a.diagnostics.contains { $0.severity != .info })
    }
}
