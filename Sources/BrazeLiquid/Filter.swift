import TextFormats
/// Every filter this engine knows, by its Liquid name.
///
/// Standard Liquid 5 filters that Braze lists as supported, those it does not list but are long-standing
/// Liquid 5 filters (escape_once, url_decode, base64_decode, remove_last, replace_last, sum, base64_url_safe_*),
/// and Braze's own. Filters Braze marks unsupported are in `unsupported` instead.
enum Filter: String, CaseIterable, Sendable {
    // Strings
    case append, prepend, capitalize, downcase, upcase, escape
    /// Shopify's alias of `escape`.
    case h
    case escapeOnce = "escape_once"
    case newlineToBr = "newline_to_br"
    case remove
    case removeFirst = "remove_first"
    case removeLast = "remove_last"
    case replace
    case replaceFirst = "replace_first"
    case replaceLast = "replace_last"
    case slice, split, strip
    case stripHtml = "strip_html"
    case stripNewlines = "strip_newlines"
    case truncate, truncatewords
    case urlEncode = "url_encode"
    case urlDecode = "url_decode"
    case base64Encode = "base64_encode"
    case base64Decode = "base64_decode"
    case base64UrlSafeEncode = "base64_url_safe_encode"
    case base64UrlSafeDecode = "base64_url_safe_decode"
    // Arrays
    case join, first, last, compact, concat, map, reverse, size, sort
    case sortNatural = "sort_natural"
    case uniq, `where`, sum, index
    // Math
    case abs, ceil, floor, round, plus, minus, times, modulo
    case atLeast = "at_least"
    case atMost = "at_most"
    case dividedBy = "divided_by"
    // Other standard
    case date
    case `default`
    // Braze
    case md5, sha1, sha2
    case hmacSha1 = "hmac_sha1"
    case hmacSha1Hex = "hmac_sha1_hex"
    case hmacSha1Base64 = "hmac_sha1_base64"
    case hmacSha256 = "hmac_sha256"
    case hmacSha256Hex = "hmac_sha256_hex"
    case hmacSha256Base64 = "hmac_sha256_base64"
    case hmacSha512 = "hmac_sha512"
    case urlEscape = "url_escape"
    case urlParamEscape = "url_param_escape"
    case jsonEscape = "json_escape"
    case jsonParse = "json_parse"
    case asJsonString = "as_json_string"
    case numberWithDelimiter = "number_with_delimiter"
    case money
    case propertyAccessor = "property_accessor"
    case timeZone = "time_zone"

    /// The positional arguments it takes (a keyword argument counts as one more, as Ruby passes a hash).
    var arity: ClosedRange<Int> {
        switch self {
        case .capitalize, .downcase, .upcase, .escape, .h, .escapeOnce, .newlineToBr, .strip, .stripHtml, .stripNewlines,
             .urlEncode, .urlDecode, .base64Encode, .base64Decode, .base64UrlSafeEncode, .base64UrlSafeDecode,
             .first, .last, .reverse, .size, .abs, .ceil, .floor, .md5, .sha1, .sha2, .urlEscape, .urlParamEscape,
             .jsonEscape, .jsonParse, .asJsonString, .numberWithDelimiter, .money:
            return 0...0
        case .join, .compact, .sort, .sortNatural, .uniq, .sum, .round:
            return 0...1
        case .truncate, .truncatewords:
            return 0...2
        case .append, .prepend, .remove, .removeFirst, .removeLast, .split, .concat, .map, .plus, .minus, .times,
             .modulo, .atLeast, .atMost, .dividedBy, .date, .hmacSha1, .hmacSha1Hex, .hmacSha1Base64, .hmacSha256,
             .hmacSha256Hex, .hmacSha256Base64, .hmacSha512, .propertyAccessor, .timeZone, .index:
            return 1...1
        case .replace, .replaceFirst, .slice, .where:
            return 1...2
        case .replaceLast:
            return 2...2
        case .default:
            return 0...2
        }
    }

    /// Work units a call costs beyond visiting it and the bytes it moves. Parsing a date, finding a
    /// time zone or doing decimal math takes microseconds on a few bytes, so without a weight a
    /// chain of them could run many times longer than any other template within one budget.
    var weight: Int {
        switch self {
        case .date, .timeZone: return 256
        case .plus, .minus, .times, .dividedBy, .modulo, .round, .money, .sum: return 128
        default: return 0
        }
    }

    /// Filters Braze marks unsupported (docs "Filters" page), plus the Liquid 5.8 search filters that arrived
    /// together with `find_index`, which Braze marks unsupported (an inference: Braze predates them).
    static let unsupported: Set<String> = [
        "lstrip", "rstrip", "camelize", "camelcase", "handleize", "handle", "pluralize", "money_with_currency",
        "money_without_currency", "money_without_trailing_zeros", "format_address", "highlight", "find_index", "find",
        "has", "reject",
        "color_to_rgb", "color_to_hsl", "color_to_hex", "color_extract", "color_brightness", "color_modify",
        "color_lighten", "color_darken", "color_saturate", "color_desaturate", "color_mix", "color_contrast",
        "color_difference", "brightness_difference", "hex_to_rgba",
        "font_modify", "font_face", "font_url",
    ]

    private static let byName: [String: Filter] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// The filter named `name`, or the error a template with it deserves.
    static func lookup(_ name: String, at offset: Int) throws(SourceError) -> Filter {
        if let filter = byName[name] { return filter }
        if unsupported.contains(name) {
            throw SourceError(LiquidErrorCode.unsupported, "filter '\(name)' is not supported by Braze", at: offset)
        }
        var message = "unknown filter '\(name)'"
        if let suggestion = NameSuggester.suggest(name, among: allCases.map(\.rawValue)) {
            message += "; did you mean '\(suggestion)'?"
        }
        throw SourceError(LiquidErrorCode.unknownFilter, message, at: offset)
    }

    /// Checks the argument count; keyword arguments are only real keywords for `default` (allow_false).
    func checkArity(positional: Int, keywords: [String], name: String, at offset: Int) throws(SourceError) {
        var count = positional
        if self == .default {
            if let unknown = keywords.first(where: { $0 != "allow_false" }) {
                throw SourceError(LiquidErrorCode.arguments, "filter 'default' has no option '\(unknown)'", at: offset)
            }
        } else if !keywords.isEmpty {
            count += 1
        }
        guard !arity.contains(count) else { return }
        let expected: String
        if arity.lowerBound == arity.upperBound {
            expected = arity.lowerBound == 0 ? "no arguments" : "\(arity.lowerBound) argument\(arity.lowerBound == 1 ? "" : "s")"
        } else {
            expected = "\(arity.lowerBound) to \(arity.upperBound) arguments"
        }
        throw SourceError(LiquidErrorCode.arguments, "filter '\(name)' takes \(expected), got \(count)", at: offset)
    }
}
