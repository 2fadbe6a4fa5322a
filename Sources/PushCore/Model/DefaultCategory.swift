/// The four button categories that Braze's SDK registers, with their buttons.
public enum DefaultCategory: String, Sendable, CaseIterable {
    case acceptDecline = "ab_cat_accept_decline"
    case yesNo = "ab_cat_yes_no"
    case confirmCancel = "ab_cat_confirm_cancel"
    case more = "ab_cat_more"

    /// One button of a default category.
    public struct Button: Sendable, Equatable {
        /// The action identifier.
        public let actionID: String
        /// The text the SDK shows.
        public let label: String
        /// The actions Braze allows for it.
        public let allowedActions: [ButtonAction]
        /// What a tap does when no action is given.
        public var defaultAction: ButtonAction { allowedActions[0] }
    }

    private static let opening: [ButtonAction] = [.openApp, .uri, .deepLink]

    /// The category's buttons, in the order the SDK shows them.
    public var buttons: [Button] {
        switch self {
        case .acceptDecline:
            [Button(actionID: "ab_pb_accept", label: "Accept", allowedActions: Self.opening),
             Button(actionID: "ab_pb_decline", label: "Decline", allowedActions: [.close])]
        case .yesNo:
            [Button(actionID: "ab_pb_yes", label: "Yes", allowedActions: Self.opening),
             Button(actionID: "ab_pb_no", label: "No", allowedActions: [.close])]
        case .confirmCancel:
            [Button(actionID: "ab_pb_confirm", label: "Confirm", allowedActions: Self.opening),
             Button(actionID: "ab_pb_cancel", label: "Cancel", allowedActions: [.close])]
        case .more:
            [Button(actionID: "ab_pb_more", label: "More", allowedActions: Self.opening)]
        }
    }

    /// The button with this action id, if the category has it.
    public func button(_ actionID: String) -> Button? {
        buttons.first { $0.actionID == actionID }
    }

    /// The default category whose buttons include this action id.
    public static func owning(_ actionID: String) -> DefaultCategory? {
        allCases.first { $0.button(actionID) != nil }
    }
}
