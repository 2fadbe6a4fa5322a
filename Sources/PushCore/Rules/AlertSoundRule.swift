/// `alert.sound` is only for Live Activities.
public struct AlertSoundRule: Rule {
    /// `alert.sound` on an ordinary push.
    public static let liveActivityOnly = "alert.sound.live-activity"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The alert sound's page.
    static let pages = [
        RulePage(liveActivityOnly, .info,
            summary: "A sound inside the alert is only for Live Activities.",
            why: "A Live Activity update carries its sound inside alert. An ordinary push plays the top-level sound instead.",
            failing: #"{"alert": {"body": "Your order has shipped", "sound": "chime.caf"}}"#,
            passing: #"{"alert": {"body": "Your order has shipped"}, "sound": "chime.caf"}"#,
            fix: "Move the sound out of alert to the top-level sound key."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard case .content(let c)? = context.push.alert, c.sound != nil,
              context.document.endpoint != .liveActivityUpdate else { return [] }  // where it belongs
        return [context.diagnostic(Self.liveActivityOnly, .info, at: "/alert/sound",
            "alert.sound is for Live Activities only; an ordinary push plays the top-level sound.")]
    }
}
