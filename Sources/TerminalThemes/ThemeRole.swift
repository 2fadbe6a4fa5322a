/// A part of the composer's screen that a theme gives a style; the raw value is its key in theme files.
public enum ThemeRole: String, CaseIterable, Sendable, Hashable {
    // The composer's screens.
    /// Ordinary text.
    case text
    /// Secondary text: hints, units, explanations.
    case muted
    /// Headings and the things to look at first.
    case accent
    /// The field that has the cursor.
    case focus
    /// The chosen row in a list or picker.
    case selection
    /// Error diagnostics (Braze or APNs would refuse the push).
    case error
    /// Warning diagnostics (it goes out, probably not as meant).
    case warning
    /// Information diagnostics.
    case info
    /// Confirmations: saved, valid.
    case ok
    /// Byte gauge up to 80% of the limit.
    case gaugeOK = "gauge_ok"
    /// Byte gauge over 80% of the limit.
    case gaugeWarn = "gauge_warn"
    /// Byte gauge over the limit.
    case gaugeOver = "gauge_over"
    /// The selected screen tab.
    case tabActive = "tab_active"
    /// The other screen tabs.
    case tabInactive = "tab_inactive"
    /// The top line.
    case titleBar = "title_bar"
    /// The bottom line: the help bar and messages.
    case statusBar = "status_bar"
    /// Key names in the help bar.
    case helpKey = "help_key"
    /// What the keys do, in the help bar.
    case helpText = "help_text"
    /// Frames and separators.
    case border
    /// A field's name.
    case fieldLabel = "field_label"
    /// A field's value when it does not have the cursor.
    case fieldValue = "field_value"
    /// The grey hint in an empty field.
    case placeholder
    // The lock-screen card (`PushPreview.CardTheme`).
    /// The preview card's frame.
    case cardBorder = "card_border"
    /// The app icon glyph on the card.
    case cardIcon = "card_icon"
    /// The app name and time on the card.
    case cardMuted = "card_muted"
    /// The card's title.
    case cardTitle = "card_title"
    /// The card's body.
    case cardBody = "card_body"
    /// The TIME SENSITIVE label.
    case cardTimeSensitive = "card_time_sensitive"
    /// The CRITICAL label.
    case cardCritical = "card_critical"
    /// The media thumbnail.
    case cardMedia = "card_media"
    /// Action button labels.
    case cardButton = "card_button"
    // The coloured JSON of the payload view.
    /// Keys in the JSON view.
    case jsonKey = "json_key"
    /// Strings in the JSON view.
    case jsonString = "json_string"
    /// Numbers, true, false and null in the JSON view.
    case jsonLiteral = "json_literal"
    /// Braces, brackets, colons and commas in the JSON view.
    case jsonPunctuation = "json_punctuation"
    // Liquid, in text fields and in the payload view's strings.
    /// `{% … %}` tags.
    case liquidTag = "liquid_tag"
    /// `{{ … }}` outputs.
    case liquidOutput = "liquid_output"
    /// `${…}` attributes inside a tag or an output.
    case liquidAttribute = "liquid_attribute"

    /// The role's key in a theme file, e.g. `gauge_ok`.
    public var key: String { rawValue }

    /// One line saying where the role is used; the comment above it in the shipped theme files.
    public var summary: String {
        switch self {
        case .text: "ordinary text"
        case .muted: "secondary text: hints, units, explanations"
        case .accent: "headings and the things to look at first"
        case .focus: "the field that has the cursor"
        case .selection: "the chosen row in a list or picker"
        case .error: "error diagnostics (Braze or APNs would refuse the push)"
        case .warning: "warning diagnostics (it goes out, probably not as meant)"
        case .info: "information diagnostics"
        case .ok: "confirmations: saved, valid"
        case .gaugeOK: "byte gauge up to 80% of the limit"
        case .gaugeWarn: "byte gauge over 80% of the limit"
        case .gaugeOver: "byte gauge over the limit"
        case .tabActive: "the selected screen tab"
        case .tabInactive: "the other screen tabs"
        case .titleBar: "the top line"
        case .statusBar: "the bottom line: the help bar and messages"
        case .helpKey: "key names in the help bar"
        case .helpText: "what the keys do, in the help bar"
        case .border: "frames and separators"
        case .fieldLabel: "a field's name"
        case .fieldValue: "a field's value when it does not have the cursor"
        case .placeholder: "the grey hint in an empty field"
        case .cardBorder: "the preview card's frame"
        case .cardIcon: "the app icon glyph on the card"
        case .cardMuted: "the app name and time on the card"
        case .cardTitle: "the card's title"
        case .cardBody: "the card's body"
        case .cardTimeSensitive: "the TIME SENSITIVE label"
        case .cardCritical: "the CRITICAL label"
        case .cardMedia: "the media thumbnail"
        case .cardButton: "action button labels"
        case .jsonKey: "keys in the JSON view"
        case .jsonString: "strings in the JSON view"
        case .jsonLiteral: "numbers, true, false and null in the JSON view"
        case .jsonPunctuation: "braces, brackets, colons and commas in the JSON view"
        case .liquidTag: "Liquid {% tags %} in fields and the payload"
        case .liquidOutput: "Liquid {{ outputs }} in fields and the payload"
        case .liquidAttribute: "${attributes} inside Liquid"
        }
    }
}
