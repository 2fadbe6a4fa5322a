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
        if text.utf8.allSatisfy(\.isPrintableASCII) { return .ascii }
        var simple = true
        for scalar in text.unicodeScalars {
            if !Sanitizer.isSafeAlone(scalar) { return .unsafe }
            if DisplayWidth.joinsVisibleNeighbour(scalar) { simple = false }
        }
        return simple ? .simple : .clustered
    }
}

extension UInt8 {
    /// A byte of printable ASCII, space to tilde: one grapheme, one cell, nothing to sanitise.
    var isPrintableASCII: Bool { self >= 0x20 && self < 0x7F }
}
