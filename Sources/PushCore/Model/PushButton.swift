import TextFormats

/// One action button's click action (the Apple push action button object).
public struct PushButton: Sendable, Equatable {
    /// The button's action identifier, e.g. `ab_pb_accept`.
    public var actionID: String?
    /// `OPEN_APP`, `URI`, `DEEP_LINK` or `CLOSE`, kept raw so typos can be reported.
    public var action: String?
    /// The web URL or deep link opened by `URI` and `DEEP_LINK`.
    public var uri: String?
    /// Whether a web URI opens inside the app.
    public var useWebview: Bool?
    /// Keys this tool does not know, kept on save.
    public var otherMembers: [JSONMember]

    /// Creates a button.
    public init(actionID: String? = nil, action: String? = nil, uri: String? = nil, useWebview: Bool? = nil,
                otherMembers: [JSONMember] = []) {
        self.actionID = actionID
        self.action = action
        self.uri = uri
        self.useWebview = useWebview
        self.otherMembers = otherMembers
    }

    /// The action as a known value, when it is one.
    public var knownAction: ButtonAction? { action.flatMap(ButtonAction.init(rawValue:)) }
}
