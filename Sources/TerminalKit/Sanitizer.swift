import PlainText

/// Makes untrusted text safe to draw: every control, bidi or invisible character becomes a visible placeholder.
///
/// Text from a file, a paste or the keyboard may hold escape sequences that would retitle,
/// recolour or write the clipboard of the user's terminal, bidi controls that reorder what
/// is shown, or invisible characters that hide content. None of them is ever drawn raw.
public enum Sanitizer {
    /// The placeholder for a scalar that must not be drawn raw, or nil when it is safe.
    public static func placeholder(for scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        switch value {
        case 0x20..<0x7F:
            return nil
        case 0x00..<0x20:
            return String(Character(Unicode.Scalar(0x2400 + value)!))  // ␀ … ␟, ␛ for ESC
        case 0x7F:
            return "␡"
        case _ where EscapedByte.byte(of: scalar) != nil:
            // A byte of a file name that is not UTF-8.
            return "⟨0x" + String(EscapedByte.byte(of: scalar)!, radix: 16, uppercase: true) + "⟩"
        case _ where InvisibleScalar.contains(value):
            return codePoint(value)
        default:
            return DisplayWidth.scalarWidth(scalar) < 0 ? codePoint(value) : nil
        }
    }

    /// `⟨U+XXXX⟩` for a scalar value.
    public static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "⟨U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "⟩"
    }

    /// The text with every unsafe scalar replaced by its placeholder.
    ///
    /// With `keepingNewlines`, "\n" and "\r\n" stay as line breaks (for multi-line views);
    /// otherwise they are shown as `␊`. ZWJ inside an emoji sequence and tag characters
    /// of a subdivision flag are kept, since they are how those emoji are spelled.
    public static func sanitize(_ text: String, keepingNewlines: Bool = false) -> String {
        if TextShape.of(text) != .unsafe { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text {
            if keepingNewlines && (character == "\n" || character == "\r\n") {
                output.append("\n")
                continue
            }
            var piece = sanitize(character)
            // A mark that joins nothing gets a dotted circle once: sanitising again, the circle
            // and the mark are two graphemes, and the mark must not get a second circle.
            if piece.hasPrefix("◌"), output.hasSuffix("◌"), !String(character).hasPrefix("◌") { piece.removeFirst() }
            output += piece
        }
        return output
    }

    /// One grapheme made safe; a cluster that would have no visible base gets a dotted circle.
    static func sanitize(_ character: Character) -> String {
        let scalars = Array(character.unicodeScalars)
        var pieces = ""
        var pending = ""  // the current run of safe scalars
        var replacedBefore = false  // a joiner after a replaced scalar would join a placeholder
        func flush() {
            if let first = pending.unicodeScalars.first, DisplayWidth.scalarWidth(first) == 0 { pending = "◌" + pending }
            pieces += pending
            pending = ""
        }
        for (i, scalar) in scalars.enumerated() {
            if !replacedBefore && isKeptInCluster(scalar, at: i, in: scalars) {
                pending.unicodeScalars.append(scalar)
            } else if let replacement = placeholder(for: scalar) {
                flush()
                pieces += replacement
                replacedBefore = true
            } else {
                pending.unicodeScalars.append(scalar)
            }
        }
        flush()
        return pieces
    }

    /// Whether a normally-flagged scalar is part of how an emoji is spelled here (and what it
    /// joins is drawn as itself).
    static func isKeptInCluster(_ scalar: Unicode.Scalar, at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        guard InvisibleScalar.spellsEmoji(scalars, at: index) else { return false }
        return scalar.value != 0x200D || placeholder(for: scalars[index + 1]) == nil
    }

    /// Whether `scalar` can be drawn as it is whatever surrounds it: nothing to replace, and not
    /// zero-width (whether a zero-width scalar joins, or needs a dotted circle, depends on graphemes).
    static func isSafeAlone(_ scalar: Unicode.Scalar) -> Bool {
        DisplayWidth.scalarWidth(scalar) > 0 && placeholder(for: scalar) == nil
    }

    /// Whether `text` would be changed by `sanitize`.
    public static func needsSanitizing(_ text: String) -> Bool {
        sanitize(text) != text
    }
}
