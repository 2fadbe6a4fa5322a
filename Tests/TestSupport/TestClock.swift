/// A clock the test moves: each read returns the current value.
@MainActor
public final class TestClock {
    public var now: Double
    /// Seconds added on every read, so idle ticks let time pass.
    public var step: Double = 0

    public init(now: Double = 1000) {
        self.now = now
    }

    public func read() -> Double {
        defer { now += step }
        return now
    }
}
