/// Text laid out into at most a given number of lines, as iOS shows it, and what was cut.
public struct FittedText: Sendable, Equatable {
    /// The lines shown; the last ends with "…" when text was cut.
    public var lines: [String]
    /// How many characters (grapheme clusters) are shown before the cut; spaces at a wrap count as shown.
    public var shownCharacters: Int
    /// The text after the cut, counted only when asked: drawing the card never needs it.
    var rest: Substring

    /// Whether some of the text is not shown.
    public var isCut: Bool { !rest.isEmpty }
    /// How many characters are not shown, counted without breaking plain ASCII into graphemes
    /// (a pasted megabyte costs a byte scan): two ASCII bytes side by side, other than CR LF,
    /// always have a grapheme boundary between them, so only the runs around other bytes go
    /// through grapheme breaking. "\r\n" is one character, as in Swift.
    public var lostCharacters: Int {
        var rest = String(rest)
        return rest.withUTF8 { bytes in
            var count = 0
            var i = 0
            while i < bytes.count {
                // A run that must be broken into graphemes: up to the next certain boundary.
                var j = i + 1
                while j < bytes.count, !(bytes[j - 1] < 0x80 && bytes[j] < 0x80 && !(bytes[j - 1] == 0x0D && bytes[j] == 0x0A)) {
                    j += 1
                }
                count += j - i == 1 ? 1 : String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<j]), as: UTF8.self).count
                i = j
            }
            return count
        }
    }
    /// How many characters the text has.
    public var totalCharacters: Int { shownCharacters + lostCharacters }
}
