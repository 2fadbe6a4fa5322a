import Foundation

/// Advance widths of the glyphs a notification draws, in thousandths of an em.
///
/// The system font's own table is not published, so the Latin proportions are Helvetica's
/// (the widths of Adobe's public AFM metrics for Helvetica and Helvetica-Bold), a grotesque of
/// the same build; `NotificationFont` scales them to SF Pro's measured width. Beyond ASCII:
/// accented letters take their base letter's width, CJK ideographs, kana, Hangul and emoji
/// are full-width glyphs (one em), and other scripts take an average lowercase letter.
public enum GlyphAdvance {
    /// The widths of U+0020 to U+007E in regular weight.
    static let regular: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 … ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P … _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` … o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p … ~
    ]

    /// The widths of U+0020 to U+007E in bold weight.
    static let bold: [UInt16] = [
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
        975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
        333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
        611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
    ]

    /// Typographic punctuation marketers type, as (regular, bold).
    static let punctuation: [UInt32: (UInt16, UInt16)] = [
        0x00A0: (278, 278), 0x2018: (222, 278), 0x2019: (222, 278), 0x201C: (333, 500),
        0x201D: (333, 500), 0x2013: (556, 556), 0x2014: (1000, 1000), 0x2026: (1000, 1000),
        0x2022: (350, 350), 0x20AC: (556, 556), 0x00A3: (556, 556), 0x00A5: (556, 556),
        0x00A9: (737, 737), 0x00AE: (737, 737), 0x2122: (1000, 1000), 0x00B0: (400, 400),
    ]

    /// An average lowercase letter, for scripts the table does not hold.
    static let average: UInt16 = 556

    /// Inclusive ranges of scalars drawn as full-width glyphs: Hangul Jamo, CJK radicals to Yi,
    /// Hangul syllables, CJK compatibility ideographs and forms, full-width forms, the
    /// supplementary ideographic planes.
    static let fullWidthRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]

    /// The advance of an ASCII character, in ems: control characters take none, a tab a space.
    public static func em(ascii: UInt8, weight: FontWeight) -> Double {
        let byte = ascii == 0x09 ? 0x20 : ascii
        guard byte >= 0x20, byte < 0x7F else { return 0 }
        return Double((weight == .semibold ? bold : regular)[Int(byte) - 0x20]) / 1000
    }

    /// The advance of one grapheme cluster, in ems.
    public static func em(_ character: Character, weight: FontWeight) -> Double {
        em(character, weight: weight, isFullWidth: isFullWidth(character))
    }

    /// The advance of one grapheme cluster whose full width is already known, in ems.
    static func em(_ character: Character, weight: FontWeight, isFullWidth: Bool) -> Double {
        if startsASCII(character), let ascii = character.asciiValue { return em(ascii: ascii, weight: weight) }
        if isFullWidth { return 1 }
        guard let first = character.unicodeScalars.first else { return 0 }
        return em(firstScalar: first, weight: weight)
    }

    /// The advance of a cluster that starts with `first` (not ASCII, not full width), in ems:
    /// its base letter's, a typographic mark's, nothing for marks and controls, else an average letter's.
    static func em(firstScalar first: Unicode.Scalar, weight: FontWeight) -> Double {
        let base = baseScalar(of: first)
        if base.value < 0x7F, base.value >= 0x20 {
            let table = weight == .semibold ? bold : regular
            return Double(table[Int(base.value) - 0x20]) / 1000
        }
        if let pair = punctuation[base.value] {
            return Double(weight == .semibold ? pair.1 : pair.0) / 1000
        }
        switch base.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        case .spaceSeparator: return em(" ", weight: weight)
        default: return Double(average) / 1000
        }
    }

    /// Whether a grapheme is a full-width glyph: CJK, kana, Hangul, or an emoji.
    public static func isFullWidth(_ character: Character) -> Bool {
        // Every line break asks this of every character: plain ASCII answers at once.
        if startsASCII(character), character.asciiValue != nil { return false }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if scalars.index(after: scalars.startIndex) == scalars.endIndex { return isFullWidth(alone: first) }
        if fullWidthRanges.contains(where: { $0.contains(first.value) }) || first.properties.isEmojiPresentation { return true }
        // A text-default emoji asked for in colour (U+FE0F), a keycap, a flag or a ZWJ sequence.
        if first.properties.isEmoji,
           scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D })
            || (0x1F1E6...0x1F1FF).contains(first.value) {
            return true
        }
        return false
    }

    /// Whether a scalar that is a grapheme on its own is drawn full width.
    static func isFullWidth(alone scalar: Unicode.Scalar) -> Bool {
        // Below Hangul Jamo a lone scalar is never full width (the first emoji is U+231A);
        // Latin, Greek and Cyrillic answer here without a property lookup.
        if scalar.value < 0x1100 { return false }
        return fullWidthRanges.contains(where: { $0.contains(scalar.value) }) || scalar.properties.isEmojiPresentation
    }

    /// Whether a cluster starts with an ASCII byte: only then can it have an ASCII value, and
    /// asking `asciiValue` of anything else costs a string comparison with CR LF.
    private static func startsASCII(_ character: Character) -> Bool {
        (character.utf8.first ?? 0) < 0x80
    }

    /// The scalar that decides a cluster's width, from its first: that scalar after canonical
    /// decomposition, so `é` measures as `e`.
    private static func baseScalar(of first: Unicode.Scalar) -> Unicode.Scalar {
        if first.value < latinBases.lowerBound || first.value > latinBases.upperBound { return first }
        return latinBases.table[Int(first.value - latinBases.lowerBound)]
    }

    /// The base of each precomposed Latin letter from U+00C0 to U+024F (its first scalar after
    /// canonical decomposition), decomposed once on first use rather than once per letter laid out.
    private static let latinBases: (lowerBound: UInt32, upperBound: UInt32, table: [Unicode.Scalar]) = {
        let range: ClosedRange<UInt32> = 0xC0...0x24F
        let table = range.map { value -> Unicode.Scalar in
            guard let scalar = Unicode.Scalar(value) else { return " " }
            return String(Character(scalar)).decomposedStringWithCanonicalMapping.unicodeScalars.first ?? scalar
        }
        return (range.lowerBound, range.upperBound, table)
    }()
}
