/// Checks URIs by RFC 3986's grammar, loosened only where Braze and iOS accept more: non-ASCII
/// letters (IRIs, RFC 3987) and Liquid, which Braze expands before the URI is used.
///
/// It runs on every keystroke for each URI of the push, so it works on UTF-8 bytes with a table
/// and decodes scalars only where a byte is not ASCII.
public enum URIShape {
    /// The scheme of a URI (`https`, `myapp`), or nil when it has none.
    public static func scheme(of uri: String) -> String? {
        let bytes = Array(uri.utf8)
        guard let length = schemeLength(bytes) else { return nil }
        return String(decoding: bytes[..<length], as: UTF8.self).lowercased()
    }

    /// Whether the URI is a well-formed http or https URL with a host.
    public static func isWebURL(_ uri: String) -> Bool {
        guard let scheme = scheme(of: uri), scheme == "http" || scheme == "https" else { return false }
        return problem(uri) == nil
    }

    /// Why `uri` is not a well-formed URI, or nil when it is one. Web URLs need a host; any
    /// URI needs a scheme.
    public static func problem(_ uri: String) -> String? {
        let liquid = Liquid.appears(in: uri)
        // Liquid is expanded before the URI exists: check only the text around it.
        let bytes = Array((liquid ? withoutLiquid(uri) : uri).utf8)
        guard let schemeLength = schemeLength(bytes) else {
            return "has no scheme: write a web URL (https://…) or a deep link (myapp://…)"
        }
        let scheme = String(decoding: bytes[..<schemeLength], as: UTF8.self).lowercased()
        let rest = bytes[(schemeLength + 1)...]
        if let bad = firstDisallowed(rest) {
            let what = bad == " " ? "a space" : bad.value < 0x20 || bad.value == 0x7F ? "a control character" : "\"\(bad)\""
            return "holds \(what), which a URI cannot: write it percent-encoded (a space is %20)"
        }
        if let percent = badPercent(rest) { return "has \"\(percent)\", which is not a percent-encoded byte (% and two hex digits)" }
        let isWeb = scheme == "http" || scheme == "https"
        let slash = UInt8(ascii: "/")
        guard rest.count >= 2, rest[rest.startIndex] == slash, rest[rest.startIndex + 1] == slash else {
            return isWeb ? "needs // and a host after \(scheme): (as in \(scheme)://example.com/)" : nil
        }
        let afterSlashes = rest.dropFirst(2)
        let authority = afterSlashes.prefix { $0 != slash && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        let hostAndPort = authority.lastIndex(of: UInt8(ascii: "@")).map { authority[($0 + 1)...] } ?? authority
        return hostProblem(hostAndPort, requiresHost: isWeb && !liquid, scheme: scheme)
    }

    /// What is wrong with `host[:port]`, or nil.
    private static func hostProblem(_ hostAndPort: ArraySlice<UInt8>, requiresHost: Bool, scheme: String) -> String? {
        let open = UInt8(ascii: "["), close = UInt8(ascii: "]"), colon = UInt8(ascii: ":")
        func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
        func isPort(_ bytes: ArraySlice<UInt8>) -> Bool { bytes.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
        if hostAndPort.first == open {
            guard let end = hostAndPort.firstIndex(of: close) else { return "has an IPv6 address without its closing ]" }
            let literal = hostAndPort[(hostAndPort.startIndex + 1)..<end]
            let isAddress = !literal.isEmpty && literal.allSatisfy { isHexDigit($0) || $0 == colon || $0 == UInt8(ascii: ".") }
            if !isAddress { return "has \"[\(text(literal))]\", which is not an IPv6 address" }
            let after = hostAndPort[(end + 1)...]
            if !after.isEmpty && !(after.first == colon && isPort(after.dropFirst())) {
                return "has \"\(text(after))\" after the IPv6 address, where only :port may stand"
            }
            return nil
        }
        if hostAndPort.contains(open) || hostAndPort.contains(close) { return "has [ or ] outside an IPv6 address" }
        var host = hostAndPort
        if let lastColon = hostAndPort.lastIndex(of: colon) {
            let port = hostAndPort[(lastColon + 1)...]
            guard isPort(port) else { return "has the port \"\(text(port))\", which is not a number" }
            host = hostAndPort[..<lastColon]
        }
        if requiresHost && host.isEmpty { return "has no host: write \(scheme)://example.com/…" }
        return nil
    }

    /// The length of the scheme before its colon (RFC 3986: a letter, then letters, digits, + - .),
    /// or nil when there is none or nothing follows it.
    private static func schemeLength(_ bytes: [UInt8]) -> Int? {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, colon + 1 < bytes.count,
              isLetter(bytes[0]) else { return nil }
        for byte in bytes[..<colon] where !(isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+")
                                               || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")) {
            return nil
        }
        return colon
    }

    /// RFC 3986's ASCII characters after the scheme: unreserved, reserved and `%`.
    private static let allowedASCII: [Bool] = (0..<128).map { byte in
        let c = UInt8(byte)
        return isLetter(c) || isDigit(c) || "-._~:/?#[]@!$&'()*+,;=%".utf8.contains(c)
    }

    /// The first scalar a URI cannot hold: an ASCII one outside RFC 3986's set, or a non-ASCII
    /// one that is not a letter, mark, number or symbol an IRI may hold (spaces, controls,
    /// format and private-use characters are not).
    private static func firstDisallowed(_ bytes: ArraySlice<UInt8>) -> Unicode.Scalar? {
        if let bad = bytes.first(where: { $0 < 0x80 && !allowedASCII[Int($0)] }) {
            // Report the first offender in order: a non-ASCII one before it wins.
            if let nonASCII = firstDisallowedNonASCII(bytes.prefix { $0 != bad }) { return nonASCII }
            return Unicode.Scalar(bad)
        }
        return firstDisallowedNonASCII(bytes)
    }

    private static func firstDisallowedNonASCII(_ bytes: ArraySlice<UInt8>) -> Unicode.Scalar? {
        guard bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars where !scalar.isASCII {
            switch scalar.properties.generalCategory {
            case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
                return scalar
            default:
                continue
            }
        }
        return nil
    }

    /// The first `%` not followed by two hex digits, with what follows it.
    private static func badPercent(_ bytes: ArraySlice<UInt8>) -> String? {
        var index = bytes.startIndex
        while let percent = bytes[index...].firstIndex(of: UInt8(ascii: "%")) {
            let digits = bytes[(percent + 1)...].prefix(2)
            if digits.count < 2 || !digits.allSatisfy(isHexDigit) { return "%" + String(decoding: digits, as: UTF8.self) }
            index = percent + 1
        }
        return nil
    }

    private static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    private static func isHexDigit(_ c: UInt8) -> Bool { isDigit(c) || ((c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "f")) }

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
