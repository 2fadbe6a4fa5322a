import BrazeLiquid

/// Runs every rule over a document and places each diagnostic at its line and column.
public struct Validator: Sendable {
    /// Rules that report what reading found; they run on every document.
    public static let readingRules: [any Rule] = [
        JSONSyntaxRule(), FieldTypeRule(), UnknownKeyRule(), APNsConversionRule(),
        RequestPlacementRule(), RequestEnvelopeRule(), AudienceRule(), RequiredKeyRule(), ScheduleRule(), RecipientsRule(),
    ]
    /// Rules about the push itself; they run when the document holds a push.
    public static let pushRules: [any Rule] = [
        AlertRule(), LocalizationRule(), AlertSoundRule(), BadgeRule(), SoundRule(), ExtraRule(),
        InterruptionLevelRule(), RelevanceScoreRule(), ExpiryRule(), ClickActionRule(), MessageVariationRule(),
        AssetRule(), CollapseIDRule(), ButtonsRule(), CategoryRule(), PriorityRule(), PushTypeRule(), LiveActivityRule(), SizeRule(), HiddenCharacterRule(), LiquidSyntaxRule(), TruncationRule(),
    ]
    /// Every rule.
    public static let allRules: [any Rule] = readingRules + pushRules

    /// The current time in UNIX seconds, for `expiry.past`; nil leaves that check out.
    public var now: Int64?

    /// The phone whose card the cut title and body are reported for.
    public var phone: PhoneSize

    /// The attributes templates may read, for `liquid.unknown-attribute`.
    public var attributes: AttributeCatalog

    /// Creates a validator.
    public init(now: Int64? = nil, phone: PhoneSize = .standard, attributes: AttributeCatalog = .standard) {
        self.now = now
        self.phone = phone
        self.attributes = attributes
    }

    /// The diagnostics for a document, in source order, errors first where they tie.
    public func validate(_ document: PushDocument, budget: ByteBudget) -> [Diagnostic] {
        let context = RuleContext(document: document, budget: budget, now: now, phone: phone, attributes: attributes)
        let rules = document.hasPush ? Self.allRules : Self.readingRules
        var out: [Diagnostic] = []
        for rule in rules { out += rule.check(context) }
        for i in out.indices where out[i].line == nil {
            if let location = document.sourceMap.location(of: out[i].path) {
                out[i].line = location.line
                out[i].column = location.column
            }
        }
        return out.enumerated().sorted { a, b in
            let la = (a.element.line ?? 0, a.element.column ?? 0), lb = (b.element.line ?? 0, b.element.column ?? 0)
            if la != lb { return la < lb }
            if a.element.severity != b.element.severity { return a.element.severity < b.element.severity }
            return a.offset < b.offset
        }.map(\.element)
    }
}
