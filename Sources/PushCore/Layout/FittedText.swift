import PlainText

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
        if let count = rest.utf8.withContiguousStorageIfAvailable(Self.characters) { return count }
        var copy = String(rest)
        return copy.withUTF8(Self.characters)
    }

    /// The characters in UTF-8 `bytes`: ASCII pairs need no grapheme breaking.
    private static func characters(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var i = 0
        while i < bytes.count {
            // Printable ASCII, a grapheme a byte, save the last, which may start one with what follows.
            let run = UTF8Sequence.endOfPrintableASCII(bytes, from: i)
            let last = run < bytes.count && bytes[run] >= 0x80 ? run - 1 : run
            if last > i {
                count += last - i
                i = last
                if i == bytes.count { break }
            }
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

    /// How many characters the text has.
    public var totalCharacters: Int { shownCharacters + lostCharacters }
}
