/// The one definition of a character that is invisible, or reorders text, when printed.
///
/// The sanitiser draws these as placeholders, the JSON writer escapes them for terminals, and
/// the push rules warn about them in titles, bodies and links: one table, so the three never
/// disagree. C0 controls are in it; the JSON writer escapes those anyway.
public enum InvisibleScalar {
    /// The ranges, from Unicode's controls, format characters (Cf), separators (Zl, Zp),
    /// Hangul fillers and tag characters.
    static let ranges: [ClosedRange<UInt32>] = [
        0x0000...0x001F,  // C0 controls
        0x007F...0x009F,  // DEL and C1 controls
        0x00AD...0x00AD,  // soft hyphen
        0x061C...0x061C,  // Arabic letter mark
        0x115F...0x1160,  // Hangul fillers
        0x17B4...0x17B5,  // Khmer inherent vowels
        0x180E...0x180E,  // Mongolian vowel separator
        0x200B...0x200F,  // zero width space, joiners, LRM, RLM
        0x2028...0x202E,  // line and paragraph separators, bidi embeddings and overrides
        0x2060...0x206F,  // word joiner, invisible operators, bidi isolates, deprecated formats
        0x3164...0x3164,  // Hangul filler
        0xFEFF...0xFEFF,  // zero width no-break space (BOM)
        0xFFA0...0xFFA0,  // halfwidth Hangul filler
        0xFFF0...0xFFFB,  // interlinear annotations and unassigned specials
        0x1D173...0x1D17A,  // musical symbol formatting
        0xE0000...0xE007F,  // language tag and tag characters
    ]

    /// Whether a scalar value is invisible or reorders text (see the type's summary).
    public static func contains(_ value: UInt32) -> Bool {
        // Text is mostly printable ASCII and Latin letters: settled before the table.
        if value < 0x20 { return true }
        if value < 0x7F { return false }
        if value <= 0x9F { return true }
        if value < 0xAD { return false }
        // The ranges are sorted and disjoint: a binary search.
        var low = 0, high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound { high = middle - 1 } else if value > range.upperBound { low = middle + 1 } else { return true }
        }
        return false
    }

    /// Whether a scalar is invisible or reorders text.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool { contains(scalar.value) }

    /// A short name for a scalar in messages: `U+202E RIGHT-TO-LEFT OVERRIDE`.
    public static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if let name = scalar.properties.name ?? scalar.properties.nameAlias { return code + " " + name }
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F: return code + " (a control character)"
        default: return code
        }
    }
}

extension InvisibleScalar {
    /// Whether the scalar at `index` is one of the invisible characters emoji are spelled with:
    /// a ZWJ between two emoji (👨‍👩‍👧), or a tag character of a subdivision flag (🏴 England).
    public static func spellsEmoji(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        var before = index - 1
        // A tag's neighbour is what the run of tags follows.
        if isTag(scalars[index].value) { while before >= 0, isTag(scalars[before].value) { before -= 1 } }
        return spellsEmoji(scalars[index].value, after: before >= 0 ? scalars[before] : nil,
                           before: index + 1 < scalars.count ? scalars[index + 1] : nil)
    }

    /// Whether `value` spells an emoji between the scalar it comes `after` (for a tag, the one
    /// its run of tags follows) and the one it comes `before`.
    static func spellsEmoji(_ value: UInt32, after previous: Unicode.Scalar?, before next: Unicode.Scalar?) -> Bool {
        if value == 0x200D {
            guard let previous, let next else { return false }
            return isEmojiLike(previous) && isEmojiLike(next) && !contains(next)
        }
        // Tags follow the black flag (🏴), possibly after other tags.
        return isTag(value) && previous?.value == 0x1F3F4
    }

    /// A tag character of a subdivision flag.
    static func isTag(_ value: UInt32) -> Bool { (0xE0020...0xE007F).contains(value) }

    /// Whether `text` holds a scalar of the table (line feeds and tabs aside when
    /// `allowingNewlines`): one pass over its UTF-8 that decodes only bytes beyond ASCII, so
    /// typographic quotes, accents and emoji cost a few instructions each.
    static func appears(in text: String, allowingNewlines: Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            // The scalar before `index`, and the last before it that is not a tag.
            var previous: Unicode.Scalar?
            var untagged: Unicode.Scalar?
            while case let run = UTF8Sequence.endOfPrintableASCII(bytes, from: index), run < bytes.count {
                if run > index { (previous, untagged) = (Unicode.Scalar(bytes[run - 1]), Unicode.Scalar(bytes[run - 1])) }
                index = run
                let byte = bytes[index]
                if byte < 0x80 {  // a control or DEL
                    (previous, untagged) = (Unicode.Scalar(byte), Unicode.Scalar(byte))
                    if !(allowingNewlines && (byte == 0x0A || byte == 0x09)) { return true }
                    index += 1
                    continue
                }
                let (value, length) = UTF8Sequence.decodeValid(bytes, at: index)
                if contains(value) {
                    // A joiner or tag inside an emoji is how it is spelled, not hidden.
                    let next = index + length < bytes.count ? Unicode.Scalar(UTF8Sequence.decodeValid(bytes, at: index + length).value) : nil
                    if !spellsEmoji(value, after: isTag(value) ? untagged : previous, before: next) { return true }
                }
                previous = Unicode.Scalar(value)
                if !isTag(value) { untagged = previous }
                index += length
            }
            return false
        }
    }

    /// Emoji scalars and the modifiers and selectors that may precede a ZWJ.
    static func isEmojiLike(_ scalar: Unicode.Scalar) -> Bool {
        let p = scalar.properties
        return scalar.value > 0x7F && (p.isEmoji || p.isEmojiModifier || scalar.value == 0xFE0F)
    }

    /// The invisible characters of `text` that are not part of an emoji's spelling, with their
    /// 1-based position in characters; `allowingNewlines` lets line feeds (and tabs) through.
    public static func find(in text: String, allowingNewlines: Bool) -> [(position: Int, scalar: Unicode.Scalar)] {
        guard appears(in: text, allowingNewlines: allowingNewlines) else { return [] }
        // Scalars, not graphemes: a joiner's neighbours are the same either way, and positions
        // are counted only for what is found.
        let scalars = Array(text.unicodeScalars)
        var found: [(Int, Unicode.Scalar)] = []
        for index in scalars.indices where contains(scalars[index]) && !spellsEmoji(scalars, at: index) {
            if allowingNewlines && (scalars[index] == "\n" || scalars[index] == "\t") { continue }
            let position = String(String.UnicodeScalarView(scalars[..<index])).count + 1
            found.append((position, scalars[index]))
        }
        return found
    }
}
