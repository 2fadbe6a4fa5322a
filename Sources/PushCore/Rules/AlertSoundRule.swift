/// `alert.sound` is only for Live Activities.
public struct AlertSoundRule: Rule {
    /// `alert.sound` on an ordinary push.
    public static let liveActivityOnly = "alert.sound.live-activity"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.liveActivityOnly] }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard case .content(let c)? = context.push.alert, c.sound != nil,
              context.document.endpoint != .liveActivityUpdate else { return [] }  // where it belongs
        return [context.diagnostic(Self.liveActivityOnly, .info, at: "/alert/sound",
            "alert.sound is for Live Activities only; an ordinary push plays the top-level sound.")]
    }
}
