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
    /// How many characters are not shown. Plain ASCII is counted from its bytes (a pasted
    /// megabyte costs a byte scan, not grapheme breaking); "\r\n" is one character, as in Swift.
    public var lostCharacters: Int {
        let fast = rest.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var pairs = 0
            var previous: UInt8 = 0
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if previous == 0x0D && byte == 0x0A { pairs += 1 }
                previous = byte
            }
            return bytes.count - pairs
        }
        return (fast ?? nil) ?? rest.count
    }
    /// How many characters the text has.
    public var totalCharacters: Int { shownCharacters + lostCharacters }
}
