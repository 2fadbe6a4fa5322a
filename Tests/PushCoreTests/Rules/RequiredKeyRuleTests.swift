import Testing
@testable import PushCore

/// The ids each endpoint cannot do without.
struct RequiredKeyRuleTests {
    static let cases: [Expected] = [
        .request("a campaign trigger without campaign_id", """
        {
          "trigger_properties": {"order_id": "1042"},
          "recipients": [{"external_user_id": "user-1"}]
        }
        """, RequiredKeyRule.missing, .error, "", 1, 1),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(RequiredKeyRule().codes))
        #expect(Validator.allRules.contains { $0 is RequiredKeyRule })
    }

    @Test(arguments: Clean.documents)
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: RequiredKeyRule()).isEmpty)
    }

    @Test(arguments: [
        (#"{"canvas_entry_properties": {"a": 1}, "broadcast": true}"#, ["canvas_id"]),
        (#"{"schedule_id": "s"}"#, [String]()),
        (#"{"schedule": {"time": "2030-01-01T00:00:00Z"}, "external_user_ids": ["u"], "messages": {"apple_push": {"alert": "Hi"}}}"#, []),
        (#"{"activity_id": "live-1", "notification": {"alert": {"body": "Hi"}}}"#, ["app_id", "content_state"]),
    ])
    func eachEndpointNamesWhatItLacks(_ json: String, _ missing: [String]) {
        let found = diagnostics(analyze(json), code: RequiredKeyRule.missing)
        #expect(found.count == missing.count)
        for (d, key) in zip(found, missing) { #expect(d.message.contains("needs \(key)")) }
    }

    @Test func aScheduleUpdateNeedsNoAudience() {
        let a = analyze(#"{"schedule_id": "s", "messages": {"apple_push": {"alert": "Hi"}}}"#)
        #expect(diagnostics(a, code: AudienceRule.missing).isEmpty)
        #expect(a.diagnostics.isEmpty)
    }
}
