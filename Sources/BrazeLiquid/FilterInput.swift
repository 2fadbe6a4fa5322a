/// Liquid's `InputIterator` and argument conversions shared by the filters.
enum FilterInput {
    /// What array filters iterate: arrays flattened, a hash as one element, a range's numbers, nil as nothing,
    /// anything else as a single element.
    static func elements(_ value: LiquidValue) throws(FilterFailure) -> [LiquidValue] {
        switch value {
        case .null: return []
        case .array(let items):
            guard items.contains(where: { if case .array = $0 { return true } else { return false } }) else { return items }
            var flat: [LiquidValue] = []
            try flatten(items, into: &flat, depth: 0)
            return flat
        case .range(let from, let to): return try rangeElements(from, to)
        default: return [value]
        }
    }

    private static func flatten(_ items: [LiquidValue], into flat: inout [LiquidValue], depth: Int) throws(FilterFailure) {
        guard depth < 64 else { throw FilterFailure.limit("arrays nested more than 64 deep") }
        for item in items {
            if case .array(let inner) = item {
                try flatten(inner, into: &flat, depth: depth + 1)
            } else {
                flat.append(item)
            }
        }
    }

    static func rangeElements(_ from: Int, _ to: Int) throws(FilterFailure) -> [LiquidValue] {
        guard to >= from else { return [] }
        let (span, overflow) = to.subtractingReportingOverflow(from)
        guard !overflow, span < RenderLimits.maxArrayCount else {
            throw FilterFailure.limit("range (\(from)..\(to)) has more than \(RenderLimits.maxArrayCount) elements")
        }
        return (from...to).map { .int($0) }
    }

    /// Liquid's `Utils.to_integer`: integers as they are, otherwise the text must be an integer.
    static func integer(_ value: LiquidValue) throws(FilterFailure) -> Int {
        if case .int(let number) = value { return number }
        let text = value.textValue.trimmingWhitespace()
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") || $0 == UInt8(ascii: "_") }),
              let number = Int(text.replacingUnderscores())
        else { throw FilterFailure("invalid integer: \(value.inspect)") }
        return number
    }

    /// `item[property]` as Ruby evaluates it on the items of `map`, `where`, `sort`, `uniq`, `sum`, `compact`.
    static func property(of item: LiquidValue, _ property: LiquidValue) throws(FilterFailure) -> LiquidValue {
        switch item {
        case .hash(let hash):
            if case .string(let key) = property { return hash[key] ?? .null }
            return .null
        case .string(let text):
            // String#[String] is the substring when present.
            guard case .string(let key) = property else {
                if case .null = property { throw FilterFailure("cannot read property nil of a string") }
                return .null
            }
            return StringSearch.contains(text, key) ? .string(key) : .null
        case .int, .array:
            if case .int = property, case .array(let items) = item, case .int(let index) = property {
                let position = index < 0 ? items.count + index : index
                return items.indices.contains(position) ? items[position] : .null
            }
            throw FilterFailure("cannot read property \(property.inspect) of \(item.inspect)")
        default:
            return .null
        }
    }
}
