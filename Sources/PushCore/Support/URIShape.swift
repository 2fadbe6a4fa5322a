/// Light checks on URIs: enough to catch a missing scheme or a deep link where a web URL is needed.
public enum URIShape {
    /// The scheme of a URI (`https`, `myapp`), or nil when it has none.
    public static func scheme(of uri: String) -> String? {
        guard let colon = uri.firstIndex(of: ":"), colon != uri.startIndex else { return nil }
        let scheme = uri[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
              uri.index(after: colon) < uri.endIndex else { return nil }
        return scheme.lowercased()
    }

    /// Whether the URI is an http or https URL with a host.
    public static func isWebURL(_ uri: String) -> Bool {
        guard let scheme = scheme(of: uri), scheme == "http" || scheme == "https" else { return false }
        let rest = uri.drop(while: { $0 != ":" }).dropFirst()
        return rest.hasPrefix("//") && rest.count > 2
    }
}
