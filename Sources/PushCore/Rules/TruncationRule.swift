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
    static func quoteEnd(of lines: [String]) -> String {
        let last = lines.last ?? ""
        // Forty bytes are at most forty characters: most lines are counted without grapheme breaking.
        let tail = last.utf8.count > 40 && last.count > 40 ? "\u{2026}" + String(last.suffix(39)) : last
        return "\u{201C}" + tail + "\u{201D}"
    }
}
