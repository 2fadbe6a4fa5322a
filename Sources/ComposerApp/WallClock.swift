/// The time of day as people read it: UNIX seconds and the local offset from UTC, for expiry
/// shorthands ("tomorrow 9:00") and `expiry.past`.
public struct WallClock: Sendable, Equatable {
    /// Seconds since 1970, UTC.
    public var unixSeconds: Int64
    /// The local offset from UTC in seconds (7200 for UTC+2).
    public var utcOffset: Int

    /// A given time.
    public init(unixSeconds: Int64, utcOffset: Int) {
        self.unixSeconds = unixSeconds
        self.utcOffset = utcOffset
    }
}
