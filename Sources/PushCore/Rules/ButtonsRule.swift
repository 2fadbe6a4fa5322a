/// Action buttons: a category is required, and each button must fit its category's rules (spec §3).
public struct ButtonsRule: Rule {
    /// Buttons without a category.
    public static let categoryRequired = "buttons.category-required"
    /// A button without `action_id`.
    public static let actionIDRequired = "buttons.action-id.required"
    /// An `action_id` that the default category does not have.
    public static let actionIDNotInCategory = "buttons.action-id.category"
    /// The same `action_id` twice.
    public static let duplicate = "buttons.duplicate"
    /// An action that is not OPEN_APP, URI, DEEP_LINK or CLOSE.
    public static let actionInvalid = "buttons.action.invalid"
    /// An action the button does not allow.
    public static let actionNotAllowed = "buttons.action.not-allowed"
    /// A button of the app's own category whose tap is left to the app: OPEN_APP, CLOSE or no action.
    public static let appCategoryAction = "buttons.action.app-category"
    /// URI or DEEP_LINK without `uri`.
    public static let uriRequired = "buttons.uri.required"
    /// A `uri` that is not a well-formed URI.
    public static let uriFormat = "buttons.uri.format"
    /// More than four buttons.
    public static let count = "buttons.count"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The pages of action buttons.
    static let pages = [
        RulePage(categoryRequired, .error,
            summary: "A push with buttons names the category they belong to.",
            why: "iOS shows action buttons from the push's category, which the app registers; Braze's SDK registers four default ones. Without a category no buttons show, and buttons only set what each one's tap does.",
            failing: #"{"alert": "Your table for two is booked for 8pm", "buttons": [{"action_id": "ab_pb_accept"}]}"#,
            passing: #"{"alert": "Your table for two is booked for 8pm", "category": "ab_cat_accept_decline", "buttons": [{"action_id": "ab_pb_accept"}]}"#,
            fix: "Set category to one of Braze's (ab_cat_accept_decline, ab_cat_yes_no, ab_cat_confirm_cancel, ab_cat_more) or to a category your app registers."),
        RulePage(actionIDRequired, .error,
            summary: "Every button has an action_id.",
            why: "A button is known by its action_id: it picks the button of the category and keys the button's click action in the payload. Braze requires it.",
            failing: #"{"alert": "New arrivals are in", "category": "ab_cat_more", "buttons": [{"action": "OPEN_APP"}]}"#,
            passing: #"{"alert": "New arrivals are in", "category": "ab_cat_more", "buttons": [{"action_id": "ab_pb_more", "action": "OPEN_APP"}]}"#,
            fix: "Give each button the action_id of the category's button it sets, e.g. ab_pb_more for ab_cat_more."),
        RulePage(actionIDNotInCategory, .error,
            summary: "A default category's buttons use that category's action_ids.",
            why: "Each Braze default category has fixed buttons: ab_cat_yes_no has ab_pb_yes and ab_pb_no, ab_cat_accept_decline has ab_pb_accept and ab_pb_decline. An action_id from elsewhere matches no button that iOS shows.",
            failing: #"{"alert": "Coming to the launch party?", "category": "ab_cat_yes_no", "buttons": [{"action_id": "ab_pb_accept"}]}"#,
            passing: #"{"alert": "Coming to the launch party?", "category": "ab_cat_yes_no", "buttons": [{"action_id": "ab_pb_yes"}]}"#,
            fix: "Use an action_id of the chosen category, or choose the category whose buttons you mean."),
        RulePage(duplicate, .error,
            summary: "No two buttons share an action_id.",
            why: "Each button's click action is keyed by its action_id in the payload, so two buttons with the same one cannot both keep their own action.",
            failing: #"{"alert": "Your table for two is booked for 8pm", "category": "ab_cat_accept_decline", "buttons": [{"action_id": "ab_pb_accept"}, {"action_id": "ab_pb_accept"}]}"#,
            passing: #"{"alert": "Your table for two is booked for 8pm", "category": "ab_cat_accept_decline", "buttons": [{"action_id": "ab_pb_accept"}, {"action_id": "ab_pb_decline"}]}"#,
            fix: "Give each button its own action_id: one entry per button of the category."),
        RulePage(actionInvalid, .error,
            summary: "A button's action is OPEN_APP, URI, DEEP_LINK or CLOSE.",
            why: "Braze's button object takes only these four actions. Any other word is not an action Braze knows.",
            failing: #"{"alert": "New arrivals are in", "category": "ab_cat_more", "buttons": [{"action_id": "ab_pb_more", "action": "OPEN"}]}"#,
            passing: #"{"alert": "New arrivals are in", "category": "ab_cat_more", "buttons": [{"action_id": "ab_pb_more", "action": "OPEN_APP"}]}"#,
            fix: "Write one of OPEN_APP, URI, DEEP_LINK or CLOSE, in capitals, or leave action out for the button's default."),
        RulePage(actionNotAllowed, .error,
            summary: "A default category's button uses an action that button allows.",
            why: "In Braze's default categories, Accept, Yes, Confirm and More take OPEN_APP, URI or DEEP_LINK, while Decline, No and Cancel only close the notification (CLOSE).",
            failing: #"{"alert": "Your order has shipped", "category": "ab_cat_accept_decline", "buttons": [{"action_id": "ab_pb_decline", "action": "URI", "uri": "https://shop.example.com/orders/1234"}]}"#,
            passing: #"{"alert": "Your order has shipped", "category": "ab_cat_accept_decline", "buttons": [{"action_id": "ab_pb_accept", "action": "URI", "uri": "https://shop.example.com/orders/1234"}]}"#,
            fix: "Put links on Accept, Yes, Confirm or More; leave Decline, No and Cancel to close (CLOSE or no action)."),
        RulePage(appCategoryAction, .info,
            summary: "A button of the app's own category opens a URI or a deep link.",
            why: "Braze documents only URI and DEEP_LINK, with a uri, for a button of a category the app registered itself. With OPEN_APP, CLOSE or no action, the tap does whatever the app registered for it.",
            failing: #"{"alert": "Ana liked your photo", "category": "LIKE", "buttons": [{"action_id": "like_back", "action": "OPEN_APP"}]}"#,
            passing: #"{"alert": "Ana liked your photo", "category": "LIKE", "buttons": [{"action_id": "like_back", "action": "DEEP_LINK", "uri": "myapp://photos/42"}]}"#,
            fix: "Give the button action URI or DEEP_LINK and the uri to open; if the app handles the tap itself, check it with a test send."),
        RulePage(uriRequired, .error,
            summary: "A URI or DEEP_LINK button has a uri to open.",
            why: "URI and DEEP_LINK open the button's uri when it is tapped. Without a uri there is nothing to open.",
            failing: #"{"alert": "Your order has shipped", "category": "ab_cat_confirm_cancel", "buttons": [{"action_id": "ab_pb_confirm", "action": "URI"}]}"#,
            passing: #"{"alert": "Your order has shipped", "category": "ab_cat_confirm_cancel", "buttons": [{"action_id": "ab_pb_confirm", "action": "URI", "uri": "https://shop.example.com/orders/1234"}]}"#,
            fix: "Add the uri to open, or use OPEN_APP if the button should only open the app."),
        RulePage(uriFormat, .error,
            summary: "A button's uri is a well-formed URI.",
            why: "The phone opens the button's uri as written. A URI cannot hold spaces or other unencoded characters, and needs a scheme such as https:// or myapp://.",
            failing: #"{"alert": "Summer sale: 30% off", "category": "ab_cat_more", "buttons": [{"action_id": "ab_pb_more", "action": "URI", "uri": "https://shop.example.com/summer sale"}]}"#,
            passing: #"{"alert": "Summer sale: 30% off", "category": "ab_cat_more", "buttons": [{"action_id": "ab_pb_more", "action": "URI", "uri": "https://shop.example.com/summer%20sale"}]}"#,
            fix: "Write the full URI with its scheme and percent-encode spaces and other special characters (a space is %20)."),
        RulePage(count, .warning,
            summary: "A push has at most four buttons.",
            why: "iOS shows at most four action buttons on a notification, in its expanded view. Buttons past the fourth are not shown.",
            failing: #"""
            {
              "alert": "How was your stay?",
              "category": "RATE_STAY",
              "buttons": [
                {"action_id": "poor", "action": "DEEP_LINK", "uri": "myapp://rate/1"},
                {"action_id": "fair", "action": "DEEP_LINK", "uri": "myapp://rate/2"},
                {"action_id": "good", "action": "DEEP_LINK", "uri": "myapp://rate/3"},
                {"action_id": "great", "action": "DEEP_LINK", "uri": "myapp://rate/4"},
                {"action_id": "superb", "action": "DEEP_LINK", "uri": "myapp://rate/5"}
              ]
            }
            """#,
            passing: #"""
            {
              "alert": "How was your stay?",
              "category": "RATE_STAY",
              "buttons": [
                {"action_id": "poor", "action": "DEEP_LINK", "uri": "myapp://rate/1"},
                {"action_id": "fair", "action": "DEEP_LINK", "uri": "myapp://rate/2"},
                {"action_id": "good", "action": "DEEP_LINK", "uri": "myapp://rate/3"},
                {"action_id": "great", "action": "DEEP_LINK", "uri": "myapp://rate/4"}
              ]
            }
            """#,
            fix: "Keep four buttons or fewer: drop the least useful one or merge two."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let buttons = context.push.buttons, !buttons.isEmpty else { return [] }
        var out: [Diagnostic] = []
        if context.push.category == nil {
            out.append(context.diagnostic(Self.categoryRequired, .error, at: "/buttons",
                "Buttons need a category: set category to one of Braze's (ab_cat_accept_decline, …) or your app's own."))
        }
        if buttons.count > 4 {
            out.append(context.diagnostic(Self.count, .warning, at: "/buttons",
                "iOS shows at most four action buttons; this push has \(buttons.count)."))
        }
        let defaults = context.push.category.flatMap(DefaultCategory.init(rawValue:))
        var seen: Set<String> = []
        for (i, button) in buttons.enumerated() {
            out += check(button, at: "/buttons/\(i)", defaults: defaults, seen: &seen, context)
        }
        return out
    }

    private func check(_ button: PushButton, at base: String, defaults: DefaultCategory?, seen: inout Set<String>,
                       _ context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        guard let id = button.actionID else {
            return [context.diagnostic(Self.actionIDRequired, .error, at: base, "This button has no action_id.")]
        }
        if !seen.insert(id).inserted {
            out.append(context.diagnostic(Self.duplicate, .error, at: base + "/action_id",
                "The action_id \"\(id)\" is used by two buttons; each button's click action is keyed by it."))
        }
        var allowed = ButtonAction.allCases
        if let defaults {
            if let spec = defaults.button(id) {
                allowed = spec.allowedActions
            } else {
                let ids = defaults.buttons.map(\.actionID).joined(separator: ", ")
                out.append(context.diagnostic(Self.actionIDNotInCategory, .error, at: base + "/action_id",
                    "\(defaults.rawValue) has no button \"\(id)\"; its buttons are \(ids)."))
            }
        }
        let action: ButtonAction? = button.action.flatMap(ButtonAction.init(rawValue:))
        if let raw = button.action, action == nil {
            out.append(context.diagnostic(Self.actionInvalid, .error, at: base + "/action",
                "\"\(raw)\" is not a button action: use OPEN_APP, URI, DEEP_LINK or CLOSE."))
        }
        if let uri = button.uri, !uri.isEmpty, let problem = URIShape.problem(uri) {
            out.append(context.diagnostic(Self.uriFormat, .error, at: base + "/uri", "The button's uri \"\(uri)\" \(problem)."))
        }
        let isAppCategory = defaults == nil && context.push.category != nil
        if isAppCategory && action?.needsURI != true && (button.action == nil || action != nil) {
            // Braze's reference lists only URI and DEEP_LINK here, but a "Not now" is a button the
            // app registered that opens nothing: say what the tap does rather than refuse it.
            let what = action.map { "\"\(id)\" \($0.summary) (\($0.rawValue))" } ?? "\"\(id)\" has no action: the tap does what your app registered"
            out.append(context.diagnostic(Self.appCategoryAction, .info, at: button.action == nil ? base : base + "/action",
                "\(what). Braze documents URI and DEEP_LINK for an app's own category; a test send shows what your app does."))
        }
        if let action {
            if !allowed.contains(action) {
                let names = allowed.map(\.rawValue).joined(separator: ", ")
                out.append(context.diagnostic(Self.actionNotAllowed, .error, at: base + "/action",
                    "The button \"\(id)\" allows \(names), not \(action.rawValue)."))
            }
            if action.needsURI && (button.uri ?? "").isEmpty {
                out.append(context.diagnostic(Self.uriRequired, .error, at: base,
                    "The \(action.rawValue) action needs a uri to open."))
            }
        }
        return out
    }
}
