/// The badge is a count: zero clears it, negative is refused.
public struct BadgeRule: Rule {
    /// A negative badge.
    public static let negative = "badge.negative"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.negative] }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let badge = context.push.badge, badge < 0 else { return [] }
        return [context.diagnostic(Self.negative, .error, at: "/badge",
            "The badge must be 0 or more (0 clears it), not \(badge).")]
    }
}
