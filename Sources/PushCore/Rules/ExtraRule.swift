import TextFormats

/// `extra` must not hold `ab` or `aps`, and should not shadow Braze's own top-level keys.
public struct ExtraRule: Rule {
    /// `ab` or `aps` in `extra`: Braze rejects the message.
    public static let reservedKey = "extra.reserved-key"
    /// `ab_uri` or `ab_use_webview` in `extra`: they collide with the click action.
    public static let collision = "extra.key-collision"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.reservedKey, Self.collision] }

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
