/// `custom_uri` is a URL with a scheme; `use_webview` only means something with a web `custom_uri`.
public struct ClickActionRule: Rule {
    /// `custom_uri` without a scheme.
    public static let uriFormat = "custom-uri.format"
    /// `use_webview` without `custom_uri`.
    public static let webviewWithoutURI = "use-webview.without-uri"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The click action's pages.
    static let pages = [
        RulePage(uriFormat, .error,
            summary: "custom_uri is a well-formed URL with a scheme.",
            why: "custom_uri is what a tap on the notification opens: a web URL such as https://… or a deep link into the app such as myapp://…. Without a scheme, or with a space or a broken host, the phone cannot open it.",
            failing: #"{"alert": "Your order has shipped", "custom_uri": "shop.example.com/orders/42"}"#,
            passing: #"{"alert": "Your order has shipped", "custom_uri": "https://shop.example.com/orders/42"}"#,
            fix: "Write the whole URL, starting with its scheme, such as https:// or the app's own scheme."),
        RulePage(webviewWithoutURI, .info,
            summary: "use_webview comes with a custom_uri.",
            why: "use_webview says whether a web custom_uri opens inside the app or in the browser. Without a custom_uri there is nothing to open, and use_webview is not sent.",
            failing: #"{"alert": "Your order has shipped", "use_webview": false}"#,
            passing: #"{"alert": "Your order has shipped", "custom_uri": "https://shop.example.com/orders/42", "use_webview": false}"#,
            fix: "Add the custom_uri the tap should open, or remove use_webview."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        if let uri = context.push.customURI, let problem = URIShape.problem(uri) {
            out.append(context.diagnostic(Self.uriFormat, .error, at: "/custom_uri", "custom_uri \"\(uri)\" \(problem)."))
        }
        if context.push.useWebview != nil && context.push.customURI == nil {
            out.append(context.diagnostic(Self.webviewWithoutURI, .info, at: "/use_webview",
                "use_webview only matters with a custom_uri; without one it is not sent."))
        }
        return out
    }
}
