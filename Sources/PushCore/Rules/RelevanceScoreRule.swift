/// A notification's relevance score is between 0.0 and 1.0; a Live Activity's ranks it against the
/// app's other activities and may be any number (ActivityKit's `relevanceScore`).
public struct RelevanceScoreRule: Rule {
    /// Outside 0.0...1.0.
    public static let range = "relevance-score.range"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The relevance score's page.
    static let pages = [
        RulePage(range, .error,
            summary: "The relevance score is between 0.0 and 1.0.",
            why: "Since iOS 15 the relevance score ranks a notification among the app's others, so the highest one leads the notification summary. It is a number from 0.0 to 1.0; only a Live Activity's score may be any number.",
            failing: #"{"alert": "Your order has shipped", "relevance_score": 1.5}"#,
            passing: #"{"alert": "Your order has shipped", "relevance_score": 0.8}"#,
            fix: "Give a number from 0.0 to 1.0, higher for the more important notification."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let score = context.push.relevanceScore, let value = score.value, !(0...1).contains(value) else { return [] }
        if context.document.isSentAsWritten && context.document.pushType == .liveactivity { return [] }
        return [context.diagnostic(Self.range, .error, at: "/relevance_score",
            "The relevance score must be between 0.0 and 1.0, not \(score.text).")]
    }
}
