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

    /// RFC 3986 shapes: each of these was once called valid.
    @Test(arguments: [
        ("https://exa mple.com/", "holds a space"),
        ("https:///x", "has no host"),
        ("http://[::1", "without its closing ]"),
        ("https://example.com:80a/", "not a number"),
        ("https://example.com/%zz", "not a percent-encoded byte"),
        ("https:example.com", "needs // and a host"),
        ("myapp://orders/\u{1B}[31m", "a control character"),
        ("/cart", "has no scheme"),
    ])
    func malformedURIsAreErrors(_ uri: String, _ words: String) throws {
        let json = #"{"alert": "Hi", "custom_uri": ""# + uri.replacingOccurrences(of: "\u{1B}", with: "\\u001b") + #""}"#
        let found = diagnostics(analyze(json, now: Clean.now), of: ClickActionRule())
        let d = try #require(found.first, "\(uri) passed")
        #expect(d.code == ClickActionRule.uriFormat)
        #expect(d.message.contains(words), "\(d.message)")
    }

    @Test(arguments: [
        "https://example.com", "http://[::1]:8080/x", "https://例え.jp/パス?q=1#top", "myapp://orders/42", "myapp:orders",
        "https://{{${custom_attribute.${shop}}}}.example.com/{{${user_id}}}", "mailto:a@example.com", "https://x.example/a%20b",
    ])
    func wellFormedURIsPass(_ uri: String) {
        #expect(URIShape.problem(uri) == nil, "\(uri): \(URIShape.problem(uri) ?? "")")
    }

    @Test func webviewIsSentOnlyWithTheURI() {
        let without = PushReader().read(#"{"alert": "Hi", "use_webview": false}"#)
        #expect(PushCompiler().compile(without, to: .apns) == #"{"aps":{"alert":"Hi"},"ab":{"c":null}}"#)
        let with = PushReader().read(#"{"alert": "Hi", "custom_uri": "https://x.example", "use_webview": false}"#)
        #expect(PushCompiler().compile(with, to: .apns)
            == #"{"aps":{"alert":"Hi"},"ab":{"c":null},"ab_uri":"https://x.example","ab_use_webview":false}"#)
    }
}
