/// How full the byte gauge is. One pair of thresholds: amber over 80 %, red over 100 % (a push
/// at exactly 80 % is still fine).
enum GaugeLevel: Sendable, Hashable {
    case ok, warning, over

    /// The level of a value that is `fraction` of its limit.
    init(fraction: Double) {
        self = fraction > 1 ? .over : fraction > 0.8 ? .warning : .ok
    }
}
