/// What tapping a button does.
public enum ButtonAction: String, Sendable, CaseIterable {
    case openApp = "OPEN_APP"
    case uri = "URI"
    case deepLink = "DEEP_LINK"
    case close = "CLOSE"

    /// The `a_t` value of the device payload; Braze does not publish the iOS values, so these
    /// are the constants of its Android SDK.
    public var deviceType: String {
        switch self {
        case .openApp: "ab_open"
        case .uri, .deepLink: "ab_uri"
        case .close: "ab_none"
        }
    }

    /// Whether the action needs a `uri`.
    public var needsURI: Bool { self == .uri || self == .deepLink }

    /// A short phrase for what the tap does.
    public var summary: String {
        switch self {
        case .openApp: "opens the app"
        case .uri: "opens a web URL"
        case .deepLink: "opens a deep link"
        case .close: "dismisses"
        }
    }
}
