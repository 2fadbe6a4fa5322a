/// The badge is a count: zero clears it, negative is refused.
public struct BadgeRule: Rule {
    /// A negative badge.
    public static let negative = "badge.negative"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The badge's page.
    static let pages = [
        RulePage(negative, .error,
            summary: "The badge is a count of 0 or more.",
            why: "iOS shows the badge as a number on the app's icon; 0 clears it. APNs takes any integer, but a negative one is no count the phone can show.",
            failing: #"{"alert": "You have new messages", "badge": -1}"#,
            passing: #"{"alert": "You have new messages", "badge": 3}"#,
            fix: "Give the number to show, or 0 to clear the badge; leave badge out to keep the icon as it is."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let badge = context.push.badge, badge < 0 else { return [] }
        return [context.diagnostic(Self.negative, .error, at: "/badge",
            "The badge must be 0 or more (0 clears it), not \(badge).")]
    }
}
