/// APNs takes collapse ids of at most 64 bytes.
public struct CollapseIDRule: Rule {
    /// Longer than 64 bytes.
    public static let length = "collapse-id.length"
    /// The limit, in UTF-8 bytes.
    public static let maxBytes = 64

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The collapse id's page.
    static let pages = [
        RulePage(length, .error,
            summary: "The collapse id is at most 64 bytes.",
            why: "The collapse id is sent as the apns-collapse-id header: pushes with the same one show as a single notification, the newest. APNs takes at most 64 bytes of UTF-8, and accented letters and emoji take more than one byte each.",
            failing: #"{"alert": "Your order has shipped", "collapse_id": "order-status-update-for-order-number-1234567890-shipped-from-warehouse"}"#,
            passing: #"{"alert": "Your order has shipped", "collapse_id": "order-1234567890"}"#,
            fix: "Shorten the collapse id to 64 bytes or fewer, such as a short name and an order number."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let id = context.push.collapseID, id.utf8.count > Self.maxBytes else { return [] }
        return [context.diagnostic(Self.length, .error, at: "/collapse_id",
            "collapse_id is \(id.utf8.count) bytes; APNs accepts at most \(Self.maxBytes).")]
    }
}
