import TextFormats

/// `extra` must not hold `ab` or `aps`, and should not shadow Braze's own top-level keys.
public struct ExtraRule: Rule {
    /// `ab` or `aps` in `extra`: Braze rejects the message.
    public static let reservedKey = "extra.reserved-key"
    /// `ab_uri` or `ab_use_webview` in `extra`: they collide with the click action.
    public static let collision = "extra.key-collision"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The extra keys' pages.
    static let pages = [
        RulePage(reservedKey, .error,
            summary: "extra does not hold the keys ab or aps.",
            why: "Each key of extra becomes a top-level key of the payload, beside aps, where Apple's keys go, and ab, where Braze's go. Braze rejects a message whose extra holds ab or aps.",
            failing: #"{"alert": "Your order has shipped", "extra": {"ab": "spring_sale"}}"#,
            passing: #"{"alert": "Your order has shipped", "extra": {"campaign": "spring_sale"}}"#,
            fix: "Rename the key, and the app code that reads it."),
        RulePage(collision, .warning,
            summary: "extra does not hold the keys ab_uri or ab_use_webview.",
            why: "ab_uri and ab_use_webview are the payload keys of Braze's click action, filled from custom_uri and use_webview. The same keys in extra collide with them and are left out of the payload.",
            failing: #"{"alert": "Your order has shipped", "extra": {"ab_uri": "shop://orders/42"}}"#,
            passing: #"{"alert": "Your order has shipped", "custom_uri": "shop://orders/42"}"#,
            fix: "Set the link as custom_uri (and use_webview) instead, or rename the key."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let extra = context.push.extra else { return [] }
        var out: [Diagnostic] = []
        for key in extra.keys {
            let at = JSONPointer.appending("/extra", key)
            if key == "ab" || key == DevicePayload.apsKey {
                out.append(context.diagnostic(Self.reservedKey, .error, at: at,
                    "extra cannot hold the key \"\(key)\": Braze rejects messages that do, since \(key) is its own key in the payload. Rename it."))
            } else if key == "ab_uri" || key == "ab_use_webview" {
                out.append(context.diagnostic(Self.collision, .warning, at: at,
                    "extra key \"\(key)\" collides with Braze's click action key and is left out of the payload; use custom_uri instead."))
            }
        }
        return out
    }
}
