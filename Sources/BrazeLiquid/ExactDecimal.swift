/// A decimal held exactly as `significand × 10^exponent` in 128 bits: Ruby's BigDecimal for the
/// numbers a push's math meets, in integer arithmetic.
///
/// Liquid does float math in BigDecimal (`10.1 | plus: 2.2` is `12.3`, not `12.299999999999999`).
/// Foundation's `Decimal` gives the same answers but costs tens of microseconds an operation in
/// string round trips, so a template of chained filters could spend seconds inside one render's
/// budget. Every operation here is a few integer instructions; one whose exact result needs more
/// than 36 digits returns nil and the caller falls back to binary floating point, which differs
/// from the exact result by at most the last bit of a float there.
struct ExactDecimal: Equatable {
    var significand: Int128
    var exponent: Int

    /// Results stay below this, so that aligning and rounding never overflow 128 bits (≈ 1.7e38).
    private static let bound: Int128 = power(36)

    init(significand: Int128, exponent: Int) {
        self.significand = significand
        self.exponent = exponent
    }

    init(_ value: Int) {
        self.init(significand: Int128(value), exponent: 0)
    }

    /// The shortest digits that read back as `value` (Ruby's `BigDecimal(float.to_s)`); nil for
    /// infinities and NaN.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        // `description` is the shortest round-trip form: `1.5`, `1e-05`, `1.2345e+20`, `-0.0`.
        var significand: Int128 = 0
        var exponent = 0
        var afterPoint = false
        var negative = false
        var exponentValue = 0
        var exponentNegative = false
        var inExponent = false
        for byte in value.description.utf8 {
            switch byte {
            case UInt8(ascii: "-"):
                if inExponent { exponentNegative = true } else { negative = true }
            case UInt8(ascii: "+"):
                continue
            case UInt8(ascii: "."):
                afterPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                inExponent = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                if inExponent {
                    exponentValue = exponentValue * 10 + digit
                } else {
                    significand = significand * 10 + Int128(digit)
                    if afterPoint { exponent -= 1 }
                }
            default:
                return nil
            }
        }
        exponent += exponentNegative ? -exponentValue : exponentValue
        self.init(significand: negative ? -significand : significand, exponent: exponent)
    }

    /// The nearest float, as reading the decimal text would give.
    var double: Double {
        // Clinger's fast path: a significand below 2^53 and a power of ten up to 10^22 are both
        // exact floats, so one multiplication or division rounds once, correctly.
        if significand.magnitude < 1 << 53, (-22...22).contains(exponent) {
            let whole = Double(Int64(significand))
            return exponent < 0 ? whole / ExactDecimal.powersOfTen[-exponent] : whole * ExactDecimal.powersOfTen[exponent]
        }
        return Double("\(significand)e\(exponent)") ?? 0
    }

    /// 10^0 … 10^22, every one exact as a float.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    static func + (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal? {
        guard let (a, b, exponent) = aligned(lhs, rhs) else { return nil }
        return checked(a + b, exponent)
    }

    static func - (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal? {
        guard let (a, b, exponent) = aligned(lhs, rhs) else { return nil }
        return checked(a - b, exponent)
    }

    static func * (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal? {
        let (product, overflow) = lhs.significand.multipliedReportingOverflow(by: rhs.significand)
        guard !overflow else { return nil }
        return checked(product, lhs.exponent + rhs.exponent)
    }

    /// The quotient to at least 18 significant digits, with a last digit that keeps an inexact
    /// quotient off the digits either side of it, so the float it reads as is the nearest one.
    static func / (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal? {
        guard rhs.significand != 0, rhs.significand.magnitude < bound.magnitude else { return nil }
        var dividend = lhs.significand
        var exponent = lhs.exponent - rhs.exponent
        while dividend != 0, dividend.magnitude < bound.magnitude {
            dividend *= 10
            exponent -= 1
        }
        var quotient = dividend / rhs.significand
        if dividend % rhs.significand != 0 {
            quotient = quotient * 10 + ((dividend < 0) != (rhs.significand < 0) ? -1 : 1)
            exponent -= 1
        }
        return ExactDecimal(significand: quotient, exponent: exponent)
    }

    /// Ruby's `%`: the remainder takes the divisor's sign. Nil when dividing by zero or too wide.
    func modulo(_ divisor: ExactDecimal) -> ExactDecimal? {
        guard divisor.significand != 0, let (a, b, exponent) = ExactDecimal.aligned(self, divisor) else { return nil }
        var remainder = a % b
        if remainder != 0, (remainder < 0) != (b < 0) { remainder += b }
        return ExactDecimal(significand: remainder, exponent: exponent)
    }

    /// Rounded half away from zero to `places` decimals (negative places round to tens, hundreds…).
    func rounded(places: Int) -> ExactDecimal {
        let dropped = -places - exponent
        guard dropped > 0 else { return self }
        guard dropped <= 36 else { return ExactDecimal(significand: 0, exponent: -places) }
        let scale = ExactDecimal.power(dropped)
        var whole = significand / scale
        let rest = significand % scale
        if rest.magnitude >= (scale / 2).magnitude { whole += significand < 0 ? -1 : 1 }
        return ExactDecimal(significand: whole, exponent: -places)
    }

    /// The significand at `exponent` (not above the current one), or nil when it would pass the bound.
    func scaled(toExponent target: Int) -> Int128? {
        let shift = exponent - target
        guard shift >= 0 else { return nil }
        guard shift > 0 else { return significand }
        guard shift <= 36 else { return significand == 0 ? 0 : nil }
        let (scaled, overflow) = significand.multipliedReportingOverflow(by: ExactDecimal.power(shift))
        return overflow || scaled.magnitude >= ExactDecimal.bound.magnitude ? nil : scaled
    }

    /// Both significands at the smaller exponent, or nil when that would pass the bound.
    private static func aligned(_ lhs: ExactDecimal, _ rhs: ExactDecimal) -> (Int128, Int128, Int)? {
        guard lhs.exponent != rhs.exponent else { return (lhs.significand, rhs.significand, lhs.exponent) }
        let (high, low) = lhs.exponent > rhs.exponent ? (lhs, rhs) : (rhs, lhs)
        let shift = high.exponent - low.exponent
        guard shift <= 36, low.significand.magnitude < bound.magnitude else { return nil }
        let (scaled, overflow) = high.significand.multipliedReportingOverflow(by: power(shift))
        guard !overflow, scaled.magnitude < bound.magnitude else { return nil }
        return lhs.exponent > rhs.exponent ? (scaled, low.significand, low.exponent) : (low.significand, scaled, low.exponent)
    }

    private static func checked(_ significand: Int128, _ exponent: Int) -> ExactDecimal? {
        significand.magnitude < bound.magnitude ? ExactDecimal(significand: significand, exponent: exponent) : nil
    }

    private static func power(_ n: Int) -> Int128 {
        var result: Int128 = 1
        for _ in 0..<n { result *= 10 }
        return result
    }
}
