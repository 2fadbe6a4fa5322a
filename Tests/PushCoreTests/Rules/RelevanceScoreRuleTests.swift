import Testing
@testable import PushCore

/// Spec §1: the relevance score is a number with 0.0 ≤ x ≤ 1.0.
struct RelevanceScoreRuleTests {
    static let cases: [Expected] = [
        .bare("above 1", """
        {
          "alert": "Hi",
          "relevance_score": 1.5
        }
        """, RelevanceScoreRule.range, .error, "/relevance_score", 3, 3),
        .bare("below 0", """
        {
          "alert": "Hi",
          "relevance_score": -0.1
        }
        """, RelevanceScoreRule.range, .error, "/relevance_score", 3, 3),
        .apns("above 1 in aps", """
        {
          "aps": {
            "alert": "Hi",
            "relevance-score": 2
          }
        }
        """, RelevanceScoreRule.range, .error, "/aps/relevance-score", 4, 5),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test(arguments: cases.filter(\.wrapsInRequest))
    func reportsEachCodeInsideARequest(_ e: Expected) { check(e.inRequest) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(RelevanceScoreRule().codes))
        #expect(Validator.allRules.contains { $0 is RelevanceScoreRule })
    }

    @Test(arguments: ["0", "0.0", "1", "1.0", "0.5", "1e-1", "0.999"])
    func boundsAreInclusive(_ score: String) {
        #expect(diagnostics(analyze(#"{"alert": "Hi", "relevance_score": "# + score + "}"), of: RelevanceScoreRule()).isEmpty)
        #expect(diagnostics(analyze(#"{"aps": {"alert": "Hi", "relevance-score": "# + score + "}}"), of: RelevanceScoreRule()).isEmpty)
    }

    @Test(arguments: Clean.documents)
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: RelevanceScoreRule()).isEmpty)
    }

    @Test func theScoreIsSentAsWritten() {
        let doc = PushReader().read(#"{"alert": "Hi", "relevance_score": 0.50}"#)
        #expect(PushCompiler().compile(doc, to: .apns) == #"{"aps":{"alert":"Hi","relevance-score":0.50},"ab":{"c":null}}"#)
    }
}
