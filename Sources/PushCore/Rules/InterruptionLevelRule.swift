import TextFormats

/// The interruption level is one of four, and two of them need the app to be entitled.
public struct InterruptionLevelRule: Rule {
    /// Not one of passive, active, time-sensitive, critical.
    public static let invalid = "interruption-level.invalid"
    /// Time-sensitive or critical: what the app needs for it to work.
    public static let entitlement = "interruption-level.entitlement"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The interruption level's pages.
    static let pages = [
        RulePage(invalid, .error,
            summary: "The interruption level is one of the four iOS knows.",
            why: "Since iOS 15 a push can say how much it may interrupt: passive, active (the default), time-sensitive or critical. No other value is a level.",
            failing: #"{"alert": "Your order has shipped", "interruption_level": "urgent"}"#,
            passing: #"{"alert": "Your order has shipped", "interruption_level": "active"}"#,
            fix: "Use passive, active, time-sensitive or critical, with a hyphen, or leave the key out for active."),
        RulePage(entitlement, .info,
            summary: "Time-sensitive and critical pushes need the app's permission.",
            why: "A time-sensitive push breaks through Focus, and needs the Time Sensitive capability in the app; it is not for marketing. A critical push plays sound even when the phone is muted, and needs Apple's Critical Alerts entitlement.",
            failing: #"{"alert": "Your order has shipped", "interruption_level": "time-sensitive"}"#,
            passing: #"{"alert": "Your order has shipped", "interruption_level": "active"}"#,
            fix: "Check that the app has the capability or entitlement the level needs; otherwise use active or passive."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let raw = context.push.interruptionLevel else { return [] }
        let names = InterruptionLevel.allCases.map(\.rawValue)
        guard let level = InterruptionLevel(rawValue: raw) else {
            var message = "\"\(raw)\" is not an interruption level: use passive, active, time-sensitive or critical."
            if let near = NameSuggester.suggest(raw, among: names) { message = "\"\(raw)\" is not an interruption level; did you mean \"\(near)\"?" }
            return [context.diagnostic(Self.invalid, .error, at: "/interruption_level", message)]
        }
        switch level {
        case .timeSensitive, .critical:
            return [context.diagnostic(Self.entitlement, .info, at: "/interruption_level", level.explanation)]
        case .passive, .active:
            return []
        }
    }
}
