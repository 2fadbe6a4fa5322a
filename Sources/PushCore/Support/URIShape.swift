/// Checks URIs by RFC 3986's grammar, loosened only where Braze and iOS accept more: non-ASCII
/// letters (IRIs, RFC 3987) and Liquid, which Braze expands before the URI is used.
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

    /// Whether the URI is a well-formed http or https URL with a host.
    public static func isWebURL(_ uri: String) -> Bool {
        guard let scheme = scheme(of: uri), scheme == "http" || scheme == "https" else { return false }
        return problem(uri) == nil
    }

    /// Why `uri` is not a well-formed URI, or nil when it is one. Web URLs need a host; any
    /// URI needs a scheme.
    public static func problem(_ uri: String) -> String? {
        guard let scheme = scheme(of: uri) else {
            return "has no scheme: write a web URL (https://…) or a deep link (myapp://…)"
        }
        let liquid = Liquid.appears(in: uri)
        // Liquid is expanded before the URI exists: check only the text around it.
        let text = liquid ? withoutLiquid(uri) : uri
        let rest = text.dropFirst(scheme.count + 1)
        if let bad = rest.unicodeScalars.first(where: { !isAllowed($0) }) {
            let what = bad == " " ? "a space" : bad.value < 0x20 || bad.value == 0x7F ? "a control character"
                : "\"\(bad)\""
            return "holds \(what), which a URI cannot: write it percent-encoded (a space is %20)"
        }
        if let percent = badPercent(rest) { return "has \"\(percent)\", which is not a percent-encoded byte (% and two hex digits)" }
        let isWeb = scheme == "http" || scheme == "https"
        guard rest.hasPrefix("//") else {
            return isWeb ? "needs // and a host after \(scheme): (as in \(scheme)://example.com/)" : nil
        }
        let authority = rest.dropFirst(2).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? authority
        if hostAndPort.hasPrefix("[") {
            guard let close = hostAndPort.firstIndex(of: "]") else { return "has an IPv6 address without its closing ]" }
            let literal = hostAndPort[hostAndPort.index(after: hostAndPort.startIndex)..<close]
            if literal.isEmpty || !literal.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) {
                return "has \"[\(literal)]\", which is not an IPv6 address"
            }
            let after = hostAndPort[hostAndPort.index(after: close)...]
            if !after.isEmpty && !(after.hasPrefix(":") && after.dropFirst().allSatisfy(\.isASCII) && after.dropFirst().allSatisfy(\.isNumber)) {
                return "has \"\(after)\" after the IPv6 address, where only :port may stand"
            }
            return nil
        }
        if hostAndPort.contains("[") || hostAndPort.contains("]") { return "has [ or ] outside an IPv6 address" }
        var host = hostAndPort
        if let colon = hostAndPort.lastIndex(of: ":") {
            let port = hostAndPort[hostAndPort.index(after: colon)...]
            guard port.allSatisfy({ $0.isASCII && $0.isNumber }) else { return "has the port \"\(port)\", which is not a number" }
            host = hostAndPort[..<colon]
        }
        if isWeb && host.isEmpty && !liquid { return "has no host: write \(scheme)://example.com/…" }
        return nil
    }

    /// RFC 3986's characters after the scheme (unreserved, reserved, %), plus any non-ASCII
    /// letter or mark an IRI may hold; never spaces, controls, or invisible characters.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let c = Character(scalar)
            return c.isLetter || c.isNumber || "-._~:/?#[]@!$&'()*+,;=%".contains(c)
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
            return false
        default:
            return true
        }
    }

    /// The first `%` not followed by two hex digits, with what follows it.
    private static func badPercent(_ text: Substring) -> String? {
        var index = text.startIndex
        while let percent = text[index...].firstIndex(of: "%") {
            let digits = text[text.index(after: percent)...].prefix(2)
            if digits.count < 2 || !digits.allSatisfy(\.isHexDigit) { return "%" + digits }
            index = text.index(after: percent)
        }
        return nil
    }

    /// The text with each `{{ … }}` and `{% … %}` taken out.
    private static func withoutLiquid(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = [rest.firstRange(of: "{{"), rest.firstRange(of: "{%")].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound }) {
            let closeMark = rest[open].hasPrefix("{{") ? "}}" : "%}"
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstRange(of: closeMark) else { return out }
            out += "x"
            // `{{${name}}}` closes with a run of braces: the whole run ends the tag.
            rest = rest[close.upperBound...].drop { $0 == "}" }
        }
        return out + rest
    }
}
