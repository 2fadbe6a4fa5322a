import Testing
@testable import PushCore

/// Spec §3: buttons need a category; default-category buttons must belong to it and use its allowed
/// actions; buttons of the app's own categories need action URI or DEEP_LINK and a uri.
struct ButtonsRuleTests {
    static let cases: [Expected] = [
        .bare("buttons without a category", """
        {
          "alert": "Hi",
          "buttons": [
            {"action_id": "ab_pb_accept"}
          ]
        }
        """, ButtonsRule.categoryRequired, .error, "/buttons", 3, 3),
        .bare("a button without action_id", """
        {
          "alert": "Hi",
          "category": "ab_cat_more",
          "buttons": [
            {"action": "OPEN_APP"}
          ]
        }
        """, ButtonsRule.actionIDRequired, .error, "/buttons/0", 5, 5),
        .bare("an action_id the default category does not have", """
        {
          "alert": "Hi",
          "category": "ab_cat_yes_no",
          "buttons": [
            {"action_id": "ab_pb_yes"},
            {"action_id": "ab_pb_accept"}
          ]
        }
        """, ButtonsRule.actionIDNotInCategory, .error, "/buttons/1/action_id", 6, 6),
        .bare("the same action_id twice", """
        {
          "alert": "Hi",
          "category": "ab_cat_accept_decline",
          "buttons": [
            {"action_id": "ab_pb_accept"},
            {"action_id": "ab_pb_accept", "action": "DEEP_LINK", "uri": "shop://x"}
          ]
        }
        """, ButtonsRule.duplicate, .error, "/buttons/1/action_id", 6, 6),
        .bare("an action that does not exist", """
        {
          "alert": "Hi",
          "category": "ab_cat_more",
          "buttons": [
            {"action_id": "ab_pb_more", "action": "OPEN"}
          ]
        }
        """, ButtonsRule.actionInvalid, .error, "/buttons/0/action", 5, 33),
        .bare("Decline cannot open a URI", """
        {
          "alert": "Hi",
          "category": "ab_cat_accept_decline",
          "buttons": [
            {"action_id": "ab_pb_decline", "action": "URI", "uri": "https://x.example"}
          ]
        }
        """, ButtonsRule.actionNotAllowed, .error, "/buttons/0/action", 5, 36),
        .bare("a custom category's button that opens the app is noted", """
        {
          "alert": "Hi",
          "category": "LIKE_CATEGORY",
          "buttons": [
            {"action_id": "like", "action": "OPEN_APP", "uri": "https://x.example"}
          ]
        }
        """, ButtonsRule.appCategoryAction, .info, "/buttons/0/action", 5, 27),
        .bare("a custom category's button without action", """
        {
          "alert": "Hi",
          "category": "LIKE_CATEGORY",
          "buttons": [
            {"action_id": "like", "uri": "https://x.example"}
          ]
        }
        """, ButtonsRule.appCategoryAction, .info, "/buttons/0", 5, 5),
        .bare("URI without uri", """
        {
          "alert": "Hi",
          "category": "ab_cat_confirm_cancel",
          "buttons": [
            {"action_id": "ab_pb_confirm", "action": "URI"}
          ]
        }
        """, ButtonsRule.uriRequired, .error, "/buttons/0", 5, 5),
        .bare("five buttons", """
        {
          "alert": "Hi",
          "category": "SURVEY",
          "buttons": [
            {"action_id": "a", "action": "DEEP_LINK", "uri": "app://a"},
            {"action_id": "b", "action": "DEEP_LINK", "uri": "app://b"},
            {"action_id": "c", "action": "DEEP_LINK", "uri": "app://c"},
            {"action_id": "d", "action": "DEEP_LINK", "uri": "app://d"},
            {"action_id": "e", "action": "DEEP_LINK", "uri": "app://e"}
          ]
        }
        """, ButtonsRule.count, .warning, "/buttons", 4, 3),
        .apns("ab_cat without a category", """
        {
          "aps": {"alert": "Hi"},
          "ab": {
            "ab_cat": {"ab_pb_accept": {"a_t": "ab_open"}}
          }
        }
        """, ButtonsRule.categoryRequired, .error, "/ab/ab_cat", 4, 5),
        .apns("a payload button the default category does not have", """
        {
          "aps": {"alert": "Hi", "category": "ab_cat_accept_decline"},
          "ab": {
            "ab_cat": {
              "ab_pb_yes": {"a_t": "ab_open"}
            }
          }
        }
        """, ButtonsRule.actionIDNotInCategory, .error, "/ab/ab_cat/ab_pb_yes", 5, 7),
        .apns("a payload Decline that opens a URL", """
        {
          "aps": {"alert": "Hi", "category": "ab_cat_accept_decline"},
          "ab": {
            "ab_cat": {
              "ab_pb_decline": {"a_t": "ab_uri", "a_uri": "https://x.example"}
            }
          }
        }
        """, ButtonsRule.actionNotAllowed, .error, "/ab/ab_cat/ab_pb_decline/a_t", 5, 25),
        .apns("a payload URI button without a_uri", """
        {
          "aps": {"alert": "Hi", "category": "ab_cat_accept_decline"},
          "ab": {
            "ab_cat": {
              "ab_pb_accept": {"a_t": "ab_uri"}
            }
          }
        }
        """, ButtonsRule.uriRequired, .error, "/ab/ab_cat/ab_pb_accept", 5, 7),
        .apns("a payload custom button without a_t", """
        {
          "aps": {"alert": "Hi", "category": "LIKE_CATEGORY"},
          "ab": {
            "ab_cat": {
              "like": {"a_uri": "app://like"}
            }
          }
        }
        """, ButtonsRule.appCategoryAction, .info, "/ab/ab_cat/like", 5, 7),
        .bare("a button uri with a space in its host", """
        {
          "alert": "Hi",
          "category": "LIKE",
          "buttons": [{"action_id": "like", "action": "URI", "uri": "https://exa mple.com/"}]
        }
        """, ButtonsRule.uriFormat, .error, "/buttons/0/uri", 4, 54),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test(arguments: cases.filter(\.wrapsInRequest))
    func reportsEachCodeInsideARequest(_ e: Expected) { check(e.inRequest) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(ButtonsRule().codes))
        #expect(Validator.allRules.contains { $0 is ButtonsRule })
    }

