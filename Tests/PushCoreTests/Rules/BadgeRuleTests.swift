import Testing
@testable import PushCore

/// Spec §1: the badge is an integer ≥ 0 (0 clears it).
struct BadgeRuleTests {
    static let cases: [Expected] = [
        .bare("a negative badge", """
        {
          "alert": "Hi",
          "badge": -1
        }
        """, BadgeRule.negative, .error, "/badge", 3, 3),
        .apns("a negative aps.badge", """
        {
          "aps": {
            "alert": "Hi",
            "badge": -5
          }
        }
        """, BadgeRule.negative, .error, "/aps/badge", 4, 5),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test(arguments: cases.filter(\.wrapsInRequest))
    func reportsEachCodeInsideARequest(_ e: Expected) { check(e.inRequest) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(BadgeRule().codes))
        #expect(Validator.allRules.contains { $0 is BadgeRule })
    }

    @Test(arguments: Clean.documents + [
        #"{"alert": "Hi", "badge": 0}"#,
        #"{"alert": "Hi", "badge": 99999}"#,
        #"{"aps": {"alert": "Hi", "badge": 0}}"#,
    ])
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: BadgeRule()).isEmpty)
    }

    @Test func zeroClearsTheBadgeAndIsSent() {
        let doc = PushReader().read(#"{"alert": "Hi", "badge": 0}"#)
        #expect(PushCompiler().compile(doc, to: .apns) == #"{"aps":{"alert":"Hi","badge":0},"ab":{"c":null}}"#)
    }
}
