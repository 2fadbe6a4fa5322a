import PushSending

/// A send under way, or the last one finished: who it goes to and what came back so far.
public struct SendProgress: Sendable, Equatable {
    /// Tells this send's results from an earlier one's.
    public var id: Int
    /// APNs or Braze.
    public var route: SendRoute
    /// Who it goes to, in order.
    public var recipients: [Recipient]
    /// Each recipient's result, once it came.
    public var results: [RecipientResult?]
    /// When it started, on the composer's clock (for the spinner).
    public var startedAt: Double
    /// Set once Esc asked to stop what has not been sent.
    public var cancelRequested = false
    /// The job, without any password typed for it, to send again once a password is typed.
    var job: SendJob?
    /// Whether a password was typed for it (then a refusal means a wrong one).
    var passwordTyped = false

    /// Starts tracking a send.
    public init(id: Int, route: SendRoute, recipients: [Recipient], startedAt: Double) {
        self.id = id
        self.route = route
        self.recipients = recipients
        self.results = Array(repeating: nil, count: recipients.count)
        self.startedAt = startedAt
    }

    /// How many answered (or were settled without sending).
    public var answered: Int { results.compactMap { $0 }.count }

    /// Puts a result in its recipient's place (the first still waiting, for repeated ones).
    public mutating func record(_ result: RecipientResult) {
        if let index = recipients.indices.first(where: { recipients[$0] == result.recipient && results[$0] == nil }) {
            results[index] = result
        }
    }

    /// One line on how it ended: "APNs: 2 accepted, 1 refused".
    public var summary: String {
        let done = results.compactMap { $0 }
        var parts: [String] = []
        for (outcome, word) in [(SendOutcome.accepted, "accepted"), (.rejected, "refused"), (.noAnswer, "no answer"), (.notSent, "not sent")] {
            let count = done.filter { $0.outcome == outcome }.count
            if count > 0 { parts.append("\(count) \(word)") }
        }
        return (route == .apns ? "APNs: " : "Braze: ") + parts.joined(separator: ", ")
    }
}
