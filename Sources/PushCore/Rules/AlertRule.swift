/// The alert is required unless the push is a background push, and an alert object needs a body.
public struct AlertRule: Rule {
    /// No alert on a push that is not a background push.
    public static let required = "alert.required"
    /// An alert object with neither body nor loc_key.
    public static let bodyRequired = "alert.body.required"
    /// An empty body shows an empty notification.
    public static let bodyEmpty = "alert.body.empty"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.required, Self.bodyRequired, Self.bodyEmpty] }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let push = context.push
        let document = context.document
        // A device payload sent as written is checked for its own push type (PushTypeRule): a
        // Live Activity or VoIP push needs no alert, and APNs shows a badge or sound alone.
        if document.isSentAsWritten && document.pushType != .alert { return [] }
        let background = push.contentAvailable == true
        switch push.alert {
        case nil:
            guard !background, !(document.isSentAsWritten && (push.badge != nil || push.sound != nil)) else { return [] }
            return [context.diagnostic(Self.required, .error, at: "",
                "The push has no alert: add a message (alert), or set content-available to true for a silent background push.")]
        case .text(let s):
            return s.isEmpty ? [context.diagnostic(Self.bodyEmpty, .warning, at: "/alert", "The alert text is empty: the notification shows nothing.")] : []
        case .content(let c):
            if c.body == nil && c.locKey == nil && !background {
                return [context.diagnostic(Self.bodyRequired, .error, at: "/alert",
                    "The alert has no body: add the message text (body), or a loc_key for text from the app.")]
            }
            if c.body == "" { return [context.diagnostic(Self.bodyEmpty, .warning, at: "/alert/body", "The alert body is empty.")] }
            return []
        }
    }
}
