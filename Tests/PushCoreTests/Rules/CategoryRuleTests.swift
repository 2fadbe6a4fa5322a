import Testing
@testable import PushCore

/// Spec §3: a category that looks like Braze's (`ab_cat_…`) but is not one of the four is probably a typo.
struct CategoryRuleTests {
    static let cases: [Expected] = [
        .bare("a misspelt default category", """
        {
          "alert": "Hi",
          "category": "ab_cat_accept_decine"
        }
        """, CategoryRule.unknownDefault, .warning, "/category", 3, 3),
        .apns("a made-up ab_cat_ category", """
        {
          "aps": {
            "alert": "Hi",
            "category": "ab_cat_maybe_later"
          }
        }
        """, CategoryRule.unknownDefault, .warning, "/aps/category", 4, 5),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test(arguments: cases.filter(\.wrapsInRequest))
    func reportsEachCodeInsideARequest(_ e: Expected) { check(e.inRequest) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(CategoryRule().codes))
        #expect(Validator.allRules.contains { $0 is CategoryRule })
    }

    @Test(arguments: DefaultCategory.allCases.map(\.rawValue) + ["LIKE_CATEGORY", "ebth_cat_bid_increment"])
    func knownAndCustomCategories(_ category: String) {
        #expect(diagnostics(analyze(#"{"alert": "Hi", "category": ""# + category + #""}"#), of: CategoryRule()).isEmpty)
    }

    @Test(arguments: Clean.documents)
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: CategoryRule()).isEmpty)
    }

    @Test func theTypoSuggestsTheDefault() throws {
        let d = try #require(diagnostics(analyze(Self.cases[0].json), code: CategoryRule.unknownDefault).first)
        #expect(d.message.contains("did you mean \"ab_cat_accept_decline\"?"))
    }
}
