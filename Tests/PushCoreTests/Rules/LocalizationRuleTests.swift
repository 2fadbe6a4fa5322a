import Testing
@testable import PushCore

/// Spec §2: `*_loc_args` without the matching `*_loc_key` is a warning; `action_loc_key` is legacy (info).
struct LocalizationRuleTests {
    static let cases: [Expected] = [
        .bare("title_loc_args without title_loc_key", """
        {
          "alert": {
            "body": "Hi",
            "title_loc_args": ["Ana"]
          }
        }
        """, LocalizationRule.argsWithoutKey, .warning, "/alert/title_loc_args", 4, 5),
        .bare("loc_args without loc_key", """
        {
          "alert": {
            "body": "Hi",
            "loc_args": ["Ana", "3"]
          }
        }
        """, LocalizationRule.argsWithoutKey, .warning, "/alert/loc_args", 4, 5),
        .bare("action_loc_key", """
        {
          "alert": {
            "body": "Hi",
            "action_loc_key": "VIEW"
          }
        }
        """, LocalizationRule.legacyActionKey, .info, "/alert/action_loc_key", 4, 5),
        .apns("loc-args without loc-key", """
        {
          "aps": {
            "alert": {
              "body": "Hi",
              "loc-args": ["Ana"]
            }
          }
        }
        """, LocalizationRule.argsWithoutKey, .warning, "/aps/alert/loc-args", 5, 7),
        .apns("title-loc-args without title-loc-key", """
        {
          "aps": {
            "alert": {"body": "Hi", "title-loc-args": ["Ana"]}
          }
        }
        """, LocalizationRule.argsWithoutKey, .warning, "/aps/alert/title-loc-args", 3, 29),
        .apns("action-loc-key", """
        {
          "aps": {
            "alert": {
              "body": "Hi",
              "action-loc-key": "VIEW"
            }
          }
        }
        """, LocalizationRule.legacyActionKey, .info, "/aps/alert/action-loc-key", 5, 7),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test(arguments: cases.filter(\.wrapsInRequest))
    func reportsEachCodeInsideARequest(_ e: Expected) { check(e.inRequest) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(LocalizationRule().codes))
        #expect(Validator.allRules.contains { $0 is LocalizationRule })
    }

    @Test(arguments: Clean.documents + [
        #"{"alert": {"loc_key": "GREETING", "loc_args": ["Ana"]}}"#,
        #"{"alert": {"body": "Hi", "title_loc_key": "TITLE", "title_loc_args": ["Ana"]}}"#,
        #"{"aps": {"alert": {"loc-key": "GREETING", "loc-args": ["Ana"]}}}"#,
    ])
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: LocalizationRule()).isEmpty)
    }

    @Test func bothOrphansAreReported() {
        let a = analyze(#"{"alert": {"body": "Hi", "title_loc_args": ["a"], "loc_args": ["b"]}}"#)
        #expect(diagnostics(a, code: LocalizationRule.argsWithoutKey).map(\.path) == ["/alert/title_loc_args", "/alert/loc_args"])
    }
}
