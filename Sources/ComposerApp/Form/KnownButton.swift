import PushCore

/// A button whose category names it, so the form shows it by its label: one of Braze's own
/// categories, or one of the app's that the config describes.
struct KnownButton: Sendable, Equatable {
    /// The action identifier the push's entry is keyed by.
    let actionID: String
    /// The title the phone shows.
    let label: String
    /// The tap actions offered, in order; nil is "no entry": the category's own behaviour.
    let choices: [ButtonAction?]
    /// What the button does without an entry in the push.
    let defaultAction: ButtonAction?

    /// One of Braze's buttons: its allowed actions, the first being what it does by default.
    init(_ button: DefaultCategory.Button) {
        actionID = button.actionID
        label = button.label
        choices = button.allowedActions
        defaultAction = button.defaultAction
    }

    /// A button of the app's own category: every action Braze's button object takes, or none,
    /// which leaves the tap to what the app registered ("Not now").
    init(_ button: AppCategory.Button) {
        actionID = button.id
        label = button.label
        choices = [nil, .openApp, .uri, .deepLink, .close]
        defaultAction = nil
    }

    /// How a choice is named in the form.
    static func name(_ action: ButtonAction?) -> String { action?.rawValue ?? "none" }
}
