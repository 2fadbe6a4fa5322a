/// `message_variation_id` is only used with a `campaign_id` in the request.
public struct MessageVariationRule: Rule {
    /// A variation without a campaign.
    public static let withoutCampaign = "message-variation.without-campaign"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The message variation's page.
    static let pages = [
        RulePage(withoutCampaign, .warning,
            summary: "message_variation_id comes with a campaign_id.",
            why: "message_variation_id tells Braze which message variation of a campaign the send is tracked under. It only counts with that campaign's campaign_id in the request, and it is never delivered to the phone.",
            failing: #"{"external_user_ids": ["ana"], "messages": {"apple_push": {"alert": "Your order has shipped", "message_variation_id": "iosPush-640"}}}"#,
            passing: #"{"external_user_ids": ["ana"], "campaign_id": "9c2fefcd-9115-3932-f771-c7f43d18d6b6", "messages": {"apple_push": {"alert": "Your order has shipped", "message_variation_id": "iosPush-640"}}}"#,
            fix: "Add the campaign's campaign_id to the request, or remove message_variation_id."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.push.messageVariationID != nil, context.kind == .request,
              context.document.envelope?.member(EnvelopeField.campaignID.rawValue) == nil else { return [] }
        return [context.diagnostic(Self.withoutCampaign, .warning, at: "/message_variation_id",
            "message_variation_id only counts with a campaign_id in the request; add the campaign or remove the variation.")]
    }
}
