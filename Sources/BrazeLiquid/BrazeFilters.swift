/// Braze's own filters and Braze's `money`, plus `default`.
enum BrazeFilters {
    /// `default`: nil, false, and empty strings, arrays and hashes are replaced; `allow_false: true` keeps false.
    static func `default`(_ input: LiquidValue, _ arguments: [LiquidValue], allowFalse: Bool) -> LiquidValue {
        let fallback = arguments.first ?? .string("")
        let missing: Bool
        if allowFalse {
            if case .null = input { missing = true } else { missing = false }
        } else {
            missing = !input.isTruthy
        }
        if missing { return fallback }
        switch input {
        case .string(let text) where text.isEmpty: return fallback
        case .array(let items) where items.isEmpty: return fallback
        case .hash(let hash) where hash.isEmpty: return fallback
        default: return input
        }
    }

    /// `money` as Braze defines it: the number with two decimals (`145` → `145.00`, not Shopify's cents) and a
    /// comma every three digits (an inference from Rails' `number_to_currency`, which Braze's Ruby stack has).
    static func money(_ input: LiquidValue) -> LiquidValue {
        if case .null = input { return .string("") }
        let number = LiquidNumber(input)
        // Up to 15 digits a decimal and the float nearest it print alike, so cents need no float
        // (zero keeps the float path, which knows Ruby's -0.0).
        if let cents = ExactDecimal(number.doubleValue)?.rounded(places: 2).scaled(toExponent: -2),
           cents != 0, cents.magnitude < 1_000_000_000_000_000 {
            let fraction = String(cents.magnitude % 100)
            let whole = delimit(String(cents.magnitude / 100))
            return .string((cents < 0 ? "-" : "") + whole + "." + (fraction.count < 2 ? "0" : "") + fraction)
        }
        let rounded = LiquidNumber.round(.decimal(number.doubleValue), places: 2)
        var text: String
        switch rounded {
        case .int(let whole): text = "\(whole).00"
        case .double(let value): text = RubyFormat.float(value)
        default: text = "0.00"
        }
        // Exponent forms and Infinity/NaN have no digits to group.
        guard !text.contains("e"), !text.contains("N"), !text.contains("I") else { return .string(text) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        var fraction = parts.count > 1 ? String(parts[1]) : "00"
        while fraction.count < 2 { fraction += "0" }
        return .string(delimit(String(parts[0])) + "." + fraction.prefix(2))
    }

    /// `number_with_delimiter`: commas in the whole part of a number (`123456` → `123,456`); text that is not a number is kept.
    static func numberWithDelimiter(_ input: LiquidValue) -> LiquidValue {
        let text: String
        switch input {
        case .null: return .string("")
        case .int(let number): text = String(number)
        case .double(let number): text = RubyFormat.float(number)
        case .string(let raw):
            let trimmed = raw.trimmingWhitespace()
            guard !trimmed.isEmpty, Double(trimmed) != nil, !trimmed.contains("e"), !trimmed.contains("E") else { return input }
            text = trimmed
        default: return input
        }
        if text.contains("e") { return .string(text) }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var result = delimit(String(parts[0]))
        if parts.count > 1 { result += "." + parts[1] }
        return .string(result)
    }

    /// `1234567` → `1,234,567` (keeps a leading sign).
    private static func delimit(_ whole: String) -> String {
        var digits = Array(whole)
        var sign = ""
        if let first = digits.first, first == "-" || first == "+" {
            sign = String(first)
            digits.removeFirst()
        }
        var result: [Character] = []
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return sign + String(result)
    }

    static func propertyAccessor(_ input: LiquidValue, _ key: LiquidValue) -> LiquidValue {
        guard case .hash(let hash) = input else { return .null }
        return hash[key.textValue] ?? .null
    }

    static func jsonParse(_ input: LiquidValue) throws(FilterFailure) -> LiquidValue {
        if case .null = input { return .null }
        do {
            return try LiquidValue(jsonText: input.textValue)
        } catch {
            throw FilterFailure("json_parse: \(error.message)")
        }
    }
}