    @Test(arguments: Clean.documents + [
        // Defaults fill in the action: Accept opens the app, Decline closes.
        #"{"alert": "Hi", "category": "ab_cat_accept_decline", "buttons": [{"action_id": "ab_pb_accept"}, {"action_id": "ab_pb_decline"}]}"#,
        #"{"alert": "Hi", "category": "ab_cat_yes_no", "buttons": [{"action_id": "ab_pb_yes", "action": "URI", "uri": "https://x.example", "use_webview": false}, {"action_id": "ab_pb_no", "action": "CLOSE"}]}"#,
        #"{"alert": "Hi", "category": "ab_cat_more", "buttons": [{"action_id": "ab_pb_more", "action": "DEEP_LINK", "uri": "shop://more"}]}"#,
        #"{"alert": "Hi", "category": "ab_cat_confirm_cancel", "buttons": []}"#,
        #"{"alert": "Hi", "category": "LIKE_CATEGORY", "buttons": [{"action_id": "like", "action": "URI", "uri": "https://x.example/like"}]}"#,
        // A category alone shows its buttons; `buttons` is optional.
        #"{"alert": "Hi", "category": "ab_cat_accept_decline"}"#,
    ])
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: ButtonsRule()).isEmpty)
    }

    @Test func buttonsWithoutCategoryIsTheOnlyFinding() {
        #expect(codes(analyze(Self.cases[0].json)) == [ButtonsRule.categoryRequired])
    }

    @Test func defaultCategoryMismatchNamesTheCategorysButtons() throws {
        let d = try #require(diagnostics(analyze(Self.cases[2].json), code: ButtonsRule.actionIDNotInCategory).first)
        #expect(d.message.contains("ab_pb_yes, ab_pb_no"))
    }

    @Test(arguments: [#"{"action_id": "later"}"#, #"{"action_id": "later", "action": "CLOSE"}"#,
                      #"{"action_id": "later", "action": "OPEN_APP"}"#])
    func aCustomCategorysButtonMayLeaveItsTapToTheAppWithANote(_ button: String) {
        // A "Not now": every action Braze's button object takes, noted since Braze documents only
        // URI and DEEP_LINK for an app's own category.
        let a = analyze(#"{"alert": "Hi", "category": "OFFER", "buttons": ["# + button + "]}")
        let found = diagnostics(a, of: ButtonsRule())
        #expect(found.map(\.code) == [ButtonsRule.appCategoryAction])
        #expect(found.allSatisfy { $0.severity == .info })
        #expect(found.first?.message.contains("\"later\"") == true)
    }

    @Test func deepLinkWithoutURIIsReported() {
        let a = analyze(#"{"alert": "Hi", "category": "LIKE_CATEGORY", "buttons": [{"action_id": "like", "action": "DEEP_LINK", "uri": ""}]}"#)
        #expect(codes(a) == [ButtonsRule.uriRequired])
    }

    @Test func aSkippedButtonDoesNotShiftTheNextOnesPath() {
        // The second element is not an object; the third is still reported at /buttons/2.
        let json = """
        {
          "alert": "Hi",
          "category": "ab_cat_yes_no",
          "buttons": [
            {"action_id": "ab_pb_yes"},
            7,
            {"action_id": "ab_pb_maybe"}
          ]
        }
        """
        let a = analyze(json)
        #expect(diagnostics(a, of: ButtonsRule()).map(Finding.init) == [
            Finding(code: ButtonsRule.actionIDNotInCategory, severity: .error, path: "/buttons/2/action_id", line: 7, column: 6),
        ])
    }
}
