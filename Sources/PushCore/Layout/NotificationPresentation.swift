/// Where and how iOS presents the notification, which decides how much of it shows.
public enum NotificationPresentation: String, Sendable, CaseIterable, Codable {
    /// In the lock screen's list or Notification Center: up to 4 body lines.
    case lock
    /// Long-pressed: up to 7 body lines, media large, buttons shown.
    case expanded
    /// A banner over an app in use: up to 2 body lines.
    case banner
    /// With previews hidden: only the app and "Notification".
    case hidden

    /// How many body lines iOS shows.
    public var bodyLines: Int {
        switch self {
        case .lock: 4
        case .expanded: 7
        case .banner: 2
        case .hidden: 1
        }
    }

    /// Whether rich media shows as a thumbnail at the trailing edge (large when expanded).
    public var showsThumbnail: Bool { self == .lock || self == .banner }

    /// A heading for the presentation, as shown above each card when all are printed.
    public var title: String {
        switch self {
        case .lock: "Lock screen"
        case .expanded: "Expanded"
        case .banner: "Banner"
        case .hidden: "Previews hidden"
        }
    }
}
