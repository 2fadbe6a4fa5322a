import TextFormats
/// Reads what a marketer types for `expiry`: ISO 8601, or "in 2h", "tomorrow 9:00", "today 18:30".
///
/// The clock and the time-zone offset are passed in, so results are reproducible and the composer
/// can use the user's local offset. Output is always a full ISO 8601 date-time that `ISODateTime`
/// reads back to the same instant.
public enum ExpiryShorthand {
    /// What the text means: the ISO string to store and a sentence to show beside the field.
    public struct Result: Sendable, Equatable {
        /// The ISO 8601 date-time to write into `expiry`.
        public var iso: String
        /// The instant, in seconds since 1970-01-01T00:00:00Z.
        public var unixSeconds: Int64
        /// E.g. "Thu 1 Jan 2026, 11:00 UTC (in 2 hours)".
        public var description: String
    }

    /// The hour `tomorrow` alone means: the start of a working day.
    public static let defaultHour = 9

    /// Parses `text` relative to `now` (UNIX seconds) in a zone `offsetSeconds` east of UTC; nil if not understood.
    public static func parse(_ text: String, now: Int64, offsetSeconds: Int) -> Result? {
        // Offsets with seconds cannot be written in ISO 8601's ±HH:MM; real zones use whole minutes.
        guard offsetSeconds % 60 == 0, abs(offsetSeconds) < 24 * 3600 else { return nil }
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else { return nil }
        if let value = ISODateTime.parse(trimmed) {
            // Kept as typed: it is already valid, and the marketer's own spelling stays in the file.
            let zone = value.hasTimeZone ? nil : "no time zone: read as UTC"
            return Result(iso: trimmed, unixSeconds: value.unixSeconds,
                          description: describe(value.unixSeconds, now: now, offsetSeconds: offsetSeconds, note: zone))
        }
        let words = trimmed.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let target = relative(words, now: now) ?? calendarDay(words, now: now, offsetSeconds: offsetSeconds) else {
            return nil
        }
        return Result(iso: isoString(unixSeconds: target, offsetSeconds: offsetSeconds), unixSeconds: target,
                      description: describe(target, now: now, offsetSeconds: offsetSeconds, note: nil))
    }

    /// Formats an instant as `YYYY-MM-DDTHH:MM:SS` plus `Z` for offset 0, else `±HH:MM`.
    public static func isoString(unixSeconds: Int64, offsetSeconds: Int) -> String {
        let local = unixSeconds + Int64(offsetSeconds)
        let (days, secondOfDay) = floorDivide(local, 86_400)
        let (year, month, day) = CivilDate.date(fromDays: Int(days))
        let time = "\(pad(Int(secondOfDay) / 3600)):\(pad(Int(secondOfDay) / 60 % 60)):\(pad(Int(secondOfDay) % 60))"
        return "\(year < 0 ? "-" : "")\(pad(abs(year), 4))-\(pad(month))-\(pad(day))T\(time)\(zone(offsetSeconds))"
    }

    // MARK: - The forms

    /// Seconds per unit of "in N<unit>", by every spelling accepted.
    private static let units: [String: Int64] = [
        "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
        "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
        "d": 86_400, "day": 86_400, "days": 86_400,
        "w": 604_800, "wk": 604_800, "wks": 604_800, "week": 604_800, "weeks": 604_800,
    ]

    /// "in 2h", "in 2 h", "in 2 hours".
    private static func relative(_ words: [String], now: Int64) -> Int64? {
        guard words.first == "in", words.count == 2 || words.count == 3 else { return nil }
        let amount = words.count == 3 ? words[1] : String(words[1].prefix { $0.isASCII && $0.isNumber })
        let unit = words.count == 3 ? words[2] : String(words[1].dropFirst(amount.count))
        // Six digits at most: more than any real expiry needs, and no overflow below.
        guard !amount.isEmpty, amount.count <= 6, amount.allSatisfy({ $0.isASCII && $0.isNumber }),
              let count = Int64(amount), count > 0, let seconds = units[unit] else { return nil }
        return now + count * seconds
    }

