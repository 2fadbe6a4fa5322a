import TextFormats

/// The `alert` of a push: a plain string, or an object with title, body and localization keys.
public enum Alert: Sendable, Equatable {
    /// A string alert: the body text alone.
    case text(String)
    /// An alert object.
    case content(AlertContent)

    /// The body text, whichever form the alert has.
    public var body: String? {
        switch self {
        case .text(let s): s
        case .content(let c): c.body
        }
    }

    /// The title, when the alert is an object.
    public var title: String? {
        if case .content(let c) = self { return c.title }
        return nil
    }
}

/// The alert object of `apple_push` (its eight fields, plus unknown keys kept).
public struct AlertContent: Sendable, Equatable {
    /// The text of the alert message.
    public var body: String?
    /// A short title shown above the body.
    public var title: String?
    /// Key of a title string in the app's `Localizable.strings`.
    public var titleLocKey: String?
    /// Values for the format specifiers of `title_loc_key`.
    public var titleLocArgs: [String]?
    /// Legacy key for the title of the action button.
    public var actionLocKey: String?
    /// Key of the alert text in the app's `Localizable.strings`.
    public var locKey: String?
    /// Values for the format specifiers of `loc_key`.
    public var locArgs: [String]?
    /// A Live Activity's alert sound.
    public var sound: String?
    /// Keys this tool does not know, kept on save.
    public var otherMembers: [JSONMember]

    /// Creates an alert object.
    public init(
        body: String? = nil, title: String? = nil, titleLocKey: String? = nil, titleLocArgs: [String]? = nil,
        actionLocKey: String? = nil, locKey: String? = nil, locArgs: [String]? = nil, sound: String? = nil,
        otherMembers: [JSONMember] = []
    ) {
        self.body = body
        self.title = title
        self.titleLocKey = titleLocKey
        self.titleLocArgs = titleLocArgs
        self.actionLocKey = actionLocKey
        self.locKey = locKey
        self.locArgs = locArgs
        self.sound = sound
        self.otherMembers = otherMembers
    }

    /// Whether only the body is set, so the alert can be written as a plain string.
    /// A field's value as JSON, or nil when it is not set: the compiler and the encoder write
    /// the alert from this, each under its own spelling of the key.
    public func value(of field: AlertField) -> JSONValue? {
        func strings(_ v: [String]?) -> JSONValue? { v.map { .array($0.map { JSONNode(.string($0)) }) } }
        switch field {
        case .title: return title.map(JSONValue.string)
        case .body: return body.map(JSONValue.string)
        case .titleLocKey: return titleLocKey.map(JSONValue.string)
        case .titleLocArgs: return strings(titleLocArgs)
        case .actionLocKey: return actionLocKey.map(JSONValue.string)
        case .locKey: return locKey.map(JSONValue.string)
        case .locArgs: return strings(locArgs)
        case .sound: return sound.map(JSONValue.string)
        }
    }

    public var isBodyOnly: Bool {
        body != nil && title == nil && titleLocKey == nil && titleLocArgs == nil && actionLocKey == nil
            && locKey == nil && locArgs == nil && sound == nil && otherMembers.isEmpty
    }
}
