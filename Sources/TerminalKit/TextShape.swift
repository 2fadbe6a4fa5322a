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
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return .ascii }
        var simple = true
        for scalar in text.unicodeScalars {
            let value = scalar.value
            // The same test as `Sanitizer.isAlreadySafe`.
            if DisplayWidth.scalarWidth(scalar) <= 0 || Sanitizer.placeholder(for: scalar) != nil { return .unsafe }
            // The same test as `DisplayWidth.isOneScalarPerGrapheme`.
            if (0x1F1E6...0x1F1FF).contains(value) || (0x1F3FB...0x1F3FF).contains(value) || (0x1100...0x11FF).contains(value) {
                simple = false
            }
        }
        return simple ? .simple : .clustered
    }
}
