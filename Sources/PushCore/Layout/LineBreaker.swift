/// Breaks text into lines as iOS's text system does for a notification, and cuts the last.
///
/// Lines break at spaces (which hang at the line's end), after hyphens, and beside
/// full-width glyphs unless the next is closing punctuation; a word longer than a line breaks between characters; a newline starts
/// a new line. When text is left after the last line, that line is refilled from where it
/// starts up to the end of its paragraph, character by character, and ends in "…".
public struct LineBreaker: Sendable {
    /// The ellipsis iOS draws at a cut.
    public static let ellipsis: Character = "…"

    /// The font the text is drawn in.
    public var font: NotificationFont
    /// The width of a line in points.
    public var width: Double
    /// The most lines shown.
    public var maxLines: Int

    /// Creates a breaker.
    public init(font: NotificationFont, width: Double, maxLines: Int) {
        self.font = font
        self.width = max(0, width)
        self.maxLines = max(1, maxLines)
    }

    /// Lays out `text`. Only the characters that can show are measured: a body typed on for
    /// pages costs no more per keystroke than one that fills its lines.
    public func fit(_ text: String) -> FittedText {
        // No glyph that advances is narrower than 2 pt, so no more than this can show.
        let limit = maxLines * (Int(width / 2) + 1) + 64
        let head = Array(text.prefix(limit))
        guard head.count == limit else { return fit(head, total: head.count) }
        let result = fit(head, total: text.count)
        // Zero-width characters can outlast the bound: then measure everything.
        return result.shownCharacters < head.count ? result : fit(Array(text), total: text.count)
    }

    private func fit(_ chars: [Character], total: Int) -> FittedText {
        let widths = chars.map { font.width(of: $0) }
        var lines: [String] = []
        var start = 0
        var shown = 0
        while start < chars.count, lines.count < maxLines {
            let (end, next) = line(from: start, chars, widths)
            if lines.count == maxLines - 1, next < chars.count {
                let cut = truncated(from: start, chars, widths)
                lines.append(String(chars[start..<cut]) + String(Self.ellipsis))
                shown = cut
                return FittedText(lines: lines, totalCharacters: total, shownCharacters: shown)
            }
            lines.append(String(chars[start..<end]))
            shown = next
            start = next
        }
        return FittedText(lines: lines, totalCharacters: total, shownCharacters: shown)
    }

    /// One greedy line from `start`: where its text ends, and where the next line starts.
    private func line(from start: Int, _ chars: [Character], _ widths: [Double]) -> (end: Int, next: Int) {
        var used = 0.0
        var spaces = 0.0
        var lastBreak: Int?
        var j = start
        while j < chars.count {
            let c = chars[j]
            if c == "\n" { return (j, j + 1) }
            if c == " " {
                if spaces == 0 { lastBreak = j }
                spaces += widths[j]
                j += 1
                continue
            }
            if isBreakBefore(j, chars), j > start, spaces == 0 { lastBreak = j }
            if used + spaces + widths[j] > width + 1e-9 {
                if spaces > 0 { return (lastBreak ?? j, j) }
                if let b = lastBreak, b > start { return (b, skipSpaces(b, chars)) }
                let end = max(j, start + 1)
                return (end, end)
            }
            used += spaces + widths[j]
            spaces = 0
            j += 1
            if c == "-" || GlyphAdvance.isFullWidth(c), j >= chars.count || !Self.cannotStartLine(chars[j]) { lastBreak = j }
        }
        return (spaces > 0 ? (lastBreak ?? j) : j, j)
    }

    /// Whether a line may break before the character at `j`: a full-width glyph that may
    /// start a line.
    private func isBreakBefore(_ j: Int, _ chars: [Character]) -> Bool {
        GlyphAdvance.isFullWidth(chars[j]) && !Self.cannotStartLine(chars[j])
    }

    /// Closing punctuation and small kana never start a line (the CJK line-breaking rules iOS
    /// follows), so a break before one moves back a character.
    static let noLineStart: Set<Character> = Set("、。，．・：；？！）」』】〕〉》〙〗｝］ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々")

    static func cannotStartLine(_ c: Character) -> Bool { noLineStart.contains(c) }

    /// Skips the spaces that a wrap swallows.
    private func skipSpaces(_ i: Int, _ chars: [Character]) -> Int {
        var i = i
        while i < chars.count, chars[i] == " " { i += 1 }
        return i
    }

    /// Where the last line is cut: the most characters of its paragraph that fit with "…",
    /// with spaces before the ellipsis dropped.
    private func truncated(from start: Int, _ chars: [Character], _ widths: [Double]) -> Int {
        let room = width - font.width(of: Self.ellipsis)
        var used = 0.0
        var j = start
        while j < chars.count, chars[j] != "\n", used + widths[j] <= room + 1e-9 {
            used += widths[j]
            j += 1
        }
        while j > start, chars[j - 1] == " " { j -= 1 }
        return j
    }
}
