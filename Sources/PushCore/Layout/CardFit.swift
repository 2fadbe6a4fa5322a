/// How a push's title and body fit the lock screen of one phone: what the cut notes say and the
/// all-users table counts. Text whose shown form depends on the user or the device (Liquid, a
/// localization key) is left out, as nil.
public struct CardFit: Sendable {
    /// The title on the lock screen; nil without a title, or when it is not known here.
    public let title: FittedText?
    /// The body in the lock screen's four lines; nil without a body, or when it is not known here.
    public let body: FittedText?
    /// The body long-pressed, in seven lines; laid out only when the lock screen cuts it.
    public let expandedBody: FittedText?
    /// Whether "now" shares the title's row.
    public let timeOnTitleRow: Bool
    /// Whether the body wraps beside the media thumbnail.
    public let hasThumbnail: Bool

    /// Lays out `push`'s alert for `phone`.
    public init(_ push: ApplePush, phone: PhoneSize) {
        var title: String?
        var body: String
        switch push.alert {
        case .text(let text)?:
            body = text
        case .content(let c)?:
            title = c.titleLocKey == nil ? c.title : nil
            body = c.locKey == nil ? (c.body ?? "") : ""
        case nil:
            body = ""
        }
        if let t = title, Liquid.appears(in: t) { title = nil }
        if Liquid.appears(in: body) { body = "" }
        let level = push.interruptionLevel.flatMap(InterruptionLevel.init(rawValue:))
        // The body is laid out below, with its long-pressed form.
        let lock = NotificationLayout(title: title, appName: "", body: "", time: "now", hasMedia: push.assetURL != nil,
                                      level: level, presentation: .lock, phone: phone)
        self.title = (title ?? "").isEmpty ? nil : lock.title
        if body.isEmpty {
            self.body = nil
            self.expandedBody = nil
        } else {
            (self.body, self.expandedBody) = NotificationLayout.lockAndExpandedBody(body, hasMedia: push.assetURL != nil, phone: phone)
        }
        timeOnTitleRow = lock.timeOnTitleRow
        hasThumbnail = lock.hasThumbnail
    }

    /// The title's characters the lock screen does not show (0 when it fits or is not known).
    public var titleLost: Int { title.map { $0.isCut ? $0.lostCharacters : 0 } ?? 0 }
    /// The body's characters the lock screen does not show (0 when it fits or is not known).
    public var bodyLost: Int { body.map { $0.isCut ? $0.lostCharacters : 0 } ?? 0 }
}
