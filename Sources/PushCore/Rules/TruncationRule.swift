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
    public var pages: [RulePage] { Self.pages }

    /// The lock screen's pages.
    static let pages = [
        RulePage(titleCut, .info,
            summary: "The title fits its one line on the lock screen.",
            why: "iOS shows the title in bold on one line, beside the time (\"now\"), and cuts the rest with \"…\". How much fits depends on the letters and the phone's width, about 30 to 40 characters of English.",
            failing: #"{"alert": {"title": "We saved your cart so you can pick up where you left off today", "body": "Your items are waiting."}}"#,
            passing: #"{"alert": {"title": "We saved your cart", "body": "Your items are waiting."}}"#,
            fix: "Shorten the title so it fits, with the key words first, and move the detail to the body."),
        RulePage(bodyCut, .info,
            summary: "The body fits the lock screen's 4 lines.",
            why: "iOS shows up to 4 lines of the body on the lock screen, 7 when the notification is long-pressed, and 2 in a banner, then cuts it with \"…\". A thumbnail beside the text narrows each line.",
            failing: #"{"alert": {"title": "Free shipping this week", "body": "Members get free shipping on every order this week. No minimum spend, no codes to enter: just sign in before you check out. The offer ends on Sunday at midnight, so fill your basket now and we will send it on its way to you for free."}}"#,
            passing: #"{"alert": {"title": "Free shipping this week", "body": "Members get free shipping on every order until Sunday. Sign in before you check out."}}"#,
            fix: "Shorten the body so the point is in the first lines; put the rest on the screen the push opens."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let push = context.push
        let bodyPointer: String
        switch push.alert {
        case .text?: bodyPointer = "/alert"
        case .content?: bodyPointer = "/alert/body"
        case nil: return []
        }
        let fit = CardFit(push, phone: context.phone)
        var out: [Diagnostic] = []
        // The figures first: the composer shows a note in two lines under its field.
        if let title = fit.title, title.isCut {
            let beside = fit.timeOnTitleRow ? ", beside \u{201C}now\u{201D}" : ""
            out.append(context.diagnostic(Self.titleCut, .info, at: "/alert/title",
                "The title shows \(title.shownCharacters) of its \(title.totalCharacters) characters on "
                + "\(context.phone.phrase)\(beside): \(Self.quoteEnd(of: title.lines))."))
        }
        if let body = fit.body, body.isCut {
            // Counting what is lost walks the rest of the text, so it is counted once: both
            // layouts cut the same text at a character, so what the longer one loses is the
            // total less what it shows.
            let lost = body.lostCharacters
            let more = fit.expandedBody.map {
                $0.isCut ? " Long-pressed, 7 lines still lose \(body.shownCharacters + lost - $0.shownCharacters)." : " Long-pressed, 7 lines show it all."
            } ?? ""
            out.append(context.diagnostic(Self.bodyCut, .info, at: bodyPointer,
                "The body loses \(lost) of its \(body.shownCharacters + lost) characters after 4 lines "
                + "on the lock screen of \(context.phone.phrase)"
                + (fit.hasThumbnail ? " beside the thumbnail" : "")
                + "; the last line ends \(Self.quoteEnd(of: body.lines)).\(more)"))
        }
        return out
    }

    /// The end of the last shown line, quoted, e.g. “…on every order this…”.
    public static func quoteEnd(of lines: [String]) -> String {
        let last = lines.last ?? ""
        // Forty bytes are at most forty characters: most lines are counted without grapheme breaking.
        let tail = last.utf8.count > 40 && last.count > 40 ? "\u{2026}" + String(last.suffix(39)) : last
        return "\u{201C}" + tail + "\u{201D}"
    }
}
