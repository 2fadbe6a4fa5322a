/// How serious a diagnostic is.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    /// Braze or APNs would reject the push, or it would not show.
    case error
    /// The push goes out, but probably not as intended.
    case warning
    /// Worth knowing; nothing is wrong.
    case info

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .info: 2
        }
    }

    /// Errors sort first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
