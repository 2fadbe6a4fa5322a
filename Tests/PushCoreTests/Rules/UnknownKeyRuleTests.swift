import Testing
@testable import PushCore

/// Spec §1: an unknown key is a warning that names the nearest known key.
struct UnknownKeyRuleTests {
    static let cases: [Expected] = [
        .bare("the interruption_level typo", """
        {
          "alert": "Hi",
          "interuption_level": "active"
        }
        """, UnknownKeyRule.unknown, .warning, "/interuption_level", 3, 3),
        .bare("an unknown alert key", """
        {
          "alert": {
            "body": "Hi",
            "subtitle": "Sale"
          }
        }
        """, UnknownKeyRule.unknown, .warning, "/alert/subtitle", 4, 5),
        .bare("a button key typo", """
        {
          "alert": "Hi",
          "category": "ab_cat_more",
          "buttons": [
            {"action_id": "ab_pb_more", "actoin": "OPEN_APP"}
          ]
        }
        """, UnknownKeyRule.unknown, .warning, "/buttons/0/actoin", 5, 33),
        .apns("an aps key typo", """
        {
          "aps": {
            "alert": "Hi",
            "interuption-level": "active"
          }
        }
        """, UnknownKeyRule.unknown, .warning, "/aps/interuption-level", 4, 5),
        .apns("an alert key Apple does not define", """
        {
          "aps": {
            "alert": {"body": "Hi", "bodyy": "Hi"}
          }
        }
        """, UnknownKeyRule.unknown, .warning, "/aps/alert/bodyy", 3, 29),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test(arguments: cases.filter(\.wrapsInRequest))
    func reportsEachCodeInsideARequest(_ e: Expected) { check(e.inRequest) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(UnknownKeyRule().codes))
        #expect(Validator.allRules.contains { $0 is UnknownKeyRule })
    }

    @Test(arguments: Clean.documents)
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: UnknownKeyRule()).isEmpty)
    }

    @Test(arguments: [
        (#"{"alert": "Hi", "interuption_level": "active"}"#, "interruption_level"),
        (wrapInRequest(#"{"alert": "Hi", "interuption_level": "active"}"#), "interruption_level"),
        (#"{"aps": {"alert": "Hi", "interuption-level": "active"}}"#, "interruption-level"),
        (#"{"alert": "Hi", "Badge": 1}"#, "badge"),
        (#"{"alert": "Hi", "content_available": true}"#, "content-available"),
        (#"{"alert": "Hi", "colapse_id": "x"}"#, "collapse_id"),
    ])
    func theWarningNamesTheNearestKnownKey(_ json: String, _ suggestion: String) throws {
        let d = try #require(diagnostics(analyze(json), code: UnknownKeyRule.unknown).first)
        #expect(d.severity == .warning)
        #expect(d.message.contains("did you mean \"\(suggestion)\"?"))
    }

    @Test func theTypoIsTheOnlyFinding() {
        #expect(codes(analyze(#"{"alert": "Hi", "interuption_level": "active"}"#)) == [UnknownKeyRule.unknown])
    }

    @Test func aKeyFarFromEveryKnownOneGetsNoSuggestion() throws {
        let d = try #require(diagnostics(analyze(#"{"alert": "Hi", "tracking_code": "x"}"#), code: UnknownKeyRule.unknown).first)
        #expect(!d.message.contains("did you mean"))
    }

    @Test func aCustomKeyInsideAPSIsFlaggedAsIgnoredByApple() throws {
        let d = try #require(diagnostics(analyze(#"{"aps": {"alert": "Hi", "deep_link": "x"}}"#), code: UnknownKeyRule.unknown).first)
        #expect(d.path == "/aps/deep_link")
        #expect(d.message.contains("Apple ignores custom keys inside aps"))
    }
}

/// Keys that belong somewhere else in apple_push say where, in every form that holds one.
struct MisplacedKeyHintTests {
    @Test(arguments: [
        (#"{"title": "Hi", "alert": {"body": "There"}}"#, "alert.title"),
        (#"{"body": "There"}"#, "alert.body"),
        (#"{"alert": "Hi", "custom": {"a": 1}}"#, "extra"),
        (#"{"alert": "Hi", "thread_id": "t"}"#, "notification_group_thread_id"),
        // A bare object with aps is a device payload; in a request it is a misplaced apple_push key.
        (wrapInRequest(#"{"alert": "Hi", "aps": {"badge": 1}}"#), "top of apple_push"),
        (#"{"alert": {"body": "Hi", "subtitle": "Sale"}}"#, "no subtitle"),
        (wrapInRequest(#"{"title": "Hi", "alert": {"body": "There"}}"#), "alert.title"),
        (#"{"notification": {"title": "Hi", "alert": {"body": "There"}}, "app_id": "a", "activity_id": "b", "content_state": {}}"#, "alert.title"),
    ])
    func theHintSaysWhereTheKeyBelongs(_ json: String, _ place: String) throws {
        let d = try #require(diagnostics(analyze(json), code: UnknownKeyRule.unknown).first)
        #expect(d.severity == .warning)
        #expect(d.message.contains(place), "\(d.message)")
    }
}
