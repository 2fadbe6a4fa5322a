import ComposerApp
import ComposerRuntime
import Foundation
import Testing

/// The runtime reads the local offset through the C library, not Foundation: the two must agree.
@Suite("wall clock")
struct WallClockTests {
    // Noon UTC on 2026-01-15 and 2026-07-15: either side of daylight saving time where there is one.
    @Test("the system clock's offset is Foundation's, in winter and in summer", arguments: [1_768_478_400, 1_784_116_800])
    func agreesWithFoundation(seconds: Int) {
        let clock = WallClock.system(now: time_t(seconds))
        #expect(clock.unixSeconds == Int64(seconds))
        #expect(clock.utcOffset == TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))))
    }
}
