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
    public var pages: [RulePage] { Self.pages }

    /// The alert's pages.
    static let pages = [
        RulePage(required, .error,
            summary: "A push that shows something has an alert.",
            why: "The alert is the text iOS shows on the lock screen and in banners. Braze requires it on every push except a silent background push, which sets content-available to true and shows nothing.",
            failing: #"{"badge": 1}"#,
            passing: #"{"alert": "Your order has shipped", "badge": 1}"#,
            fix: "Add the message as alert. For a silent push that only wakes the app, set content-available to true instead."),
        RulePage(bodyRequired, .error,
            summary: "An alert object has a body or a loc_key.",
            why: "The body is the message text of the notification; a title alone is not enough. The text can also come from the app, through a loc_key in its Localizable.strings.",
            failing: #"{"alert": {"title": "Order update"}}"#,
            passing: #"{"alert": {"title": "Order update", "body": "Your order has shipped."}}"#,
            fix: "Add the message text as body, or a loc_key that names the text in the app."),
        RulePage(bodyEmpty, .warning,
            summary: "The alert text is not empty.",
            why: "An empty alert or body is sent as it is, and the phone shows a notification with no message.",
            failing: #"{"alert": {"title": "Order update", "body": ""}}"#,
            passing: #"{"alert": {"title": "Order update", "body": "Your order has shipped."}}"#,
            fix: "Write the message text, or remove the alert and set content-available to true for a silent push."),
    ]

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
