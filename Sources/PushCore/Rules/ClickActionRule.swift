/// `custom_uri` is a URL with a scheme; `use_webview` only means something with a web `custom_uri`.
public struct ClickActionRule: Rule {
    /// `custom_uri` without a scheme.
    public static let uriFormat = "custom-uri.format"
    /// `use_webview` without `custom_uri`.
    public static let webviewWithoutURI = "use-webview.without-uri"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.uriFormat, Self.webviewWithoutURI] }

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
