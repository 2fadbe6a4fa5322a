import ComposerApp
import Foundation

extension WallClock {
    /// The system's clock and time zone at `now` (by default, now): read by the runtime, handed
    /// to the state with each tick.
    ///
    /// The offset comes from the C library's own zone rules (`TZ`, `/etc/localtime`), not from
    /// Foundation's `TimeZone`, which loads ICU's time zone data on first use: at launch that
    /// cost more time, and more resident memory, than drawing the first frame.
    public static func system(now: time_t = time(nil)) -> WallClock {
        var clock = now
        var local = tm()
        guard localtime_r(&clock, &local) != nil else { return WallClock(unixSeconds: Int64(now), utcOffset: 0) }
        return WallClock(unixSeconds: Int64(now), utcOffset: local.tm_gmtoff)
    }
}
