/// `message_variation_id` is only used with a `campaign_id` in the request.
public struct MessageVariationRule: Rule {
    /// A variation without a campaign.
    public static let withoutCampaign = "message-variation.without-campaign"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.withoutCampaign] }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.push.messageVariationID != nil, context.kind == .request,
              context.document.envelope?.member(EnvelopeField.campaignID.rawValue) == nil else { return [] }
        return [context.diagnostic(Self.withoutCampaign, .warning, at: "/message_variation_id",
            "message_variation_id only counts with a campaign_id in the request; add the campaign or remove the variation.")]
    }
}
