/// Localization arguments need their key; `action_loc_key` is legacy.
public struct LocalizationRule: Rule {
    /// `*_loc_args` without the matching `*_loc_key`.
    public static let argsWithoutKey = "alert.loc-args.orphan"
    /// `action_loc_key` is no longer in Apple's key table.
    public static let legacyActionKey = "alert.action-loc-key.legacy"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.argsWithoutKey, Self.legacyActionKey] }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard case .content(let c)? = context.push.alert else { return [] }
        var out: [Diagnostic] = []
        if c.titleLocArgs != nil && c.titleLocKey == nil {
            out.append(context.diagnostic(Self.argsWithoutKey, .warning, at: "/alert/title_loc_args",
                "title_loc_args has no title_loc_key to fill in: add the key or remove the arguments."))
        }
        if c.locArgs != nil && c.locKey == nil {
            out.append(context.diagnostic(Self.argsWithoutKey, .warning, at: "/alert/loc_args",
                "loc_args has no loc_key to fill in: add the key or remove the arguments."))
        }
        if c.actionLocKey != nil {
            out.append(context.diagnostic(Self.legacyActionKey, .info, at: "/alert/action_loc_key",
                "action_loc_key is legacy: Apple's current key table no longer lists it, and recent iOS ignores it."))
        }
        return out
    }
}
