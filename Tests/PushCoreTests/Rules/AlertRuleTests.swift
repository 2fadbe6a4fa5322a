import Testing
@testable import PushCore

/// Spec §1–§2: `alert` is required unless `content-available` is true; an alert object needs a body.
struct AlertRuleTests {
    static let cases: [Expected] = [
        .bare("no alert", """
        {
          "badge": 1
        }
        """, AlertRule.required, .error, "", 1, 1),
        .bare("content-available false does not excuse the alert", """
        {
          "content-available": false,
          "sound": "default"
        }
        """, AlertRule.required, .error, "", 1, 1),
        .bare("alert object without body", """
        {
          "alert": {
            "title": "Hello!"
          }
        }
        """, AlertRule.bodyRequired, .error, "/alert", 2, 3),
        .bare("empty alert text", """
        {
          "alert": ""
        }
        """, AlertRule.bodyEmpty, .warning, "/alert", 2, 3),
        .bare("empty alert body", """
        {
          "alert": {
            "title": "Hello!",
            "body": ""
          }
        }
        """, AlertRule.bodyEmpty, .warning, "/alert/body", 4, 5),
        .apns("payload without alert", """
        {
          "aps": {
            "thread-id": "t"
          }
        }
        """, AlertRule.required, .error, "", 1, 1),
        .apns("payload alert without body", """
        {
          "aps": {
            "alert": {
              "title": "Hello!"
            }
          }
        }
        """, AlertRule.bodyRequired, .error, "/aps/alert", 3, 5),
        .apns("payload with empty body", """
        {
          "aps": {
            "alert": {"title": "Hello!", "body": ""}
          }
        }
        """, AlertRule.bodyEmpty, .warning, "/aps/alert/body", 3, 34),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test(arguments: cases.filter(\.wrapsInRequest))
    func reportsEachCodeInsideARequest(_ e: Expected) { check(e.inRequest) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(AlertRule().codes))
        #expect(Validator.allRules.contains { $0 is AlertRule })
    }

    @Test(arguments: Clean.documents + [
        #"{"content-available": true}"#,
        #"{"alert": {"title": "T", "loc_key": "MSG_BODY"}}"#,
        #"{"alert": {"title": "T"}, "content-available": true}"#,
        #"{"aps": {"content-available": 1}}"#,
    ])
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: AlertRule()).isEmpty)
    }

    @Test func missingAlertIsTheOnlyFindingOfABadgeOnlyPush() {
        let a = analyze(#"{"badge": 1}"#)
        #expect(codes(a) == [AlertRule.required])
        #expect(!a.isValid)
    }

    @Test func missingAlertInsideARequestPointsAtApplePush() throws {
        let a = analyze(#"{"external_user_ids": ["u"], "messages": {"apple_push": {"badge": 1}}}"#)
        let d = try #require(diagnostics(a, code: AlertRule.required).first)
        #expect(Finding(d) == Finding(code: AlertRule.required, severity: .error,
                                      path: "/messages/apple_push", line: 1, column: 43))
    }
}
