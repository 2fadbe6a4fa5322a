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
        // The leading run of printable ASCII is read as bytes; from the first other byte (always
        // a scalar's start) scalars are read, printable ASCII among them still passed at once:
        // a long title with one emoji is one byte scan, not a property look-up per letter.
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !$0.isPrintableASCII }) else { return .ascii }
        var simple = true
        for scalar in text.unicodeScalars[first...] {
            if scalar.value < 0x7F, scalar.value >= 0x20 { continue }
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
