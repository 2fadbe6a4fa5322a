/// How to draw the card: its width, state and the names the push itself does not carry.
public struct CardOptions: Sendable, Equatable {
    /// The narrowest card that still shows a title and a body.
    public static let minimumWidth = 20
    /// The widest card drawn: wider than any terminal a person reads, small enough to allocate.
    public static let maximumWidth = 1000

    /// The card's width in cells, borders included.
    public var width: Int
    /// Lock screen, expanded or banner.
    public var state: CardState
    /// The app's name on the card.
    public var appName: String
    /// The relative time at the right of the app row.
    public var time: String
    /// Labels for buttons of the app's own categories, by action id; kept in drafts only.
    public var buttonLabels: [String: String]

    /// Creates options.
    public init(width: Int = 44, state: CardState = .lock, appName: String = "APP", time: String = "now",
                buttonLabels: [String: String] = [:]) {
        self.width = min(max(Self.minimumWidth, width), Self.maximumWidth)
        self.state = state
        self.appName = appName
        self.time = time
        self.buttonLabels = buttonLabels
    }

    /// The app name a bundle id suggests: `com.example.shop` gives `Shop`.
    public static func appName(fromBundleID bundleID: String?) -> String {
        guard let last = bundleID?.split(separator: ".").last, !last.isEmpty else { return "APP" }
        return last.prefix(1).uppercased() + last.dropFirst()
    }
}
