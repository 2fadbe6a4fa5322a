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
        switch scalars[index].value {
        case 0x200D:
            guard index > 0, index + 1 < scalars.count else { return false }
            return isEmojiLike(scalars[index - 1]) && isEmojiLike(scalars[index + 1]) && !contains(scalars[index + 1])
        case 0xE0020...0xE007F:
            // Tags follow the black flag (🏴), possibly after other tags.
            var before = index - 1
            while before >= 0, (0xE0020...0xE007F).contains(scalars[before].value) { before -= 1 }
            return before >= 0 && scalars[before].value == 0x1F3F4
        default:
            return false
        }
    }

    /// False when `text` surely holds none: a byte scan that lets through only controls, DEL and
    /// the first two UTF-8 bytes of the table's characters (emoji, arrows and accented letters
    /// are settled here, without decoding).
    static func mayContain(_ text: String) -> Bool {
        let pairs = leadPairs
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F { return true }
                if byte >= 0xC0, index + 1 < bytes.count, pairs[Int(byte) << 8 | Int(bytes[index + 1])] { return true }
                index += 1
            }
            return false
        }
    }

    /// The first two UTF-8 bytes of every character of the table beyond ASCII, as a bit table.
    private static let leadPairs: [Bool] = {
        var pairs = [Bool](repeating: false, count: 1 << 16)
        for range in ranges where range.upperBound >= 0x80 {
            for value in max(range.lowerBound, 0x80)...range.upperBound {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let bytes = Array(String(scalar).utf8)
                pairs[Int(bytes[0]) << 8 | Int(bytes[1])] = true
            }
        }
        return pairs
    }()

    /// Emoji scalars and the modifiers and selectors that may precede a ZWJ.
    static func isEmojiLike(_ scalar: Unicode.Scalar) -> Bool {
        let p = scalar.properties
        return scalar.value > 0x7F && (p.isEmoji || p.isEmojiModifier || scalar.value == 0xFE0F)
    }

    /// The invisible characters of `text` that are not part of an emoji's spelling, with their
    /// 1-based position in characters; `allowingNewlines` lets line feeds (and tabs) through.
    public static func find(in text: String, allowingNewlines: Bool) -> [(position: Int, scalar: Unicode.Scalar)] {
        guard mayContain(text), text.unicodeScalars.contains(where: { contains($0) }) else { return [] }
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
