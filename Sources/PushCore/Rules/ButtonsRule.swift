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
    public var codes: [String] {
        [Self.categoryRequired, Self.actionIDRequired, Self.actionIDNotInCategory, Self.duplicate, Self.actionInvalid,
         Self.actionNotAllowed, Self.appCategoryAction, Self.uriRequired, Self.uriFormat, Self.count]
    }

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
