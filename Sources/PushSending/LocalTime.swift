import Foundation

/// Times shown to the user: in their time zone, with the zone named, to the second.
public enum LocalTime {
    /// The moments a server may plausibly name: 2001 to 2199. Anything else (a negative reset,
    /// `9223372036854775807`, `1e300`) is a broken or hostile answer, and is not shown as a date.
    static let plausible = 978_307_200.0...7_258_118_400.0

    /// `2026-11-23 14:05:09 CET` for a moment.
    public static func describe(_ date: Date, timeZone: TimeZone = .current) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss zzz"
        return formatter.string(from: date)
    }

    /// A server's time in seconds since 1970, described; nil when it cannot be a real moment.
    public static func describe(secondsSince1970 seconds: Double, timeZone: TimeZone = .current) -> String? {
        guard seconds.isFinite, plausible.contains(seconds) else { return nil }
        return describe(Date(timeIntervalSince1970: seconds), timeZone: timeZone)
    }

    /// A server's time in milliseconds since 1970 (APNs' 410 timestamp), described; nil when it cannot be a real moment.
    public static func describe(millisecondsSince1970 milliseconds: Int64, timeZone: TimeZone = .current) -> String? {
        describe(secondsSince1970: Double(milliseconds) / 1000, timeZone: timeZone)
    }
}
