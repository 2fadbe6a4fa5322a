/// Which presentation of the notification the card shows.
public enum CardState: String, Sendable, CaseIterable {
    /// On the lock screen: up to 4 body lines.
    case lock
    /// Long-pressed: up to 7 body lines, media large, buttons shown.
    case expanded
    /// A banner over an app in use: up to 2 body lines.
    case banner

    /// How many body lines iOS shows in this state.
    public var bodyLines: Int {
        switch self {
        case .lock: 4
        case .expanded: 7
        case .banner: 2
        }
    }

    /// A heading for the state, as shown above each card when all are printed.
    public var title: String {
        switch self {
        case .lock: "Lock screen"
        case .expanded: "Expanded"
        case .banner: "Banner"
        }
    }
}
