/// How strongly a notification interrupts (iOS 15+).
public enum InterruptionLevel: String, Sendable, CaseIterable {
    case passive
    case active
    case timeSensitive = "time-sensitive"
    case critical

    /// The label row iOS 15+ draws above the title, which takes the relative time from the
    /// title's row; nil for the levels with none.
    public var labelRow: String? {
        switch self {
        case .timeSensitive: "TIME SENSITIVE"
        case .critical: "CRITICAL"
        case .passive, .active: nil
        }
    }

    /// One line on what the level does and what it needs.
    public var explanation: String {
        switch self {
        case .passive: "Delivered quietly: no sound, no vibration, the screen does not light up."
        case .active: "The default: sound and banner, held back by Focus."
        case .timeSensitive: "Breaks through Focus; the app needs the Time Sensitive capability. Not for marketing."
        case .critical: "Plays sound even when muted; needs Apple's Critical Alerts entitlement."
        }
    }
}
