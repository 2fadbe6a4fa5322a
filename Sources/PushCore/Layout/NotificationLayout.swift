/// The notification's text as iOS 15+ lays it out on a phone: which lines show and what is cut.
///
/// The title shares its row with the relative time, unless a time-sensitive or critical
/// label row above it takes the time; with no title the app name stands in its place. Rich
/// media's thumbnail narrows the body lines on the lock screen and in banners.
public struct NotificationLayout: Sendable, Equatable {
    /// The title row's text: the title, or the app name standing in.
    public var title: FittedText
    /// The subtitle's line, when a device payload carries one.
    public var subtitle: FittedText?
    /// The body's lines.
    public var body: FittedText
    /// Whether the title row is the app name.
    public var titleIsAppName: Bool
    /// Whether the relative time shares the title row (else it sits on the label row).
    public var timeOnTitleRow: Bool
    /// Whether the thumbnail narrows the body.
    public var hasThumbnail: Bool

    /// Lays out a notification.
    /// - Parameters:
    ///   - title: the alert's title, nil or empty when it has none.
    ///   - appName: the app's name, shown when there is no title.
    ///   - subtitle: a device payload's `aps.alert.subtitle`, one line under the title.
    ///   - body: the alert's body.
    ///   - time: the relative time label, e.g. "now", "3h ago", "Yesterday 8:37 AM".
    ///   - hasMedia: whether the push carries rich media.
    ///   - level: the interruption level; time-sensitive and critical have a label row.
    public init(title: String?, appName: String, subtitle: String? = nil, body: String, time: String, hasMedia: Bool,
                level: InterruptionLevel?, presentation: NotificationPresentation, phone: PhoneSize) {
        let column = NotificationGeometry.column(phone)
        let hidden = presentation == .hidden
        let shownTitle = hidden ? nil : title.flatMap { $0.isEmpty ? nil : $0 }
        self.titleIsAppName = shownTitle == nil
        self.timeOnTitleRow = level?.labelRow == nil
        self.hasThumbnail = hasMedia && presentation.showsThumbnail
        let timeWidth = timeOnTitleRow ? NotificationFont.body.width(of: time) + NotificationGeometry.timeGap : 0
        self.title = LineBreaker(font: .title, width: column - timeWidth, maxLines: 1).fit(shownTitle ?? appName)
        // The thumbnail sits beside everything under the title row.
        let bodyWidth = Self.bodyWidth(hasMedia: hasMedia, presentation: presentation, phone: phone)
        self.subtitle = hidden || (subtitle ?? "").isEmpty ? nil
            : LineBreaker(font: .title, width: bodyWidth, maxLines: 1).fit(subtitle ?? "")
        self.body = Self.body(body, hasMedia: hasMedia, presentation: presentation, phone: phone)
    }

    /// The body's lines alone, as the whole layout lays them out: for a second presentation of
    /// the same text, without laying out its title again.
    public static func body(_ body: String, hasMedia: Bool, presentation: NotificationPresentation, phone: PhoneSize) -> FittedText {
        LineBreaker(font: .body, width: bodyWidth(hasMedia: hasMedia, presentation: presentation, phone: phone),
                    maxLines: presentation.bodyLines)
            .fit(presentation == .hidden ? "Notification" : body)
    }

    /// The body on the lock screen and, only when that cuts it, long-pressed. Without media the
    /// two are as wide, so the lines they share are laid out once.
    public static func lockAndExpandedBody(_ body: String, hasMedia: Bool, phone: PhoneSize) -> (lock: FittedText, expanded: FittedText?) {
        let lockWidth = bodyWidth(hasMedia: hasMedia, presentation: .lock, phone: phone)
        let expandedWidth = bodyWidth(hasMedia: hasMedia, presentation: .expanded, phone: phone)
        let lines = LineBreaker(font: .body, width: lockWidth, maxLines: NotificationPresentation.lock.bodyLines)
        if lockWidth == expandedWidth {
            let (lock, expanded) = lines.fit(body, orIn: NotificationPresentation.expanded.bodyLines)
            return (lock, expanded)
        }
        let lock = lines.fit(body)
        return (lock, lock.isCut ? Self.body(body, hasMedia: hasMedia, presentation: .expanded, phone: phone) : nil)
    }

    /// The width of the lines under the title row: the column, less the thumbnail beside them.
    static func bodyWidth(hasMedia: Bool, presentation: NotificationPresentation, phone: PhoneSize) -> Double {
        let column = NotificationGeometry.column(phone)
        return hasMedia && presentation.showsThumbnail ? column - NotificationGeometry.thumbnail : column
    }
}
