import TextFormats

/// A number as Liquid's math filters see it: an integer, or a decimal (Ruby's BigDecimal, which Liquid uses
/// for every float so that `10.1 | plus: 2.2` is `12.3`). Decimal results come back as floats.
enum LiquidNumber: Sendable {
    case integer(Int)
    case decimal(Double)

    /// Liquid's `Utils.to_number`: floats and "1.5" become decimals, other text is read as Ruby's `to_i`, the rest is 0.
    init(_ value: LiquidValue) {
        switch value {
        case .int(let number): self = .integer(number)
        case .double(let number): self = .decimal(number)
        case .string(let text): self = LiquidNumber.parse(text)
        case .date(let date): self = .integer(date.epochSeconds)
        default: self = .integer(0)
        }
    }

    static func parse(_ text: String) -> LiquidNumber {
        let trimmed = text.trimmingWhitespace()
        if isDecimalText(trimmed), let number = Double(trimmed) { return .decimal(number) }
        return .integer(rubyToInteger(text))
    }

    /// `/\A-?\d+\.\d+\z/`.
    private static func isDecimalText(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return false }
        let whole = bytes[..<dot]
        let fraction = bytes[(dot + 1)...]
        let isDigit: (UInt8) -> Bool = { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        return !whole.isEmpty && !fraction.isEmpty && whole.allSatisfy(isDigit) && fraction.allSatisfy(isDigit)
    }

    /// Ruby's `String#to_i`: optional leading whitespace and sign, then digits (underscores between them); stops at anything else.
    static func rubyToInteger(_ text: String) -> Int {
        var bytes = Array(text.utf8)[...]
        while let first = bytes.first, TemplateScanner.isWhitespace(first) { bytes = bytes.dropFirst() }
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        var value = 0
        var previousWasDigit = false
        for byte in bytes {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                let (multiplied, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (added, overflow2) = multiplied.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
                if overflow1 || overflow2 { return negative ? Int.min : Int.max }
                value = added
                previousWasDigit = true
            } else if byte == UInt8(ascii: "_"), previousWasDigit {
                previousWasDigit = false
            } else {
                break
            }
        }
        return negative ? -value : value
    }

    var doubleValue: Double {
        switch self {
        case .integer(let number): return Double(number)
        case .decimal(let number): return number
        }
    }

    var value: LiquidValue {
        switch self {
        case .integer(let number): return .int(number)
        case .decimal(let number): return .double(number)
        }
    }

    /// The exact decimal Ruby's `BigDecimal(float.to_s)` would hold; nil for infinities and NaN.
    private var exact: ExactDecimal? {
        switch self {
        case .integer(let number): return ExactDecimal(number)
        case .decimal(let number): return ExactDecimal(number)
        }
    }

    enum Operation {
        case add, subtract, multiply, divide, modulo
    }

    struct DivisionByZero: Error {}

    /// Applies an operation the way Ruby does: integer math stays integer (division floors), anything with a
    /// decimal is computed exactly in decimal and returned as a float.
    static func apply(_ operation: Operation, _ lhs: LiquidNumber, _ rhs: LiquidNumber) throws(DivisionByZero) -> LiquidValue {
        if case .integer(let a) = lhs, case .integer(let b) = rhs {
            switch operation {
            case .add:
                let (result, overflow) = a.addingReportingOverflow(b)
                return overflow ? .double(Double(a) + Double(b)) : .int(result)
            case .subtract:
                let (result, overflow) = a.subtractingReportingOverflow(b)
                return overflow ? .double(Double(a) - Double(b)) : .int(result)
            case .multiply:
                let (result, overflow) = a.multipliedReportingOverflow(by: b)
                return overflow ? .double(Double(a) * Double(b)) : .int(result)
            case .divide:
                guard b != 0 else { throw DivisionByZero() }
                if a == Int.min, b == -1 { return .double(-Double(a)) }
                return .int(CivilDate.floorDivide(a, b))
            case .modulo:
                guard b != 0 else { throw DivisionByZero() }
                if b == -1 { return .int(0) }
                let remainder = a % b
                return .int(remainder != 0 && (remainder < 0) != (b < 0) ? remainder + b : remainder)
            }
        }
        // A decimal divisor of zero divides as Ruby's BigDecimal does: Infinity, -Infinity or NaN,
        // as Shopify's `{{ 1.0 | divided_by: 0.0 }}` gives; only whole numbers raise.
        if operation == .divide, rhs.doubleValue == 0 { return .double(lhs.doubleValue / rhs.doubleValue) }
        if operation == .modulo, rhs.doubleValue == 0 { throw DivisionByZero() }
        let exact: ExactDecimal?
        if let a = lhs.exact, let b = rhs.exact {
            switch operation {
            case .add: exact = a + b
            case .subtract: exact = a - b
            case .multiply: exact = a * b
            case .divide: exact = a / b
            case .modulo: exact = a.modulo(b)
            }
        } else {
            exact = nil
        }
        return .double(exact?.double ?? doubleOperation(operation, lhs.doubleValue, rhs.doubleValue))
    }

    private static func doubleOperation(_ operation: Operation, _ a: Double, _ b: Double) -> Double {
        switch operation {
        case .add: return a + b
        case .subtract: return a - b
        case .multiply: return a * b
        case .divide: return a / b
        case .modulo:
            let remainder = a.truncatingRemainder(dividingBy: b)
            return remainder != 0 && (remainder < 0) != (b < 0) ? remainder + b : remainder
        }
    }

    /// Rounds half away from zero to `places` decimals (negative places round to tens, hundreds…).
    static func round(_ number: LiquidNumber, places: Int) -> LiquidValue {
        switch number {
        case .integer(let value):
            guard places < 0 else { return .int(value) }
            let exponent = min(-places, 18)
            var scale = 1
            for _ in 0..<exponent { scale *= 10 }
            let rounded = (Double(value) / Double(scale)).rounded(.toNearestOrAwayFromZero) * Double(scale)
            return Swift.abs(rounded) < 9e18 ? .int(Int(rounded)) : .double(rounded)
        case .decimal(let value):
            guard let exact = number.exact else { return .double(value) }
            let double = exact.rounded(places: places).double
            if places <= 0 {
                return Swift.abs(double) < 9e18 ? .int(Int(double)) : .double(double)
            }
            return .double(double)
        }
    }
}
