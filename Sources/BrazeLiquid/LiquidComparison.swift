/// Liquid's `==`, ordering, `contains` and sorting, following Ruby's rules.
enum LiquidComparison {
    /// Ruby's `==`: numbers by value (1 == 1.0), no coercion between strings and numbers.
    static func equals(_ lhs: LiquidValue, _ rhs: LiquidValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.int(let a), .double(let b)): return Double(a) == b
        case (.double(let a), .int(let b)): return a == Double(b)
        case (.double(let a), .double(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { equals($0, $1) }
        case (.hash(let a), .hash(let b)):
            return a.count == b.count && a.allSatisfy { key, value in b[key].map { equals(value, $0) } ?? false }
        case (.range(let a1, let a2), .range(let b1, let b2)): return a1 == b1 && a2 == b2
        case (.date(let a), .date(let b)): return a.date == b.date
        default: return false
        }
    }

    enum Failure: Error {
        case incomparable(String)
    }

    /// Ordering for `<`, `>`, `<=`, `>=`: nil when Ruby would answer false, an error when Ruby raises
    /// (a string against a number, a time against anything but a time).
    static func order(_ lhs: LiquidValue, _ rhs: LiquidValue) throws(Failure) -> Int? {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return a < b ? -1 : (a > b ? 1 : 0)
        case (.int, .double), (.double, .int), (.double, .double):
            let a = LiquidNumber(lhs).doubleValue
            let b = LiquidNumber(rhs).doubleValue
            return a < b ? -1 : (a > b ? 1 : 0)
        case (.string(let a), .string(let b)): return compareBytes(a, b)
        case (.date(let a), .date(let b)): return a.date < b.date ? -1 : (a.date > b.date ? 1 : 0)
        case (.string, .int), (.string, .double), (.int, .string), (.double, .string),
             (.date, .int), (.date, .double), (.date, .string), (.int, .date), (.double, .date), (.string, .date):
            throw .incomparable("cannot compare \(lhs.inspect) (\(lhs.kindName)) with \(rhs.inspect) (\(rhs.kindName))")
        default:
            return nil
        }
    }

    /// Byte-wise order, as Ruby compares strings.
    static func compareBytes(_ a: String, _ b: String) -> Int {
        var left = a.utf8.makeIterator()
        var right = b.utf8.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case (let x?, let y?): if x != y { return x < y ? -1 : 1 }
            }
        }
    }

    /// `contains`: substring on text (the right side as text), membership in arrays, key in hashes; never with nil or false.
    static func contains(_ lhs: LiquidValue, _ rhs: LiquidValue) -> Bool {
        guard rhs.isTruthy else { return false }
        switch lhs {
        case .string(let text):
            let needle = rhs.textValue
            return StringSearch.contains(text, needle)
        case .array(let items):
            return items.contains { equals($0, rhs) }
        case .hash(let hash):
            if case .string(let key) = rhs { return hash.contains(key: key) }
            return false
        case .range(let from, let to):
            switch rhs {
            case .int(let value): return value >= from && value <= to
            case .double(let value): return value >= Double(from) && value <= Double(to)
            default: return false
            }
        default:
            return false
        }
    }

    /// Ruby's `<=>` for `sort`: nil (an error for the caller) when the values cannot be ordered.
    static func sortOrder(_ lhs: LiquidValue, _ rhs: LiquidValue) -> Int? {
        switch (lhs, rhs) {
        case (.int, .int), (.int, .double), (.double, .int), (.double, .double), (.string, .string), (.date, .date):
            return (try? order(lhs, rhs)) ?? nil
        case (.array(let a), .array(let b)):
            for (x, y) in zip(a, b) {
                guard let result = sortOrder(x, y) else { return nil }
                if result != 0 { return result }
            }
            return a.count < b.count ? -1 : (a.count > b.count ? 1 : 0)
        default:
            return equals(lhs, rhs) ? 0 : nil
        }
    }
}
