import Foundation

/// Times shown to the user: in their time zone, with the zone named, to the second.
public enum LocalTime {
    /// `2026-11-23 14:05:09 CET` for a moment.
    public static func describe(_ date: Date, timeZone: TimeZone = .current) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss zzz"
        return formatter.string(from: date)
    }
}
