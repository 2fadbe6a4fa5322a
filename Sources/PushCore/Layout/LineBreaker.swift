/// Breaks text into lines as iOS's text system does for a notification, and cuts the last.
///
/// Lines break at spaces (which hang at the line's end), after hyphens, and beside full-width
/// glyphs unless the next is closing punctuation; a word longer than a line breaks between
/// characters; a newline starts a new line. When text is left after the last line, that line
/// is refilled from where it starts up to the end of its paragraph, character by character,
/// and ends in "…".
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

    /// A place in the text, and how many characters come before it from where the line starts.
    private typealias Place = (index: String.Index, count: Int)

    /// Lays out `text`. The text is walked in place and only as far as the lines reach, so a
    /// body typed on for pages costs, per keystroke, about what one that fills its lines does.
    public func fit(_ text: String) -> FittedText {
        var lines: [String] = []
        var start = text.startIndex
        var shown = 0
        while start < text.endIndex, lines.count < maxLines {
            let (end, next) = line(from: start, in: text)
            if lines.count == maxLines - 1, next.index < text.endIndex {
                let cut = truncated(from: start, in: text)
                lines.append(String(text[start..<cut.index]) + String(Self.ellipsis))
                return FittedText(lines: lines, shownCharacters: shown + cut.count, rest: text[cut.index...])
            }
            lines.append(String(text[start..<end]))
            shown += next.count
            start = next.index
        }
        return FittedText(lines: lines, shownCharacters: shown, rest: text[start...])
    }

    /// One character of the text: plain ASCII read straight from the bytes (by far the most
    /// common, and a tenth of the cost of a grapheme), anything else as a grapheme cluster.
    private struct Glyph {
        /// The ASCII value, or nil for anything else.
        var ascii: UInt8?
        /// The grapheme, for anything not ASCII.
        var character: Character?
        /// Where the next one starts.
        var next: String.Index

        func width(_ font: NotificationFont) -> Double {
            if let ascii { return font.width(ascii: ascii) }
            return character.map(font.width(of:)) ?? 0
        }
        var isFullWidth: Bool { character.map(GlyphAdvance.isFullWidth) ?? false }
        var mayStartLine: Bool { character.map { !LineBreaker.cannotStartLine($0) } ?? true }
    }

    /// The character at `i`. An ASCII byte followed by another ASCII byte (not CR LF) or by
    /// the end is a grapheme of its own; anything else goes through grapheme breaking.
    private func glyph(at i: String.Index, in text: String) -> Glyph {
        let utf8 = text.utf8
        let byte = utf8[i]
        if byte < 0x80 {
            let after = utf8.index(after: i)
            if after == utf8.endIndex || (utf8[after] < 0x80 && !(byte == 0x0D && utf8[after] == 0x0A)) {
                return Glyph(ascii: byte, character: nil, next: after)
            }
        }
        let c = text[i]
        return Glyph(ascii: c.asciiValue, character: c.asciiValue == nil ? c : nil, next: text.index(after: i))
    }

    /// One greedy line from `start`: where its text ends, and where the next line starts.
    private func line(from start: String.Index, in text: String) -> (end: String.Index, next: Place) {
        var used = 0.0
        var spaces = 0.0
        var lastBreak: Place?
        var breaksAfterPrevious = false
        var j = start
        var n = 0
        while j < text.endIndex {
            let g = glyph(at: j, in: text)
            if g.ascii == 0x0A || g.character == "\r\n" { return (j, (g.next, n + 1)) }
            let advance = g.width(font)
            if g.ascii == 0x20 {
                if spaces == 0 { lastBreak = (j, n) }
                spaces += advance
                j = g.next
                n += 1
                continue
            }
            let fullWidth = g.isFullWidth
            // Before a full-width glyph, or after a hyphen or one, unless this one may not start a line.
            if j > start, spaces == 0, !fullWidth || g.mayStartLine, fullWidth || breaksAfterPrevious { lastBreak = (j, n) }
            if used + spaces + advance > width + 1e-9 {
                if spaces > 0, let b = lastBreak { return (b.index, (j, n)) }
                if let b = lastBreak, b.index > start { return (b.index, skipSpaces(b, in: text)) }
                if j == start { return (g.next, (g.next, 1)) }
                return (j, (j, n))
            }
            used += spaces + advance
            spaces = 0
            breaksAfterPrevious = g.ascii == 0x2D || fullWidth
            j = g.next
            n += 1
        }
        return (spaces > 0 ? (lastBreak?.index ?? j) : j, (j, n))
    }

    /// Closing punctuation and small kana never start a line (the CJK line-breaking rules iOS
    /// follows), so a break before one moves back a character. All of them are full-width.
    static let noLineStart: Set<Character> = Set("、。，．・：；？！）」』】〕〉》〙〗｝］ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々")

    static func cannotStartLine(_ c: Character) -> Bool { noLineStart.contains(c) }

    /// Skips the spaces that a wrap swallows.
    private func skipSpaces(_ place: Place, in text: String) -> Place {
        var (i, n) = place
        while i < text.endIndex, text.utf8[i] == 0x20 {
            i = text.utf8.index(after: i)
            n += 1
        }
        return (i, n)
    }

    /// Where the last line is cut: the most characters of its paragraph that fit with "…",
    /// with spaces before the ellipsis dropped.
    private func truncated(from start: String.Index, in text: String) -> Place {
        let room = width - font.width(of: Self.ellipsis)
        var used = 0.0
        var j = start
        var n = 0
        var kept: Place = (start, 0)
        while j < text.endIndex {
            let g = glyph(at: j, in: text)
            let advance = g.width(font)
            guard g.ascii != 0x0A, g.character != "\r\n", used + advance <= room + 1e-9 else { break }
            used += advance
            j = g.next
            n += 1
            if g.ascii != 0x20 { kept = (j, n) }
        }
        return kept
    }
}
