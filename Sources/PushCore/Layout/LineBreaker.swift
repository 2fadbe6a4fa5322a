import PlainText

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

    /// Lays out `text`. The text is walked in place and only as far as the lines reach, so a
    /// body typed on for pages costs, per keystroke, about what one that fills its lines does.
    public func fit(_ text: String) -> FittedText {
        fit(text, limits: [maxLines])[0]
    }

    /// Lays out `text` in `maxLines` lines and, when they cut it, in `longer` lines as well (a
    /// long-pressed card): the greedy lines before the first cut are the same in both, so
    /// they are laid out once. Nil for the longer when the shorter shows it all.
    public func fit(_ text: String, orIn longer: Int) -> (FittedText, longer: FittedText?) {
        guard longer > maxLines else {
            let short = fit(text)
            return (short, short.isCut ? short : nil)
        }
        let fitted = fit(text, limits: [maxLines, longer])
        return (fitted[0], fitted.count > 1 ? fitted[1] : nil)
    }

    private func fit(_ text: String, limits: [Int]) -> [FittedText] {
        var bytes = text
        return bytes.withUTF8 { utf8 in
            font.withASCIIPoints { points in fit(Walk(text: text, utf8: utf8, font: font, asciiPoints: points), limits: limits) }
        }
    }

    /// A place in the text (a UTF-8 offset), and how many characters come before it from where the line starts.
    private typealias Place = (offset: Int, count: Int)

    /// The text in each of `limits` lines (ascending), up to the first that shows it all.
    private func fit(_ walk: Walk, limits: [Int]) -> [FittedText] {
        var fitted: [FittedText] = []
        var lines: [String] = []
        var start = 0
        var shown = 0
        let end = walk.utf8.count
        while start < end {
            let (lineEnd, next) = line(from: start, in: walk)
            if lines.count == limits[fitted.count] - 1, next.offset < end {
                let cut = truncated(from: start, in: walk)
                fitted.append(FittedText(lines: lines + [walk.string(start, cut.offset) + String(Self.ellipsis)],
                                         shownCharacters: shown + cut.count, rest: walk.rest(from: cut.offset)))
                if fitted.count == limits.count { return fitted }
            }
            lines.append(walk.string(start, lineEnd))
            shown += next.count
            start = next.offset
        }
        fitted.append(FittedText(lines: lines, shownCharacters: shown, rest: walk.rest(from: start)))
        return fitted
    }

    /// One greedy line from `start`: where its text ends, and where the next line starts.
    private func line(from start: Int, in walk: Walk) -> (end: Int, next: Place) {
        var used = 0.0
        var spaces = 0.0
        var lastBreak: Place?
        var breaksAfterPrevious = false
        var j = start
        var n = 0
        let end = walk.utf8.count
        while j < end {
            if spaces == 0, !breaksAfterPrevious {
                // Letters of printable ASCII, not a space or a hyphen, each followed by ASCII:
                // nothing to break at, only widths to add, until one does not fit.
                while j + 1 < end {
                    let byte = walk.utf8[j]
                    guard byte > 0x20, byte < 0x7F, byte != 0x2D, walk.utf8[j + 1] < 0x80 else { break }
                    let advance = walk.asciiPoints[Int(byte)]
                    guard used + advance <= width + 1e-9 else { break }
                    used += advance
                    j += 1
                    n += 1
                }
            }
            let g = walk.glyph(at: j)
            if g.ascii == 0x0A { return (j, (g.next, n + 1)) }
            let advance = g.advance
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
                if spaces > 0, let b = lastBreak { return (b.offset, (j, n)) }
                if let b = lastBreak, b.offset > start { return (b.offset, skipSpaces(b, in: walk.utf8)) }
                if j == start { return (g.next, (g.next, 1)) }
                return (j, (j, n))
            }
            used += spaces + advance
            spaces = 0
            breaksAfterPrevious = g.ascii == 0x2D || fullWidth
            j = g.next
            n += 1
        }
        return (spaces > 0 ? (lastBreak?.offset ?? j) : j, (j, n))
    }

    /// Closing punctuation and small kana never start a line (the CJK line-breaking rules iOS
    /// follows), so a break before one moves back a character. All of them are full-width, and
    /// each is one scalar: the set holds scalar values, which compare far faster than characters.
    static let noLineStart: Set<UInt32> = Set("、。，．・：；？！）」』】〕〉》〙〗｝］ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々".unicodeScalars.map(\.value))

    /// Whether a scalar followed by an ASCII character ends its grapheme there: all do but the
    /// prepended marks (Grapheme_Cluster_Break=Prepend), which all lie in U+0600–U+0DFF and
    /// U+11000–U+11FFF; scalars there take the grapheme breaker.
    static func endsGraphemeBeforeASCII(_ value: UInt32) -> Bool {
        value < 0x600 || (value >= 0xE00 && value < 0x11000) || value >= 0x12000
    }

    /// Scalars that start a grapheme after any scalar that `endsGraphemeBeforeASCII`: ASCII,
    /// and ranges with no joining rule (Grapheme_Cluster_Break Other, neither Hangul, regional
    /// indicators nor Indic consonants): Latin-1 and Latin letters, typographic punctuation,
    /// CJK punctuation, kana, ideographs, full-width forms, and the emoji blocks without their
    /// skin-tone modifiers (a pictograph joins the one before it only after a ZWJ, which is a
    /// grapheme of its own where a walk starts).
    static let graphemeStarts: [ClosedRange<UInt32>] = [
        0x00...0x7F, 0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x3000...0x3029, 0x3041...0x3096,
        0x30A0...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFF60,
        0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
    ]

    /// Whether a scalar starts a grapheme after one that `endsGraphemeBeforeASCII`.
    static func startsGrapheme(_ value: UInt32) -> Bool {
        value < 0x80 || graphemeStarts.contains { $0.contains(value) }
    }

    static func cannotStartLine(_ c: Character) -> Bool {
        let scalars = c.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return false }
        return noLineStart.contains(first.value)
    }

    /// Skips the spaces that a wrap swallows.
    private func skipSpaces(_ place: Place, in utf8: UnsafeBufferPointer<UInt8>) -> Place {
        var (i, n) = place
        while i < utf8.count, utf8[i] == 0x20 {
            i += 1
            n += 1
        }
        return (i, n)
    }

    /// Where the last line is cut: the most characters of its paragraph that fit with "…",
    /// with spaces before the ellipsis dropped.
    private func truncated(from start: Int, in walk: Walk) -> Place {
        let room = width - font.width(of: Self.ellipsis)
        var used = 0.0
        var j = start
        var n = 0
        var kept: Place = (start, 0)
        let end = walk.utf8.count
        while j < end {
            let g = walk.glyph(at: j)
            guard g.ascii != 0x0A, used + g.advance <= room + 1e-9 else { break }
            used += g.advance
            j = g.next
            n += 1
            if g.ascii != 0x20 { kept = (j, n) }
        }
        return kept
    }
}

