import TextFormats
import Foundation

/// Applies one filter to a value; arity was checked when the template was parsed.
enum FilterLibrary {
    static func apply(
        _ filter: Filter, to input: LiquidValue, _ arguments: [LiquidValue], keywords: [(String, LiquidValue)], now: Date
    ) throws(FilterFailure) -> LiquidValue {
        // Ruby passes keyword arguments as one trailing hash; only `default` reads them by name.
        var arguments = arguments
        if filter != .default, !keywords.isEmpty { arguments.append(.hash(LiquidHash(keywords))) }
        func argument(_ index: Int) -> LiquidValue { index < arguments.count ? arguments[index] : .null }
        func optional(_ index: Int) -> LiquidValue? { index < arguments.count ? arguments[index] : nil }

        switch filter {
        // Strings
        case .append: return .string(input.textValue + argument(0).textValue)
        case .prepend: return .string(argument(0).textValue + input.textValue)
        case .capitalize: return StringFilters.capitalize(input)
        case .downcase: return .string(input.textValue.lowercased())
        case .upcase: return .string(input.textValue.uppercased())
        case .escape, .h: return StringFilters.escape(input)
        case .escapeOnce: return StringFilters.escapeOnce(input)
        case .newlineToBr: return StringFilters.replaceNewlines(input, with: "<br />\n")
        case .stripNewlines: return StringFilters.replaceNewlines(input, with: "")
        case .remove: return try StringFilters.replace(input, argument(0), .string(""), .all)
        case .removeFirst: return try StringFilters.replace(input, argument(0), .string(""), .first)
        case .removeLast: return try StringFilters.replace(input, argument(0), .string(""), .last)
        case .replace: return try StringFilters.replace(input, argument(0), argument(1), .all)
        case .replaceFirst: return try StringFilters.replace(input, argument(0), argument(1), .first)
        case .replaceLast: return try StringFilters.replace(input, argument(0), argument(1), .last)
        case .slice: return try StringFilters.slice(input, argument(0), optional(1))
        case .split: return try StringFilters.split(input, argument(0))
        case .strip: return StringFilters.strip(input)
        case .stripHtml: return StringFilters.stripHtml(input)
        case .truncate: return try StringFilters.truncate(input, arguments)
        case .truncatewords: return try StringFilters.truncateWords(input, arguments)
        case .urlEncode: return EncodingFilters.urlEncode(input)
        case .urlDecode: return try EncodingFilters.urlDecode(input)
        case .base64Encode: return EncodingFilters.base64Encode(input, urlSafe: false)
        case .base64Decode: return try EncodingFilters.base64Decode(input, urlSafe: false)
        case .base64UrlSafeEncode: return EncodingFilters.base64Encode(input, urlSafe: true)
        case .base64UrlSafeDecode: return try EncodingFilters.base64Decode(input, urlSafe: true)
        // Arrays
        case .join: return try ArrayFilters.join(input, optional(0))
        case .first: return ArrayFilters.first(input)
        case .last: return ArrayFilters.last(input)
        case .compact: return try ArrayFilters.compact(input, optional(0))
        case .concat: return try ArrayFilters.concat(input, argument(0))
        case .map: return try ArrayFilters.map(input, argument(0))
        case .reverse: return try ArrayFilters.reverse(input)
        case .size: return ArrayFilters.size(input)
        case .sort: return try ArrayFilters.sort(input, optional(0), natural: false)
        case .sortNatural: return try ArrayFilters.sort(input, optional(0), natural: true)
        case .uniq: return try ArrayFilters.uniq(input, optional(0))
        case .where: return try ArrayFilters.where(input, argument(0), optional(1))
        case .sum: return try ArrayFilters.sum(input, optional(0))
        case .index: return try ArrayFilters.index(input, argument(0))
        // Math
        case .abs: return MathFilters.abs(input)
        case .ceil: return MathFilters.ceil(input)
        case .floor: return MathFilters.floor(input)
        case .round: return MathFilters.round(input, optional(0))
        case .plus: return try MathFilters.arithmetic(.add, input, argument(0))
        case .minus: return try MathFilters.arithmetic(.subtract, input, argument(0))
        case .times: return try MathFilters.arithmetic(.multiply, input, argument(0))
        case .dividedBy: return try MathFilters.arithmetic(.divide, input, argument(0))
        case .modulo: return try MathFilters.arithmetic(.modulo, input, argument(0))
        case .atLeast: return MathFilters.bound(input, argument(0), atMost: false)
        case .atMost: return MathFilters.bound(input, argument(0), atMost: true)
        // Other standard
        case .date: return DateFilters.date(input, argument(0), now: now)
        case .default:
            let allowFalse = keywords.last(where: { $0.0 == "allow_false" })?.1.isTruthy ?? false
            return BrazeFilters.default(input, arguments, allowFalse: allowFalse)
        // Braze
        case .md5: return try EncodingFilters.digest(input, .md5)
        case .sha1: return try EncodingFilters.digest(input, .sha1)
        case .sha2: return try EncodingFilters.digest(input, .sha256)
        case .hmacSha1, .hmacSha1Hex: return try EncodingFilters.hmac(input, key: argument(0), .sha1, base64: false)
        case .hmacSha1Base64: return try EncodingFilters.hmac(input, key: argument(0), .sha1, base64: true)
        case .hmacSha256, .hmacSha256Hex: return try EncodingFilters.hmac(input, key: argument(0), .sha256, base64: false)
        case .hmacSha256Base64: return try EncodingFilters.hmac(input, key: argument(0), .sha256, base64: true)
        case .hmacSha512: return try EncodingFilters.hmac(input, key: argument(0), .sha512, base64: false)
        case .urlEscape: return EncodingFilters.urlEscape(input, escapingAmpersand: false)
        case .urlParamEscape: return EncodingFilters.urlEscape(input, escapingAmpersand: true)
        case .jsonEscape: return .string(JSONWriter.escaped(input.textValue))
        case .jsonParse: return try BrazeFilters.jsonParse(input)
        case .asJsonString: return .string(input.jsonText)
        case .numberWithDelimiter: return BrazeFilters.numberWithDelimiter(input)
        case .money: return BrazeFilters.money(input)
        case .propertyAccessor: return BrazeFilters.propertyAccessor(input, argument(0))
        case .timeZone: return try DateFilters.timeZone(input, argument(0), now: now)
        }
    }
}
