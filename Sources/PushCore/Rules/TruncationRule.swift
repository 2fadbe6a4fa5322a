/// Says when the lock screen will cut the title or the body on the chosen phone, and by how much.
///
/// Text with Liquid or from localization keys is left out: what shows depends on the user or
/// the device, not on what is written here.
public struct TruncationRule: Rule {
    /// The title does not fit its row beside "now".
    public static let titleCut = "card.title.cut"
    /// The body needs more lines than the lock screen shows.
    public static let bodyCut = "card.body.cut"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.titleCut, Self.bodyCut] }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let push = context.push
        var title: String?
        var body: String
        let bodyPointer: String
        switch push.alert {
        case .text(let text)?:
            body = text
            bodyPointer = "/alert"
        case .content(let c)?:
            title = c.titleLocKey == nil ? c.title : nil
            body = c.locKey == nil ? (c.body ?? "") : ""
            bodyPointer = "/alert/body"
        case nil:
            return []
        }
        if let t = title, Liquid.appears(in: t) { title = nil }
        if Liquid.appears(in: body) { body = "" }
        let level = push.interruptionLevel.flatMap(InterruptionLevel.init(rawValue:))
        let layout = { (presentation: NotificationPresentation) in
            NotificationLayout(title: title, appName: "", body: body, time: "now", hasMedia: push.assetURL != nil,
                               level: level, presentation: presentation, phone: context.phone)
        }
        let lock = layout(.lock)
        var out: [Diagnostic] = []
        // The figures first: the composer shows a note in two lines under its field.
        if let title, !title.isEmpty, lock.title.isCut {
            let beside = lock.timeOnTitleRow ? ", beside \u{201C}now\u{201D}" : ""
            out.append(context.diagnostic(Self.titleCut, .info, at: "/alert/title",
                "The title shows \(lock.title.shownCharacters) of its \(lock.title.totalCharacters) characters on "
                + "\(context.phone.phrase)\(beside): \(Self.quoteEnd(of: lock.title.lines))."))
        }
        if !body.isEmpty, lock.body.isCut {
            let expanded = layout(.expanded).body
            let more = expanded.isCut
                ? " Long-pressed, 7 lines still lose \(expanded.lostCharacters)."
                : " Long-pressed, 7 lines show it all."
            out.append(context.diagnostic(Self.bodyCut, .info, at: bodyPointer,
                "The body loses \(lock.body.lostCharacters) of its \(lock.body.totalCharacters) characters after 4 lines "
                + "on the lock screen of \(context.phone.phrase)"
                + (lock.hasThumbnail ? " beside the thumbnail" : "")
                + "; the last line ends \(Self.quoteEnd(of: lock.body.lines)).\(more)"))
        }
        return out
    }

    /// The end of the last shown line, quoted, e.g. “…on every order this…”.
    static func quoteEnd(of lines: [String]) -> String {
        let last = lines.last ?? ""
        let tail = last.count > 40 ? "\u{2026}" + String(last.suffix(39)) : last
        return "\u{201C}" + tail + "\u{201D}"
    }
}
