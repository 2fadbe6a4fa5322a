import TerminalKit

/// The styles the card and the payload view use, by role; the composer's themes fill them in.
public struct CardTheme: Sendable, Equatable {
    /// The card's border.
    public var border: Style
    /// The app icon glyph.
    public var icon: Style
    /// The app name and the time.
    public var muted: Style
    /// The title.
    public var title: Style
    /// The body.
    public var body: Style
    /// The TIME SENSITIVE label.
    public var timeSensitive: Style
    /// The CRITICAL label.
    public var critical: Style
    /// The media thumbnail.
    public var media: Style
    /// Button labels.
    public var button: Style
    /// JSON keys in the payload view.
    public var jsonKey: Style
    /// JSON strings.
    public var jsonString: Style
    /// JSON numbers, booleans and null.
    public var jsonLiteral: Style
    /// JSON punctuation.
    public var jsonPunctuation: Style

    /// Creates a theme from its roles.
    public init(border: Style, icon: Style, muted: Style, title: Style, body: Style, timeSensitive: Style,
                critical: Style, media: Style, button: Style, jsonKey: Style, jsonString: Style,
                jsonLiteral: Style, jsonPunctuation: Style) {
        self.border = border
        self.icon = icon
        self.muted = muted
        self.title = title
        self.body = body
        self.timeSensitive = timeSensitive
        self.critical = critical
        self.media = media
        self.button = button
        self.jsonKey = jsonKey
        self.jsonString = jsonString
        self.jsonLiteral = jsonLiteral
        self.jsonPunctuation = jsonPunctuation
    }

    /// Colours that read on dark and light terminals alike.
    public static let standard = CardTheme(
        border: Style().fg(.gray), icon: Style().fg(.cyan).bold, muted: Style().dim, title: Style().bold,
        body: .plain, timeSensitive: Style().fg(.yellow).bold, critical: Style().fg(.red).bold,
        media: Style().fg(.magenta), button: Style().fg(.cyan), jsonKey: Style().fg(.blue).bold,
        jsonString: Style().fg(.green), jsonLiteral: Style().fg(.magenta), jsonPunctuation: .plain)

    /// No colour or attribute at all, for `NO_COLOR` and pipes.
    public static let monochrome = CardTheme(
        border: .plain, icon: .plain, muted: .plain, title: .plain, body: .plain, timeSensitive: .plain,
        critical: .plain, media: .plain, button: .plain, jsonKey: .plain, jsonString: .plain,
        jsonLiteral: .plain, jsonPunctuation: .plain)
}
