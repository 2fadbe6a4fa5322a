import BrazeLiquid
import Foundation
import TestSupport
import Testing

/// Float math is Ruby's BigDecimal: exact in decimal, then read back as a float. The engine does it
/// in 128-bit integers; Foundation's Decimal, slow but exact to 38 digits, is the oracle here.
@Suite("decimal math")
struct DecimalMathTests {
    @Test("sums, products, quotients and remainders as Ruby's BigDecimal gives them", arguments: [
        ("{{ 10.1 | plus: 2.2 }}", "12.3"),
        ("{{ 0.1 | times: 3 }}", "0.3"),
        ("{{ 1.1 | minus: 2.2 }}", "-1.1"),
        ("{{ 10 | divided_by: 3.0 }}", "3.3333333333333335"),
        ("{{ 2.0 | divided_by: 3 }}", "0.6666666666666666"),
        ("{{ -7.5 | modulo: 2 }}", "0.5"),
        ("{{ 7.5 | modulo: -2 }}", "-0.5"),
        ("{{ 100.5 | modulo: 7.16 }}", "0.26"),
        ("{{ 2.675 | round: 2 }}", "2.68"),
        ("{{ -2.5 | round }}", "-3"),
        ("{{ 1234.5 | round: -2 }}", "1200"),
        ("{{ 123456789.123 | plus: 0.000000001 }}", "123456789.123"),
        ("{{ 0.1 | plus: 0.2 }}", "0.3"),
        ("{{ 145 | divided_by: 100.00 | money }}", "1.45"),
        ("{{ 1234567.891 | money }}", "1,234,567.89"),
        ("{{ -1234.5 | money }}", "-1,234.50"),
        ("{{ 0.004 | money }}", "0.00"),
    ])
    func knownResults(source: String, expected: String) {
        #expect(TestRender.text(source) == expected)
    }

    @Test("random prices and rates agree with exact decimal arithmetic")
    func agreesWithFoundationDecimal() throws {
        var generator = SeededGenerator(seed: 0x5EED_0F_DEC1)
        let operations: [(filter: String, apply: (Decimal, Decimal) -> Decimal)] = [
            ("plus", { $0 + $1 }), ("minus", { $0 - $1 }), ("times", { $0 * $1 }), ("divided_by", { $0 / $1 }),
        ]
        for _ in 0..<400 {
            let a = generator.decimalText()
            let b = generator.decimalText()
            for operation in operations {
                guard let x = Decimal(string: a), let y = Decimal(string: b), !(operation.filter == "divided_by" && y == 0) else { continue }
                let expected = try #require(Double(operation.apply(x, y).description))
                let rendered = TestRender.text("{{ \(a) | \(operation.filter): \(b) }}")
                #expect(Double(rendered.replacingOccurrences(of: "e+", with: "e")) == expected, "\(a) \(operation.filter) \(b)")
            }
            guard let x = Decimal(string: a) else { continue }
            var value = x
            var rounded = Decimal()
            NSDecimalRound(&rounded, &value, 2, .plain)
            #expect(Double(TestRender.text("{{ \(a) | round: 2 }}")) == Double(rounded.description), "\(a) round 2")
            if rounded != 0 { #expect(TestRender.text("{{ \(a) | money }}") == Self.money(rounded), "\(a) money") }
        }
    }
}

extension DecimalMathTests {
    /// `-1,234.50`: the rounded amount with two decimals and a comma every three whole digits.
    static func money(_ rounded: Decimal) -> String {
        var text = rounded.description
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        var whole = String(parts[0])
        var grouped = ""
        while whole.count > 3 {
            grouped = "," + whole.suffix(3) + grouped
            whole.removeLast(3)
        }
        let fraction = (parts.count > 1 ? String(parts[1]) : "") + "00"
        return (negative ? "-" : "") + whole + grouped + "." + fraction.prefix(2)
    }
}

/// Decimal text from the suite's reproducible generator, so a failure names inputs that come back.
extension SeededGenerator {
    /// `-123.45`, `0.005`, `98765.4321`: up to six whole and four fraction digits, always with a point.
    mutating func decimalText() -> String {
        let whole = next() % 1_000_000 / UInt64(pow(10, Double(next() % 6)))
        let places = Int(next() % 4) + 1
        let fraction = String(next() % UInt64(pow(10, Double(places))))
        let padded = String(repeating: "0", count: places - fraction.count) + fraction
        return (next() % 4 == 0 ? "-" : "") + "\(whole).\(padded)"
    }
}