    /// "today 18:30", "tomorrow 9:00", "tomorrow at 9am", "tomorrow".
    private static func calendarDay(_ words: [String], now: Int64, offsetSeconds: Int) -> Int64? {
        guard let first = words.first else { return nil }
        let dayShift: Int64
        switch first {
        case "today": dayShift = 0
        case "tomorrow": dayShift = 1
        default: return nil
        }
        var rest = Array(words.dropFirst())
        if rest.first == "at" { rest.removeFirst() }
        let minuteOfDay: Int
        if rest.isEmpty {
            // "today" alone names no time; "tomorrow" alone means the start of its working day.
            guard dayShift == 1, words.count == 1 else { return nil }
            minuteOfDay = defaultHour * 60
        } else {
            guard rest.count <= 2, let minutes = clockTime(rest.joined()) else { return nil }
            minuteOfDay = minutes
        }
        let (today, _) = floorDivide(now + Int64(offsetSeconds), 86_400)
        return (today + dayShift) * 86_400 + Int64(minuteOfDay * 60) - Int64(offsetSeconds)
    }

    /// Minutes after midnight for "9:00", "18:30", "9am", "9:30pm", "12am"; nil otherwise.
    static func clockTime(_ text: String) -> Int? {
        var body = Substring(text)
        var meridiem: Int?
        if body.hasSuffix("am") || body.hasSuffix("pm") {
            meridiem = body.hasSuffix("pm") ? 12 : 0
            body = body.dropLast(2)
        }
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              parts[0].count <= 2, parts.count == 1 || parts[1].count == 2,
              var hour = Int(parts[0]), let minute = parts.count == 2 ? Int(parts[1]) : 0, minute < 60 else { return nil }
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + meridiem
        } else {
            // A bare "9" is too easily a typo for a number of hours; a 24-hour time needs its minutes.
            guard parts.count == 2, hour < 24 else { return nil }
        }
        return hour * 60 + minute
    }

    // MARK: - Describing

    private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "Thu 1 Jan 2026, 11:00 UTC (in 2 hours)", in the user's offset.
    static func describe(_ target: Int64, now: Int64, offsetSeconds: Int, note: String?) -> String {
        let (days, secondOfDay) = floorDivide(target + Int64(offsetSeconds), 86_400)
        let (year, month, day) = CivilDate.date(fromDays: Int(days))
        let (_, weekday) = floorDivide(days, 7)
        let zoneName = offsetSeconds == 0 ? "UTC" : zone(offsetSeconds)
        var clock = "\(pad(Int(secondOfDay) / 3600)):\(pad(Int(secondOfDay) / 60 % 60))"
        if secondOfDay % 60 != 0 { clock += ":\(pad(Int(secondOfDay) % 60))" }
        var notes = [span(target - now)]
        if let note { notes.append(note) }
        return "\(weekdays[Int(weekday)]) \(day) \(months[month - 1]) \(year), \(clock) \(zoneName) (\(notes.joined(separator: "; ")))"
    }

    /// "in 2 hours 30 minutes", "now", "already past: 3 days ago".
    static func span(_ seconds: Int64) -> String {
        let magnitude = seconds < 0 ? -seconds : seconds
        guard magnitude >= 60 else { return seconds < 0 ? "already past" : "now" }
        let minutes = magnitude / 60
        let parts: [(Int64, String)]
        if minutes < 60 {
            parts = [(minutes, "minute")]
        } else if minutes < 24 * 60 {
            parts = [(minutes / 60, "hour"), (minutes % 60, "minute")]
        } else {
            parts = [(minutes / 1440, "day"), (minutes / 60 % 24, "hour")]
        }
        let text = parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: " ")
        return seconds < 0 ? "already past: \(text) ago" : "in \(text)"
    }

    // MARK: - Calendar arithmetic

    /// Quotient and remainder rounding towards minus infinity, so instants before 1970 fall on the right day.
    private static func floorDivide(_ a: Int64, _ b: Int64) -> (Int64, Int64) {
        let quotient = Int64(CivilDate.floorDivide(Int(a), Int(b)))
        return (quotient, a - quotient * b)
    }

    /// `Z`, or `+HH:MM` / `-HH:MM`.
    private static func zone(_ offsetSeconds: Int) -> String {
        guard offsetSeconds != 0 else { return "Z" }
        let minutes = abs(offsetSeconds) / 60
        return "\(offsetSeconds < 0 ? "-" : "+")\(pad(minutes / 60)):\(pad(minutes % 60))"
    }

    private static func pad(_ value: Int, _ width: Int = 2) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}

private extension String {
    /// The text without leading and trailing spaces, tabs and newlines (no Foundation in PushCore).
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
