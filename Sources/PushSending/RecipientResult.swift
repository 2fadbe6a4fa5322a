/// The result of sending to one recipient, ready to show, print as JSON and keep in the history.
public struct RecipientResult: Sendable, Equatable {
    /// Who it went to.
    public var recipient: Recipient
    /// How it ended.
    public var outcome: SendOutcome
    /// The HTTP status, when an answer came.
    public var status: Int?
    /// The id to quote to support: apns-id, or Braze's dispatch_id.
    public var id: String?
    /// APNs' `apns-unique-id` (sandbox only), the key for Apple's delivery log; Braze's `x-request-id`.
    public var traceID: String?
    /// APNs' reason or Braze's message, secrets removed.
    public var reason: String?
    /// What it means, in plain words.
    public var explanation: String
    /// Braze's non-fatal `errors`, one line each, secrets removed.
    public var notes: [String]

    /// Creates a result.
    public init(recipient: Recipient, outcome: SendOutcome, status: Int? = nil, id: String? = nil, traceID: String? = nil,
                reason: String? = nil, explanation: String, notes: [String] = []) {
        self.recipient = recipient
        self.outcome = outcome
        self.status = status
        self.id = id
        self.traceID = traceID
        self.reason = reason
        self.explanation = explanation
        self.notes = notes
    }

    /// How `id` is named where it is shown: Apple's and Braze's own header names.
    public var idLabel: String { recipient.route == .apns ? "apns-id" : "dispatch_id" }
    /// How `traceID` is named where it is shown.
    public var traceLabel: String { recipient.route == .apns ? "apns-unique-id" : "x-request-id" }

    /// Whether the service accepted it.
    public var accepted: Bool { outcome == .accepted }

    /// The exit status for a whole send: 0 when every recipient accepted, 1 when any was
    /// refused, else 3 when any got no answer (a refusal is the surer news).
    public static func exitStatus(_ results: [RecipientResult]) -> Int32 {
        if results.allSatisfy(\.accepted) { return 0 }
        if results.contains(where: { $0.outcome == .rejected }) { return 1 }
        return 3
    }
}
