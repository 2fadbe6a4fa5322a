import Foundation

/// `date` (strftime, with "now"/"today" and `%s`) and Braze's `time_zone`.
enum DateFilters {
    static func date(_ input: LiquidValue, _ format: LiquidValue, now: Date) -> LiquidValue {
        let pattern = format.textValue
        if pattern.isEmpty { return input }
        guard let date = DateTextParser.date(from: input, now: now) else { return input }
        return .string(Strftime.format(date, pattern))
    }

    /// Shows a time in another zone; an unset zone (nil or empty) leaves it in UTC, an unknown one is an error.
    static func timeZone(_ input: LiquidValue, _ zone: LiquidValue, now: Date) throws(FilterFailure) -> LiquidValue {
        guard let date = DateTextParser.date(from: input, now: now) else { return input }
        if case .null = zone { return .date(date) }
        if case .string(let name) = zone, name.trimmingWhitespace().isEmpty { return .date(date) }
        guard let resolved = TimeZoneResolver.resolve(zone) else {
            // The value comes from a user's profile: only its start is quoted.
            let shown = zone.inspect
            throw FilterFailure("unknown time zone \(shown.count > 66 ? String(shown.prefix(64)) + "…" : shown)")
        }
        return .date(TimeZoneResolver.convert(date, to: resolved))
    }
}
