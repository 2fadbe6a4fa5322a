import Testing
@testable import PushCore

/// A schedule: `time` in ISO 8601, `in_local_time` and `at_optimal_time` booleans and not both.
struct ScheduleRuleTests {
    static let cases: [Expected] = [
        .request("a time that is no date", """
        {
          "external_user_ids": ["user-1"],
          "schedule": {"time": "next Tuesday"},
          "messages": {"apple_push": {"alert": "Hi"}}
        }
        """, ScheduleRule.time, .error, "/schedule/time", 3, 16),
        .request("local and optimal time both", """
        {
          "external_user_ids": ["user-1"],
          "schedule": {"time": "2030-01-01T09:00:00", "in_local_time": true, "at_optimal_time": true},
          "messages": {"apple_push": {"alert": "Hi"}}
        }
        """, ScheduleRule.conflict, .error, "/schedule/at_optimal_time", 3, 70),
        .request("a local time with a zone", """
        {
          "external_user_ids": ["user-1"],
          "schedule": {"time": "2030-01-01T09:00:00Z", "in_local_time": true},
          "messages": {"apple_push": {"alert": "Hi"}}
        }
        """, ScheduleRule.zone, .warning, "/schedule/time", 3, 16),
        .request("in_local_time as text", """
        {
          "external_user_ids": ["user-1"],
          "schedule": {"time": "2030-01-01T09:00:00", "in_local_time": "true"},
          "messages": {"apple_push": {"alert": "Hi"}}
        }
        """, FieldTypeRule.invalid, .error, "/schedule/in_local_time", 3, 47),
        .request("a schedule key typo", """
        {
          "external_user_ids": ["user-1"],
          "schedule": {"time": "2030-01-01T09:00:00Z", "in_local": true},
          "messages": {"apple_push": {"alert": "Hi"}}
        }
        """, UnknownKeyRule.unknown, .warning, "/schedule/in_local", 3, 48),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(ScheduleRule().codes))
        #expect(Validator.allRules.contains { $0 is ScheduleRule })
    }

    @Test(arguments: Clean.documents)
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: ScheduleRule()).isEmpty)
    }

    @Test func theZoneWarningShowsTheTimeAsWrittenWithoutItsZone() throws {
        let a = analyze(#"{"segment_id": "s", "schedule": {"time": "2030-01-01T09:00:00+02:00", "at_optimal_time": true}, "messages": {"apple_push": {"alert": "Hi"}}}"#)
        let d = try #require(diagnostics(a, code: ScheduleRule.zone).first)
        #expect(d.message.contains(#"("2030-01-01T09:00:00")"#))
        #expect(ScheduleRule.withoutZone("2030-01-01T09:00:00Z") == "2030-01-01T09:00:00")
        #expect(ScheduleRule.withoutZone("2030-01-01T09:00:00-0500") == "2030-01-01T09:00:00")
        #expect(ScheduleRule.withoutZone("2030-01-01T09:00:00") == "2030-01-01T09:00:00")
    }

    @Test func aScheduleWithoutTimeSaysSo() throws {
        let a = analyze(#"{"schedule_id": "s", "schedule": {"in_local_time": true}}"#)
        let d = try #require(diagnostics(a, code: ScheduleRule.time).first)
        #expect(d.path == "/schedule")
    }

    @Test func aCreateBodyWithScheduleIsReadAsOne() {
        let a = analyze(#"{"external_user_ids": ["u"], "schedule": {"time": "2030-01-01T09:00:00Z"}, "messages": {"apple_push": {"alert": "Hi"}}}"#)
        #expect(a.document.endpoint == .scheduleCreate)
        #expect(a.diagnostics.isEmpty, "\(a.diagnostics.map(Finding.init))")
    }
}
