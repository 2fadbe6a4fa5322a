import Testing
@testable import PushCore

/// Spec §1: `custom_uri` is a web URL or a deep link; `use_webview` only means something with it.
struct ClickActionRuleTests {
    static let cases: [Expected] = [
        .bare("a URI without a scheme", """
        {
          "alert": "Hi",
          "custom_uri": "shop.example.com/cart"
        }
        """, ClickActionRule.uriFormat, .error, "/custom_uri", 3, 3),
        .bare("use_webview without custom_uri", """
        {
          "alert": "Hi",
          "use_webview": false
        }
        """, ClickActionRule.webviewWithoutURI, .info, "/use_webview", 3, 3),
        .apns("ab_uri without a scheme", """
        {
          "aps": {"alert": "Hi"},
          "ab_uri": "/cart"
        }
        """, ClickActionRule.uriFormat, .error, "/ab_uri", 3, 3),
        .apns("ab_use_webview without ab_uri", """
        {
          "aps": {"alert": "Hi"},
          "ab_use_webview": true
        }
        """, ClickActionRule.webviewWithoutURI, .info, "/ab_use_webview", 3, 3),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test(arguments: cases.filter(\.wrapsInRequest))
    func reportsEachCodeInsideARequest(_ e: Expected) { check(e.inRequest) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(ClickActionRule().codes))
        #expect(Validator.allRules.contains { $0 is ClickActionRule })
    }

    @Test(arguments: Clean.documents + [
        #"{"alert": "Hi", "custom_uri": "myapp://orders/42"}"#,
        #"{"alert": "Hi", "custom_uri": "https://shop.example.com/cart", "use_webview": false}"#,
        #"{"aps": {"alert": "Hi"}, "ab_uri": "https://shop.example.com", "ab_use_webview": true}"#,
    ])
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: ClickActionRule()).isEmpty)
    }

    @Test func webviewIsSentOnlyWithTheURI() {
        let without = PushReader().read(#"{"alert": "Hi", "use_webview": false}"#)
        #expect(PushCompiler().compile(without, to: .apns) == #"{"aps":{"alert":"Hi"},"ab":{"c":null}}"#)
        let with = PushReader().read(#"{"alert": "Hi", "custom_uri": "https://x.example", "use_webview": false}"#)
        #expect(PushCompiler().compile(with, to: .apns)
            == #"{"aps":{"alert":"Hi"},"ab":{"c":null},"ab_uri":"https://x.example","ab_use_webview":false}"#)
    }
}
