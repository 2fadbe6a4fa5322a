import ComposerApp
import Foundation

extension WallClock {
    /// The system's clock and time zone now: read by the runtime, handed to the state with each tick.
    public static func system() -> WallClock {
        WallClock(unixSeconds: Int64(Date().timeIntervalSince1970), utcOffset: TimeZone.current.secondsFromGMT())
    }
}
