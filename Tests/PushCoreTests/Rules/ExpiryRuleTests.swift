import Testing
@testable import PushCore

/// Spec §1 and §6: `expiry` is an ISO 8601 date-time, sent as `apns-expiration` in UNIX seconds.
struct ExpiryRuleTests {
    /// 2027-01-15T08:00:00Z.
    static let now: Int64 = 1_800_000_000

    static let cases: [Expected] = [
        .bare("not a date", """
        {
          "alert": "Hi",
          "expiry": "tomorrow"
        }
        """, ExpiryRule.format, .error, "/expiry", 3, 3),
        .bare("an impossible date", """
        {
          "alert": "Hi",
          "expiry": "2027-02-30T09:00:00Z"
        }
        """, ExpiryRule.format, .error, "/expiry", 3, 3),
        .bare("no time zone", """
        {
          "alert": "Hi",
          "expiry": "2030-01-01T09:00:00"
        }
        """, ExpiryRule.timeZone, .warning, "/expiry", 3, 3),
        .bare("already past", """
        {
          "alert": "Hi",
          "expiry": "2026-12-01T09:00:00+01:00"
        }
        """, ExpiryRule.past, .warning, "/expiry", 3, 3, now: now),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test(arguments: cases.filter(\.wrapsInRequest))
    func reportsEachCodeInsideARequest(_ e: Expected) { check(e.inRequest) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(ExpiryRule().codes))
        #expect(Validator.allRules.contains { $0 is ExpiryRule })
    }

    @Test(arguments: Clean.documents + [
        #"{"alert": "Hi", "expiry": "2030-01-01T09:00:00Z"}"#,
        #"{"alert": "Hi", "expiry": "2030-01-01T09:00:00.250+02:00"}"#,
        #"{"alert": "Hi", "expiry": "2030-01-01T09:00+0200"}"#,
    ])
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Self.now), of: ExpiryRule()).isEmpty)
    }

    @Test func pastIsOnlyJudgedWithAClock() {
        #expect(diagnostics(analyze(Self.cases[3].json), of: ExpiryRule()).isEmpty)
    }

    @Test func theExactCurrentSecondIsPast() {
        // 2027-01-15T08:00:00Z is `now`: APNs would already drop it.
        let a = analyze(#"{"alert": "Hi", "expiry": "2027-01-15T08:00:00Z"}"#, now: Self.now)
        #expect(codes(a) == [ExpiryRule.past])
        #expect(codes(analyze(#"{"alert": "Hi", "expiry": "2027-01-15T08:00:01Z"}"#, now: Self.now)).isEmpty)
    }

    @Test func expiryBecomesTheExpirationHeader() {
        // 2026-12-01T09:00:00+01:00 is 08:00Z; 1970-01-01 to 2026-12-01 is 56 years (14 of them
        // leap, 20_454 days) plus 334 days: 20_788 × 86_400 + 8 × 3_600 = 1_796_112_000.
        let doc = PushReader().read(Self.cases[3].json)
        #expect(APNsHeaders(push: doc.push).expiration == 1_796_112_000)
    }

    @Test func aPayloadHasNoExpiry() {
        // The expiry travels as a header, so a device payload never carries one to check.
        #expect(diagnostics(analyze(#"{"aps": {"alert": "Hi"}, "expiry": "tomorrow"}"#), of: ExpiryRule()).isEmpty)
    }
}
