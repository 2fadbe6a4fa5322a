import Foundation

/// A point in time and the UTC offset it is shown in, as a Ruby `Time` is.
public struct LiquidDate: Sendable, Equatable {
    /// The instant.
    public var date: Date
    /// Seconds east of UTC used when printing.
    public var utcOffset: Int
    /// The zone's name for `%Z` ("UTC", or what the system time zone database calls it).
    public var zoneName: String

    /// A time shown in UTC.
    public init(date: Date) {
        self.init(date: date, utcOffset: 0, zoneName: "UTC")
    }

    /// A time shown at a given offset.
    public init(date: Date, utcOffset: Int, zoneName: String) {
        self.date = date
        // Real offsets stay within a day; clamping keeps calendar arithmetic safe for any caller.
        self.utcOffset = max(-86_400, min(utcOffset, 86_400))
        self.zoneName = zoneName
    }

    /// Whole seconds since 1970 (floored, as Ruby's `Time#to_i`); 0 for instants beyond any calendar.
    var epochSeconds: Int {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite, Swift.abs(seconds) < 1e15 else { return 0 }
        return Int(seconds)
    }
}
