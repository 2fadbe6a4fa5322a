import PushCore

/// How to draw the card: its width, state, phone and the names the push itself does not carry.
public struct CardOptions: Sendable, Equatable {
    /// The narrowest card that still shows a title and a body.
    public static let minimumWidth = 20
    /// The widest card drawn: wider than any terminal a person reads, small enough to allocate.
    public static let maximumWidth = 1000
    /// Points of an average character of the body, to turn a phone's text column into cells.
    static let pointsPerCell = 5.7
    /// Cells around the text column: the borders, a space each side, the icon and its gap.
    static let chromeCells = 7

    /// The card's width in cells, borders included.
    public var width: Int
    /// Lock screen, expanded, banner or previews hidden.
    public var state: CardState
    /// The phone whose line breaks and cuts the card shows.
    public var phone: PhoneSize
    /// The app's name on the card.
    public var appName: String
    /// The relative time on the title row.
    public var time: String
    /// Labels for buttons of the app's own categories, by action id; kept in drafts only.
    public var buttonLabels: [String: String]
    /// The app's own categories from the config, whose buttons the card shows as the phone does.
    public var categories: [AppCategory]

    /// Creates options; `width` nil is the phone's natural width.
    public init(width: Int? = nil, state: CardState = .lock, phone: PhoneSize = .standard, appName: String = "APP",
                time: String = "now", buttonLabels: [String: String] = [:], categories: [AppCategory] = []) {
        self.width = min(max(Self.minimumWidth, width ?? Self.naturalWidth(phone)), Self.maximumWidth)
        self.state = state
        self.phone = phone
        self.appName = appName
        self.time = time
        self.buttonLabels = buttonLabels
        self.categories = categories
    }

    /// The width in cells at which a phone's lines of ordinary text fit without clipping:
    /// 47 for small, 60 for standard, 67 for large.
    public static func naturalWidth(_ phone: PhoneSize) -> Int {
        Int((NotificationGeometry.column(phone) / pointsPerCell).rounded(.up)) + chromeCells
    }

    /// The app name a bundle id suggests: `com.example.shop` gives `Shop`.
    public static func appName(fromBundleID bundleID: String?) -> String {
        guard let last = bundleID?.split(separator: ".").last, !last.isEmpty else { return "APP" }
        return last.prefix(1).uppercased() + last.dropFirst()
    }
}