extension LineBreaker {
    /// One character of the text and its advance in the breaker's font. It holds no
    /// `Character`, so making and dropping one per glyph costs no reference counting.
    fileprivate struct Glyph {
        /// The ASCII value ("\r\n" reads as a newline), or nil for anything else.
        var ascii: UInt8?
        /// Where the next one starts, as a UTF-8 offset.
        var next: Int
        /// Its width in points.
        var advance: Double
        /// Whether it is a full-width glyph (CJK, kana, Hangul, emoji).
        var isFullWidth: Bool
        /// Whether a line may start with it (not closing punctuation or small kana).
        var mayStartLine: Bool
    }

    /// The text read from its UTF-8 bytes: plain ASCII straight from a byte (by far the most
    /// common, and a tenth of the cost of a grapheme), anything else as a grapheme cluster.
    fileprivate struct Walk {
        let text: String
        let utf8: UnsafeBufferPointer<UInt8>
        let font: NotificationFont
        /// The font's advance of each ASCII byte, read without going through the font's array.
        let asciiPoints: UnsafeBufferPointer<Double>

        /// The character at byte `i`. An ASCII byte followed by another ASCII byte (not CR LF)
        /// or by the end is a grapheme of its own, answered here in a few instructions; anything
        /// else goes through grapheme breaking, out of line.
        @inline(__always)
        func glyph(at i: Int) -> Glyph {
            let byte = utf8[i]
            if byte < 0x80 {
                let after = i + 1
                if after == utf8.count || (utf8[after] < 0x80 && !(byte == 0x0D && utf8[after] == 0x0A)) {
                    return Glyph(ascii: byte, next: after, advance: asciiPoints[Int(byte)], isFullWidth: false, mayStartLine: true)
                }
            }
            return cluster(at: i)
        }

        /// The grapheme cluster at byte `i`, and what it takes on a line.
        @inline(never)
        func cluster(at i: Int) -> Glyph {
            let byte = utf8[i]
            let (value, length) = UTF8Sequence.decodeValid(utf8, at: i)
            // A scalar followed by ASCII, CJK or Latin text is a grapheme of its own (accents,
            // quotes, ideographs, most emoji beside a space): no grapheme breaking.
            let alone = byte >= 0x80 && LineBreaker.endsGraphemeBeforeASCII(value)
                && (i + length == utf8.count || LineBreaker.startsGrapheme(UTF8Sequence.decodeValid(utf8, at: i + length).value))
            let c = alone ? nil : text[text.utf8.index(text.utf8.startIndex, offsetBy: i)]
            if let c, byte < 0x80, let ascii = c.asciiValue {
                return Glyph(ascii: ascii, next: i + c.utf8.count, advance: asciiPoints[Int(ascii)], isFullWidth: false, mayStartLine: true)
            }
            // One scalar (CJK, kana, most emoji): measured from its value.
            if alone || c?.utf8.count == length, let scalar = Unicode.Scalar(value) {
                let fullWidth = GlyphAdvance.isFullWidth(alone: scalar)
                return Glyph(ascii: nil, next: i + length, advance: font.width(alone: scalar, isFullWidth: fullWidth),
                             isFullWidth: fullWidth, mayStartLine: !fullWidth || !LineBreaker.noLineStart.contains(value))
            }
            guard let c else { return Glyph(ascii: nil, next: i + length, advance: 0, isFullWidth: false, mayStartLine: true) }
            let next = i + c.utf8.count
            let fullWidth = GlyphAdvance.isFullWidth(c)
            return Glyph(ascii: nil, next: next, advance: font.width(of: c, isFullWidth: fullWidth),
                         isFullWidth: fullWidth, mayStartLine: !fullWidth || !LineBreaker.cannotStartLine(c))
        }

        /// The text between two byte offsets.
        func string(_ from: Int, _ to: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: utf8[from..<to]), as: UTF8.self)
        }

        /// The text from a byte offset to the end.
        func rest(from offset: Int) -> Substring {
            text[text.utf8.index(text.utf8.startIndex, offsetBy: offset)...]
        }
    }
}
