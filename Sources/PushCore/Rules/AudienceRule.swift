/// A request must say who receives it, as its endpoint asks: users, a segment or an audience for
/// a send, `recipients` (or an audience or broadcast) for a triggered send, nobody for an update.
public struct AudienceRule: Rule {
    /// No audience at all.
    public static let missing = "request.audience.missing"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The audience's page.
    static let pages = [
        RulePage(missing, .warning,
            summary: "A request says who receives the push.",
            why: "Braze sends to the users a request names: external_user_ids, user_aliases, segment_id or audience, or recipients in a triggered send. broadcast: true sends to a whole segment instead; broadcast: false names nobody.",
            failing: #"{"campaign_id": "9c2fefcd-9115-3932-f771-c7f43d18d6b6", "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            passing: #"{"campaign_id": "9c2fefcd-9115-3932-f771-c7f43d18d6b6", "external_user_ids": ["ana"], "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            fix: "Name the users with external_user_ids or user_aliases, or a segment with segment_id. Set broadcast to true only when the whole segment is meant."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.kind == .request, let envelope = context.document.envelope,
              let endpoint = context.document.endpoint else { return [] }
        let targets: [EnvelopeField]
        switch endpoint.audience {
        case .none: return []
        // Those the endpoint takes: a Live Activity start names a connected audience custom_audience.
        case .users: targets = [.externalUserIDs, .userAliases, .segmentID, .audience, .customAudience].filter(endpoint.keys.contains)
        case .recipients: targets = [.recipients, .audience]
        }
        if targets.contains(where: { envelope.member($0.rawValue) != nil }) { return [] }
        if endpoint.keys.contains(.broadcast), envelope["broadcast"] == .bool(true) { return [] }
        // A legacy segment list names an audience too; RequestEnvelopeRule says what replaced it.
        if envelope.member("segment_ids") != nil { return [] }
        let names = targets.map(\.rawValue)
        let list = names.dropLast().joined(separator: ", ") + " or " + names.last!
        return [Diagnostic(code: Self.missing, severity: .warning, path: "",
            message: "The request names no audience: add \(list)\(endpoint.keys.contains(.broadcast) ? " (or broadcast: true)" : "").")]
    }
}
