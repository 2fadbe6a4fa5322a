import TextFormats
import Foundation

/// Reads dates the way the `date` filter needs (Ruby's `Time.parse`, for the forms people write):
/// `2021-06-03 17:13:41 UTC`, ISO 8601 with `T`/`Z`/offsets, `March 14, 2016`, `14 Mar 2016 10:00 PM`,
/// `06/03/2021` (month first, as Ruby reads it), RFC 2822. No zone means UTC (Braze's servers).
enum DateTextParser {
    private enum Token: Equatable {
        case number(value: Int, digits: Int)
        case word(String)
        case mark(UInt8)
    }

    private static let monthPrefixes = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let zoneOffsets: [String: Int] = [
        "utc": 0, "gmt": 0, "z": 0, "ut": 0, "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6,
        "pst": -8, "pdt": -7, "cet": 1, "cest": 2, "bst": 1,
    ]

    /// What the `date` and `time_zone` filters accept: a time, "now"/"today", epoch seconds, or date text.
    static func date(from value: LiquidValue, now: Date) -> LiquidDate? {
        switch value {
        case .date(let date): return date
        case .int(let seconds):
            guard seconds.magnitude < 100_000_000_000_000 else { return nil }
            return LiquidDate(date: Date(timeIntervalSince1970: TimeInterval(seconds)))
        case .string(let text):
            let lowered = text.lowercased()
            if lowered.isEmpty { return nil }
            if lowered == "now" || lowered == "today" { return LiquidDate(date: now) }
            if lowered.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                guard lowered.utf8.count <= 14, let seconds = Int(lowered) else { return nil }
                return LiquidDate(date: Date(timeIntervalSince1970: TimeInterval(seconds)))
            }
            return parse(lowered, now: now)
        default:
            return nil
        }
    }

    private static func tokenize(_ text: String) -> [Token] {
        var tokens: [Token] = []
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                var value = 0
                var digits = 0
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                    if digits < 15 { value = value * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                    digits += 1
                    index += 1
                }
                tokens.append(.number(value: value, digits: digits))
            } else if byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") {
                let start = index
                while index < bytes.count, bytes[index] >= UInt8(ascii: "a"), bytes[index] <= UInt8(ascii: "z") { index += 1 }
                tokens.append(.word(String(decoding: bytes[start..<index], as: UTF8.self)))
            } else {
                if !TemplateScanner.isWhitespace(byte) { tokens.append(.mark(byte)) }
                index += 1
            }
        }
        return tokens
    }

    private static func parse(_ text: String, now: Date) -> LiquidDate? {
        var tokens = tokenize(text).map { Optional($0) }
        var hour = 0, minute = 0, second = 0
        var fraction = 0.0
        var foundTime = false
        var offset: Int?
        var zoneName: String?

        func number(_ index: Int) -> (value: Int, digits: Int)? {
            guard index >= 0, index < tokens.count, case .number(let value, let digits)? = tokens[index] else { return nil }
            return (value, digits)
        }
        func mark(_ index: Int) -> UInt8? {
            guard index >= 0, index < tokens.count, case .mark(let byte)? = tokens[index] else { return nil }
            return byte
        }
        func word(_ index: Int) -> String? {
            guard index >= 0, index < tokens.count, case .word(let text)? = tokens[index] else { return nil }
            return text
        }

        // The time: H:MM[:SS[.fff]] [am|pm] [zone].
        for index in tokens.indices where !foundTime {
            guard let h = number(index), h.digits <= 2, mark(index + 1) == UInt8(ascii: ":"), let m = number(index + 2), m.digits == 2
            else { continue }
            foundTime = true
            hour = h.value
            minute = m.value
            var end = index + 3
            if mark(end) == UInt8(ascii: ":"), let s = number(end + 1), s.digits == 2 {
                second = s.value
                end += 2
                if mark(end) == UInt8(ascii: "."), let f = number(end + 1) {
                    fraction = Double(f.value) / pow(10, Double(min(f.digits, 15)))
                    end += 2
                }
            }
            if let meridian = word(end), meridian == "am" || meridian == "pm" {
                if meridian == "pm", hour < 12 { hour += 12 }
                if meridian == "am", hour == 12 { hour = 0 }
                end += 1
            }
            for position in index..<end { tokens[position] = nil }
            // A numeric offset right after the time: +02:00, -0700, +05.
            if let sign = mark(end), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), let hours = number(end + 1),
               hours.digits == 2 || hours.digits == 4
            {
                var seconds = hours.digits == 4 ? (hours.value / 100) * 3600 + (hours.value % 100) * 60 : hours.value * 3600
                var consumed = 2
                if hours.digits == 2, mark(end + 2) == UInt8(ascii: ":"), let minutes = number(end + 3), minutes.digits == 2 {
                    seconds += minutes.value * 60
                    consumed = 4
                }
                offset = sign == UInt8(ascii: "-") ? -seconds : seconds
                zoneName = RubyFormat.offset(offset ?? 0, colon: true)
                for position in end..<(end + consumed) { tokens[position] = nil }
            }
        }
        // A zone word anywhere: UTC, GMT, Z, EST, …
        if offset == nil {
            for index in tokens.indices {
                if let text = word(index), let hours = zoneOffsets[text] {
                    offset = hours * 3600
                    zoneName = hours == 0 ? "UTC" : text.uppercased()
                    tokens[index] = nil
                    break
                }
            }
        }

        // The date.
        var year: Int?, month: Int?, day: Int?
        for index in tokens.indices where year == nil {
            guard let first = number(index), let separator = mark(index + 1),
                  separator == UInt8(ascii: "-") || separator == UInt8(ascii: "/") || separator == UInt8(ascii: "."),
                  let second = number(index + 2)
            else { continue }
            let third = mark(index + 3) == separator ? number(index + 4) : nil
            if first.digits == 4 {
                (year, month, day) = (first.value, second.value, third?.value ?? 1)
            } else if let third, third.digits == 4 || third.digits == 2, first.digits <= 2, second.digits <= 2 {
                if separator == UInt8(ascii: "/") {
                    (year, month, day) = (third.value, first.value, second.value)
                } else {
                    (year, month, day) = (third.value, second.value, first.value)
                }
            } else {
                continue
            }
            for position in index..<min(tokens.count, index + (third == nil ? 3 : 5)) { tokens[position] = nil }
        }
        if year == nil {
            if let monthIndex = tokens.indices.first(where: { index in
                guard let text = word(index), text.count >= 3 else { return false }
                return monthPrefixes.contains(String(text.prefix(3)))
            }), let text = word(monthIndex) {
                month = (monthPrefixes.firstIndex(of: String(text.prefix(3))) ?? 0) + 1
                tokens[monthIndex] = nil
                for index in tokens.indices {
                    guard let value = number(index) else { continue }
                    if value.digits >= 3 || (day != nil && year == nil) {
                        if year == nil { year = value.value }
                    } else if day == nil, value.value >= 1, value.value <= 31 {
                        day = value.value
                    } else if year == nil {
                        year = value.value
                    }
                    tokens[index] = nil
                }
            } else if let index = tokens.indices.first(where: { number($0)?.digits == 8 }), let compact = number(index) {
                (year, month, day) = (compact.value / 10000, (compact.value / 100) % 100, compact.value % 100)
            }
        }

        guard foundTime || month != nil else { return nil }
        let nowTime = CivilTime(epochSeconds: Int(now.timeIntervalSince1970.rounded(.down)), utcOffset: offset ?? 0)
        var resolvedYear = year ?? nowTime.year
        if let digits = year, digits < 100 { resolvedYear = digits >= 69 ? 1900 + digits : 2000 + digits }
        let resolvedMonth = month ?? nowTime.month
        let resolvedDay = day ?? (month == nil ? nowTime.day : 1)
        guard Swift.abs(resolvedYear) <= 1_000_000, (1...12).contains(resolvedMonth), resolvedDay >= 1,
              resolvedDay <= CivilDate.daysInMonth(year: resolvedYear, month: resolvedMonth),
              (0...24).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        let days = CivilDate.days(year: resolvedYear, month: resolvedMonth, day: resolvedDay)
        let local = days * 86_400 + hour * 3600 + minute * 60 + second
        let seconds = Double(local - (offset ?? 0)) + fraction
        return LiquidDate(date: Date(timeIntervalSince1970: seconds), utcOffset: offset ?? 0, zoneName: zoneName ?? "UTC")
    }
}
