import Testing
@testable import PushCore

/// Spec §1 and the seeds: messages whose `extra` holds `ab` or `aps` are rejected; `ab_uri` and
/// `ab_use_webview` would collide with the click action.
struct ExtraRuleTests {
    static let cases: [Expected] = [
        .bare("aps in extra", """
        {
          "alert": "Hi",
          "extra": {
            "deep_link": "shop://cart",
            "aps": {"badge": 1}
          }
        }
        """, ExtraRule.reservedKey, .error, "/extra/aps", 5, 5),
        .bare("ab in extra, on one line", """
        {
          "alert": "Hi",
          "extra": {"source": "spring", "ab": "x"}
        }
        """, ExtraRule.reservedKey, .error, "/extra/ab", 3, 33),
        .bare("ab_uri in extra", """
        {
          "alert": "Hi",
          "extra": {
            "ab_uri": "shop://cart"
          }
        }
        """, ExtraRule.collision, .warning, "/extra/ab_uri", 4, 5),
        .bare("ab_use_webview in extra", """
        {
          "alert": "Hi",
          "extra": {
            "ab_use_webview": false
          }
        }
        """, ExtraRule.collision, .warning, "/extra/ab_use_webview", 4, 5),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test(arguments: cases.filter(\.wrapsInRequest))
    func reportsEachCodeInsideARequest(_ e: Expected) { check(e.inRequest) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(ExtraRule().codes))
        #expect(Validator.allRules.contains { $0 is ExtraRule })
    }

    @Test(arguments: Clean.documents + [
        #"{"alert": "Hi", "extra": {"abc": 1, "apsx": 2, "AB": 3, "c": null}}"#,
        #"{"alert": "Hi", "extra": {}}"#,
    ])
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: ExtraRule()).isEmpty)
    }

    @Test func apsInExtraIsTheOnlyFinding() {
        #expect(codes(analyze(Self.cases[0].json)) == [ExtraRule.reservedKey])
    }

    @Test func reservedAndCollidingKeysStayOutOfThePayload() {
        let doc = PushReader().read(#"{"alert": "Hi", "extra": {"aps": 1, "k": 2, "ab": 3, "ab_uri": "x", "ab_use_webview": true}}"#)
        #expect(PushCompiler().compile(doc, to: .apns) == #"{"aps":{"alert":"Hi"},"ab":{"c":null},"k":2}"#)
    }

    @Test func aPayloadsTopLevelKeysAreItsExtra() {
        // In a device payload aps, ab and ab_uri are Braze's own keys, never extra.
        let a = analyze(#"{"aps": {"alert": "Hi"}, "ab": {"c": null}, "ab_uri": "shop://cart", "k": 1}"#)
        #expect(diagnostics(a, of: ExtraRule()).isEmpty)
        #expect(a.document.push.extra?.keys == ["k"])
    }
}
