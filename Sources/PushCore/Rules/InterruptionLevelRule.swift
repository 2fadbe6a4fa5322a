import TextFormats

/// The interruption level is one of four, and two of them need the app to be entitled.
public struct InterruptionLevelRule: Rule {
    /// Not one of passive, active, time-sensitive, critical.
    public static let invalid = "interruption-level.invalid"
    /// Time-sensitive or critical: what the app needs for it to work.
    public static let entitlement = "interruption-level.entitlement"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.invalid, Self.entitlement] }

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
