import PlainText

/// How much work drawing a string takes, found in one pass: `Buffer.write` runs on every
/// string of every frame, and most need neither sanitising nor grapheme breaking.
enum TextShape: Equatable {
    /// Printable ASCII only: one cell per byte.
    case ascii
    /// Safe, and every scalar is a grapheme of its own (accents precomposed, CJK, most emoji).
    case simple
    /// Safe, but some scalars join into clusters (flags, skin tones, Hangul jamo).
    case clustered
    /// Holds something the sanitiser replaces, or a zero-width scalar whose fate depends on graphemes.
    case unsafe

    /// The shape of `text`.
    static func of(_ text: String) -> TextShape {
        // One pass over the bytes: printable ASCII is passed at once, and only other bytes are
        // decoded, so a long title with one emoji is a byte scan, not a property look-up per letter.
        var text = text
        return text.withUTF8 { bytes in
            var shape = TextShape.ascii
            var index = 0
            while case let run = UTF8Sequence.endOfPrintableASCII(bytes, from: index), run < bytes.count {
                index = run
                let (value, length) = UTF8Sequence.decodeValid(bytes, at: index)
                guard let scalar = Unicode.Scalar(value), Sanitizer.isSafeAlone(scalar) else { return .unsafe }
                if DisplayWidth.joinsVisibleNeighbour(scalar) { shape = .clustered } else if shape == .ascii { shape = .simple }
                index += length
            }
            return shape
        }
    }
}

extension UInt8 {
    /// A byte of printable ASCII, space to tilde: one grapheme, one cell, nothing to sanitise.
    var isPrintableASCII: Bool { self >= 0x20 && self < 0x7F }
}
