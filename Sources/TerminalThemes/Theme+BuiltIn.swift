import PushPreview
import TerminalKit

// The two themes compiled in, so the composer has colours with no `Themes/` folder and none at all
// under `NO_COLOR`. Tests check that they equal `Themes/default.toml` and `Themes/monochrome.toml`.
extension Theme {
    /// The FNV-1a hash (`FileStamp.hash`) of the `Themes/default.toml` that ships: a file with it
    /// is `Theme.default`, taken without parsing. A test holds it to the file.
    package static let shippedDefaultHash: UInt64 = 0x7149_765A_6A04_FFBB

    /// The built-in dark-friendly theme, the same as `Themes/default.toml`.
    public static let `default` = Theme(
        name: "default", summary: "Dark-friendly colours that also read on most light terminals; the built-in default.",
        complete: [
            .text: .plain,
            .muted: Style().dim,
            .accent: Style().fg(.cyan).bold,
            .focus: Style().bg(.indexed(237)).underlined,
            .selection: Style().fg(.black).bg(.cyan).bold,
            .error: Style().fg(.red).bold,
            .warning: Style().fg(.yellow).bold,
            .info: Style().fg(.cyan),
            .ok: Style().fg(.green),
            .gaugeOK: Style().fg(.green).reversed,
            .gaugeWarn: Style().fg(.yellow).reversed,
            .gaugeOver: Style().fg(.red).reversed.bold,
            .tabActive: Style().fg(.black).bg(.cyan).bold,
            .tabInactive: Style().dim,
            .titleBar: Style().fg(.ansi(15)).bg(.indexed(24)).bold,
            .statusBar: Style().bg(.indexed(236)),
            .helpKey: Style().fg(.cyan).bold,
            .helpText: Style().dim,
            .border: Style().fg(.gray),
            .fieldLabel: Style().bold,
            .fieldValue: .plain,
            .placeholder: Style().dim,
            .liquidTag: Style().fg(.ansi(13)),
            .liquidOutput: Style().fg(.ansi(14)),
            .liquidAttribute: Style().fg(.ansi(14)).bold,
        ].merging(cardRoles(CardTheme.standard)) { old, _ in old })

    /// The built-in theme without colour (bold, dim, reverse and underline only), for `NO_COLOR`.
    public static let monochrome = Theme(
        name: "monochrome", summary: "No colour at all: bold, dim, reverse and underline only. Used when NO_COLOR is set.",
        complete: [
            .text: .plain,
            .muted: Style().dim,
            .accent: Style().bold,
            .focus: Style().underlined,
            .selection: Style().reversed,
            .error: Style().bold.underlined,
            .warning: Style().bold,
            .info: .plain,
            .ok: .plain,
            .gaugeOK: Style().reversed,
            .gaugeWarn: Style().reversed.bold,
            .gaugeOver: Style().reversed.bold.underlined,
            .tabActive: Style().reversed.bold,
            .tabInactive: .plain,
            .titleBar: Style().reversed.bold,
            .statusBar: Style().reversed,
            .helpKey: Style().reversed.bold,
            .helpText: .plain,
            .border: Style().dim,
            .fieldLabel: Style().bold,
            .fieldValue: .plain,
            .placeholder: Style().dim,
            .cardBorder: .plain,
            .cardIcon: Style().bold,
            .cardMuted: Style().dim,
            .cardTitle: Style().bold,
            .cardBody: .plain,
            .cardTimeSensitive: Style().bold,
            .cardCritical: Style().reversed.bold,
            .cardMedia: Style().underlined,
            .cardButton: Style().underlined,
            .jsonKey: Style().bold,
            .jsonString: .plain,
            .jsonLiteral: Style().underlined,
            .jsonPunctuation: Style().dim,
            .liquidTag: Style().underlined,
            .liquidOutput: Style().bold,
            .liquidAttribute: Style().bold.underlined,
        ])

    /// The names of the themes that exist even without a `Themes/` folder.
    public static let builtInNames = ["default", "monochrome"]

    /// The built-in theme with this name.
    public static func builtIn(named name: String) -> Theme? {
        switch name {
        case "default": .default
        case "monochrome": .monochrome
        default: nil
        }
    }

    /// The card and JSON roles of a preview theme, so the default theme stays `CardTheme.standard`.
    private static func cardRoles(_ card: CardTheme) -> [ThemeRole: Style] {
        [.cardBorder: card.border, .cardIcon: card.icon, .cardMuted: card.muted, .cardTitle: card.title,
         .cardBody: card.body, .cardTimeSensitive: card.timeSensitive, .cardCritical: card.critical,
         .cardMedia: card.media, .cardButton: card.button, .jsonKey: card.jsonKey, .jsonString: card.jsonString,
         .jsonLiteral: card.jsonLiteral, .jsonPunctuation: card.jsonPunctuation]
    }
}
