/// A request must say who receives it.
public struct AudienceRule: Rule {
    /// No audience at all.
    public static let missing = "request.audience.missing"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.missing] }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.kind == .request, let envelope = context.document.envelope else { return [] }
        let targets: [EnvelopeField] = [.externalUserIDs, .userAliases, .segmentID, .audience]
        if targets.contains(where: { envelope.member($0.rawValue) != nil }) { return [] }
        if envelope["broadcast"] == .bool(true) { return [] }
        return [Diagnostic(code: Self.missing, severity: .warning, path: "",
            message: "The request names no audience: add external_user_ids, user_aliases, segment_id or audience (or broadcast: true).")]
    }
}
