import BrazeLiquid

/// Everything the core knows about a document: its diagnostics and byte budget, computed once.
/// A class: it never changes once made, and it is handed on whole (a batch of files, the
/// composer's facts), which for a value of this size meant copying every string it holds.
public final class PushAnalysis: Sendable {
    /// The document analysed.
    public let document: PushDocument
    /// Its byte budget.
    public let budget: ByteBudget
    /// Its diagnostics, in source order.
    public let diagnostics: [Diagnostic]

    /// Analyses a document; an APNs payload is measured as given, other forms as compiled.
    /// `phone` is the width the card's cut text is reported for; `attributes` are those a
    /// template may read (Braze's standard ones, and the test users'). Diagnostics whose codes
    /// are in `ignoring` are left out (a file form with no place for what they ask).
    public init(_ document: PushDocument, now: Int64? = nil, phone: PhoneSize = .standard, attributes: AttributeCatalog = .standard,
                ignoring: Set<String> = []) {
        self.document = document
        if document.isSentAsWritten {
            // Counted as delivered: a simulator file's target bundle is never sent.
            self.budget = ByteBudget(payload: document.deliveredPayload)
        } else {
            self.budget = ByteBudget(push: document.push)
        }
        let found = Validator(now: now, phone: phone, attributes: attributes).validate(document, budget: budget)
        self.diagnostics = ignoring.isEmpty ? found : found.filter { !ignoring.contains($0.code) }
    }

    /// Findings that matter only when the request is posted to Braze (whom it goes to): commands
    /// that compile, preview or send the push another way leave them out.
    public static let brazeSendOnly: Set<String> = [AudienceRule.missing]

    /// Whether the push has no errors (warnings allowed).
    public var isValid: Bool { !diagnostics.hasErrors }
}
