/// A notification's relevance score is between 0.0 and 1.0; a Live Activity's ranks it against the
/// app's other activities and may be any number (ActivityKit's `relevanceScore`).
public struct RelevanceScoreRule: Rule {
    /// Outside 0.0...1.0.
    public static let range = "relevance-score.range"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.range] }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let score = context.push.relevanceScore, let value = score.value, !(0...1).contains(value) else { return [] }
        if context.document.isSentAsWritten && context.document.pushType == .liveactivity { return [] }
        return [context.diagnostic(Self.range, .error, at: "/relevance_score",
            "The relevance score must be between 0.0 and 1.0, not \(score.text).")]
    }
}
