/// Localization arguments need their key; `action_loc_key` is legacy.
public struct LocalizationRule: Rule {
    /// `*_loc_args` without the matching `*_loc_key`.
    public static let argsWithoutKey = "alert.loc-args.orphan"
    /// `action_loc_key` is no longer in Apple's key table.
    public static let legacyActionKey = "alert.action-loc-key.legacy"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The localization keys' pages.
    static let pages = [
        RulePage(argsWithoutKey, .warning,
            summary: "Localization arguments come with their key.",
            why: "loc_args and title_loc_args are the values for the format specifiers of the text that loc_key and title_loc_key name in the app's Localizable.strings. Without the key there is no text to fill in, and the arguments do nothing.",
            failing: #"{"alert": {"body": "Your order has shipped", "title_loc_args": ["Ana"]}}"#,
            passing: #"{"alert": {"body": "Your order has shipped", "title_loc_key": "ORDER_TITLE", "title_loc_args": ["Ana"]}}"#,
            fix: "Add the matching loc_key or title_loc_key from the app, or remove the arguments."),
        RulePage(legacyActionKey, .info,
            summary: "The alert does not use the legacy action_loc_key.",
            why: "action_loc_key once named the text of the button that opens the app. Apple's current table of alert keys no longer lists it, and recent iOS ignores it.",
            failing: #"{"alert": {"body": "Your order has shipped", "action_loc_key": "VIEW"}}"#,
            passing: #"{"alert": {"body": "Your order has shipped"}}"#,
            fix: "Remove action_loc_key. To offer buttons, use a category and buttons."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard case .content(let c)? = context.push.alert else { return [] }
        var out: [Diagnostic] = []
        if c.titleLocArgs != nil && c.titleLocKey == nil {
            out.append(context.diagnostic(Self.argsWithoutKey, .warning, at: "/alert/title_loc_args",
                "title_loc_args has no title_loc_key to fill in: add the key or remove the arguments."))
        }
        if c.locArgs != nil && c.locKey == nil {
            out.append(context.diagnostic(Self.argsWithoutKey, .warning, at: "/alert/loc_args",
                "loc_args has no loc_key to fill in: add the key or remove the arguments."))
        }
        if c.actionLocKey != nil {
            out.append(context.diagnostic(Self.legacyActionKey, .info, at: "/alert/action_loc_key",
                "action_loc_key is legacy: Apple's current key table no longer lists it, and recent iOS ignores it."))
        }
        return out
    }
}
