/// APNs takes collapse ids of at most 64 bytes.
public struct CollapseIDRule: Rule {
    /// Longer than 64 bytes.
    public static let length = "collapse-id.length"
    /// The limit, in UTF-8 bytes.
    public static let maxBytes = 64

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.length] }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let id = context.push.collapseID, id.utf8.count > Self.maxBytes else { return [] }
        return [context.diagnostic(Self.length, .error, at: "/collapse_id",
            "collapse_id is \(id.utf8.count) bytes; APNs accepts at most \(Self.maxBytes).")]
    }
}
