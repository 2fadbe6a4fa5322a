/// How Ruby prints values, which is what Braze's Liquid prints.
enum RubyFormat {
    /// `Float#to_s`: shortest round-trip digits, `1.0` not `1`, exponent form below 1e-4 and from 1e16.
    static func float(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == 0 { return value.sign == .minus ? "-0.0" : "0.0" }
        var text = Swift.abs(value).description
        let negative = value < 0
        var digits: [Character]
        var pointPosition: Int
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            let exponent = Int(text[text.index(after: e)...]) ?? 0
            text = String(text[..<e])
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            digits = Array(parts[0]) + (parts.count > 1 ? Array(parts[1]) : [])
            pointPosition = parts[0].count + exponent
        } else {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            digits = Array(parts[0]) + (parts.count > 1 ? Array(parts[1]) : [])
            pointPosition = parts[0].count
        }
        while let first = digits.first, first == "0", digits.count > 1 {
            digits.removeFirst()
            pointPosition -= 1
        }
        while let last = digits.last, last == "0", digits.count > 1 { digits.removeLast() }
        var result = negative ? "-" : ""
        if pointPosition < -3 || pointPosition > 16 {
            result.append(digits[0])
            result += "."
            result += digits.count > 1 ? String(digits[1...]) : "0"
            let exponent = pointPosition - 1
            result += exponent < 0 ? "e-" : "e+"
            let magnitude = String(Swift.abs(exponent))
            result += magnitude.count < 2 ? "0" + magnitude : magnitude
        } else if pointPosition <= 0 {
            result += "0." + String(repeating: "0", count: -pointPosition) + String(digits)
        } else if pointPosition >= digits.count {
            result += String(digits) + String(repeating: "0", count: pointPosition - digits.count) + ".0"
        } else {
            result += String(digits[..<pointPosition]) + "." + String(digits[pointPosition...])
        }
        return result
    }

    /// `String#inspect`: double quotes and backslash escapes.
    static func inspect(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{0C}": result += "\\f"
            case "\u{0B}": result += "\\v"
            case "\u{08}": result += "\\b"
            case "\u{07}": result += "\\a"
            case "\u{1B}": result += "\\e"
            case "#":
                result += "#"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\x" + hex2(scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func hex2(_ value: UInt32) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(value >> 4) & 0xF], digits[Int(value) & 0xF]])
    }

    /// `Time#to_s`: `2021-06-03 17:13:41 UTC`, or `… -0700` away from UTC.
    static func time(_ date: LiquidDate) -> String {
        let civil = CivilTime(epochSeconds: date.epochSeconds, utcOffset: date.utcOffset)
        var text = "\(pad(civil.year, 4))-\(pad(civil.month, 2))-\(pad(civil.day, 2)) "
        text += "\(pad(civil.hour, 2)):\(pad(civil.minute, 2)):\(pad(civil.second, 2)) "
        if date.utcOffset == 0, date.zoneName == "UTC" { return text + "UTC" }
        return text + offset(date.utcOffset, colon: false)
    }

    static func pad(_ value: Int, _ width: Int, with padding: Character = "0") -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        guard digits.count + sign.count < width else { return sign + digits }
        return sign + String(repeating: padding, count: width - digits.count - sign.count) + digits
    }

    /// `+0530` or `+05:30`.
    static func offset(_ seconds: Int, colon: Bool) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = Int(min(seconds.magnitude, 1_000_000))
        let hours = pad(magnitude / 3600, 2)
        let minutes = pad((magnitude % 3600) / 60, 2)
        return sign + hours + (colon ? ":" : "") + minutes
    }
}
