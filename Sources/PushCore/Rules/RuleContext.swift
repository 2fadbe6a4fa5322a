import BrazeLiquid
/// What a rule sees: the document, its push, the measured budget, the current time and the phone.
public struct RuleContext: Sendable {
    /// The document being checked.
    public let document: PushDocument
    /// The byte budget, measured once for all rules.
    public let budget: ByteBudget
    /// The current time in UNIX seconds, for rules about dates; nil skips them.
    public let now: Int64?

    /// The phone the card is laid out for, for the cut title and body.
    public let phone: PhoneSize

    /// The attributes templates may read: Braze's standard ones, and the test users'.
    public let attributes: AttributeCatalog

    /// Creates a context.
    public init(document: PushDocument, budget: ByteBudget, now: Int64?, phone: PhoneSize = .standard,
                attributes: AttributeCatalog = .standard) {
        self.document = document
        self.budget = budget
        self.now = now
        self.phone = phone
        // Braze's message attributes, with the values the request itself gives (its campaign_id).
        var catalog = attributes
        if catalog.messageNames.isEmpty { catalog.messageNames = Self.messageNames }
        for (namespace, pairs) in MessageAttributes.fromRequest(document) { catalog.messageGiven[namespace, default: []].formUnion(pairs.keys) }
        self.attributes = catalog
    }

    /// Braze's message attributes as the catalog takes them, made once rather than per analysis.
    private static let messageNames = MessageAttributes.names.mapValues(Set.init)

    /// The push.
    public var push: ApplePush { document.push }
    /// The form the push came in.
    public var kind: InputKind { document.kind }

    /// The document pointer for a pointer inside the push, e.g. `/alert/title`.
    public func pointer(_ pushPointer: String) -> String {
        document.pointers.documentPointer(for: pushPointer)
    }

    /// A diagnostic at a pointer inside the push.
    public func diagnostic(_ code: String, _ severity: Severity, at pushPointer: String, _ message: String) -> Diagnostic {
        Diagnostic(code: code, severity: severity, path: pointer(pushPointer), message: message)
    }

    /// How a push field is named in this document's form (`badge` or `aps.badge`).
    public func fieldName(_ pushPointer: String) -> String {
        let p = pointer(pushPointer)
        return p.isEmpty ? "the push" : String(p.dropFirst()).replacingSlashesWithDots
    }
}

private extension String {
    var replacingSlashesWithDots: String { String(map { $0 == "/" ? "." : $0 }) }
}
