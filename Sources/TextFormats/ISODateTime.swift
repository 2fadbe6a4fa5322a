/// Parses the ISO 8601 date-times Braze accepts for `expiry`, without Foundation's formatters.
public enum ISODateTime {
    /// A parsed date-time.
    public struct Value: Sendable, Equatable {
        /// Seconds since 1970-01-01T00:00:00Z.
        public var unixSeconds: Int64
        /// Whether the text named a time zone (`Z` or an offset); without one it is read as UTC.
        public var hasTimeZone: Bool
    }

    /// Parses `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM[:SS[.fff]]` and either with `Z` or `±HH:MM`/`±HHMM`.
    public static func parse(_ text: String) -> Value? {
        let s = Array(text.utf8)
        var i = 0
        func digits(_ n: Int) -> Int? {
            guard i + n <= s.count else { return nil }
            var v = 0
            for k in 0..<n {
                let b = s[i + k]
                guard b >= 48 && b <= 57 else { return nil }
                v = v * 10 + Int(b - 48)
            }
            i += n
            return v
        }
        func take(_ c: Character) -> Bool {
            guard i < s.count, s[i] == c.asciiValue! else { return false }
            i += 1
            return true
        }
        guard let year = digits(4), take("-"), let month = digits(2), take("-"), let day = digits(2),
              (1...12).contains(month), (1...CivilDate.daysInMonth(year: year, month: month)).contains(day) else { return nil }
        var hour = 0, minute = 0, second = 0
        var hasZone = false
        var offset = 0
        if i < s.count {
            guard take("T") || take("t") || take(" ") else { return nil }
            guard let h = digits(2), take(":"), let m = digits(2), h < 24, m < 60 else { return nil }
            hour = h; minute = m
            if take(":") {
                guard let sec = digits(2), sec < 61 else { return nil }
                second = min(sec, 59)
                if take(".") || take(",") {
                    let start = i
                    while i < s.count, s[i] >= 48, s[i] <= 57 { i += 1 }
                    guard i > start else { return nil }
                }
            }
            if take("Z") || take("z") {
                hasZone = true
            } else if i < s.count, s[i] == UInt8(ascii: "+") || s[i] == UInt8(ascii: "-") {
                let sign = s[i] == UInt8(ascii: "-") ? -1 : 1
                i += 1
                guard let oh = digits(2), oh < 24 else { return nil }
                _ = take(":")
                guard let om = digits(2), om < 60 else { return nil }
                offset = sign * (oh * 3600 + om * 60)
                hasZone = true
            }
            guard i == s.count else { return nil }
        }
        let days = CivilDate.days(year: year, month: month, day: day)
        let seconds = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second) - Int64(offset)
        return Value(unixSeconds: seconds, hasTimeZone: hasZone)
    }
}
