import PushPreview
import TerminalKit

/// The composer's styles by semantic role, read from a theme file or built in.
public struct Theme: Sendable, Equatable {
    /// The theme's name, e.g. "default" or "light".
    public var name: String
    /// One line saying what the theme is for.
    public var summary: String
    /// A style for every role.
    public private(set) var styles: [ThemeRole: Style]

    /// Creates a theme; roles missing from `styles` take their style from `base`.
    public init(name: String, summary: String = "", styles: [ThemeRole: Style], base: Theme = .default) {
        self.init(name: name, summary: summary, complete: base.styles.merging(styles) { _, new in new })
    }

    /// Creates a theme from a table that names every role (the built-in themes).
    init(name: String, summary: String, complete styles: [ThemeRole: Style]) {
        self.name = name
        self.summary = summary
        self.styles = styles
    }

    /// The style of a role.
    public subscript(role: ThemeRole) -> Style {
        get { styles[role] ?? .plain }
        set { styles[role] = newValue }
    }

    /// Whether any role uses a colour (monochrome themes use attributes only).
    public var usesColor: Bool {
        styles.values.contains { $0.foreground != .default || $0.background != .default }
    }

    /// The preview's theme: the card and JSON roles.
    public var cardTheme: CardTheme {
        CardTheme(border: self[.cardBorder], icon: self[.cardIcon], muted: self[.cardMuted], title: self[.cardTitle],
                  body: self[.cardBody], timeSensitive: self[.cardTimeSensitive], critical: self[.cardCritical],
                  media: self[.cardMedia], button: self[.cardButton], jsonKey: self[.jsonKey],
                  jsonString: self[.jsonString], jsonLiteral: self[.jsonLiteral], jsonPunctuation: self[.jsonPunctuation])
    }
}
