/// How many terminal cells text takes, measured the way ncurses and glibc `wcwidth` measure it.
///
/// A grapheme cluster is never split, and its width is the sum of glibc's widths of its
/// scalars, because that is how ncurses places it (one spacing character per cell group).
/// Two intended differences from `wcswidth`: a scalar glibc cannot print counts as one cell
/// (the backend draws U+FFFD for it), and a cluster with no visible width (a lone combining
/// mark) counts as one cell (it is drawn on a dotted circle), so every grapheme has a cell.
public enum DisplayWidth {
    /// glibc's `wcwidth` for one scalar under a UTF-8 locale: -1 unprintable, 0, 1 or 2.
    public static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }  // ASCII fast path
        if value < 0x10000 { return Int(basicPlane[Int(value)]) }
        return searchedWidth(value)
    }

    /// Widths of the Basic Multilingual Plane, looked up instead of searched: every keystroke
    /// measures the whole screen's text, and 64 KiB buys a constant-time answer.
    /// Filled range by range, not searched scalar by scalar: a search per scalar cost millions of
    /// instructions at launch, before the first frame.
    static let basicPlane: [Int8] = {
        var table = [Int8](repeating: 1, count: 0x10000)
        // The lowest precedence first, so a scalar in two tables gets the width the search would give.
        for (ranges, width) in [(unprintableRanges, Int8(-1)), (doubleWidthRanges, 2), (zeroWidthRanges, 0)] {
            for pair in stride(from: 0, to: ranges.count, by: 2) where ranges[pair] < 0x10000 {
                for value in Int(ranges[pair])...Int(min(ranges[pair + 1], 0xFFFF)) { table[value] = width }
            }
        }
        for value in 0x20..<0x7F { table[value] = 1 }
        return table
    }()

    /// The width from the range tables.
    static func searchedWidth(_ value: UInt32) -> Int {
        if value >= 0x20 && value < 0x7F { return 1 }
        if contains(zeroWidthRanges, value) { return 0 }
        if contains(doubleWidthRanges, value) { return 2 }
        if contains(unprintableRanges, value) { return -1 }
        return 1
    }

    /// Cells taken by one grapheme cluster (at least 1).
    public static func of(_ character: Character) -> Int {
        // One printable ASCII byte: asking `asciiValue` first would compare with CR LF.
        let utf8 = character.utf8
        if let first = utf8.first, first >= 0x20, first < 0x7F, utf8.count == 1 { return 1 }
        var total = 0
        for scalar in character.unicodeScalars {
            let w = scalarWidth(scalar)
            total += w < 0 ? 1 : w
        }
        return max(1, total)
    }

    /// Cells taken by a string; the concrete overloads spare callers in other modules the
    /// unspecialised generic, which walks the bytes through protocol witnesses.
    public static func of(_ text: String) -> Int { measure(text) }

    /// Cells taken by a substring.
    public static func of(_ text: Substring) -> Int { measure(text) }

    /// Cells taken by a string.
    public static func of<S: StringProtocol>(_ text: S) -> Int { measure(text) }

    @inline(__always)
    private static func measure<S: StringProtocol>(_ text: S) -> Int {
        // Printable ASCII is one cell a byte: no grapheme breaking needed.
        var ascii = 0
        var isASCII = true
        for byte in text.utf8 {
            guard byte.isPrintableASCII else { isASCII = false; break }
            ascii += 1
        }
        if isASCII { return ascii }
        // With no zero-width or unprintable scalar, each grapheme's width is the sum of its
        // scalars' widths, so the total needs no grapheme breaking either.
        var sum = 0
        var simple = true
        for scalar in text.unicodeScalars {
            let w = scalarWidth(scalar)
            guard w > 0 else { simple = false; break }
            sum += w
        }
        if simple { return sum }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// Whether every scalar of `text` stands alone as a grapheme of width 1 or 2: no marks,
    /// joiners, selectors, flags' regional indicators or skin tones that would join a cluster.
    public static func isOneScalarPerGrapheme(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalarWidth($0) > 0 && !joinsVisibleNeighbour($0) }
    }

    /// Whether a scalar of nonzero width may still join a cluster with its neighbour: regional
    /// indicators pair into flags, skin tones modify an emoji, Hangul jamo build a syllable.
    static func joinsVisibleNeighbour(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (0x1F1E6...0x1F1FF).contains(v) || (0x1F3FB...0x1F3FF).contains(v) || (0x1100...0x11FF).contains(v)
    }

    /// Whether `value` falls in one of the inclusive start/end `pairs` (sorted, flat).
    static func contains(_ pairs: [UInt32], _ value: UInt32) -> Bool {
        var low = 0, high = pairs.count / 2 - 1
        while low <= high {
            let mid = (low + high) / 2
            if value < pairs[2 * mid] { high = mid - 1 } else if value > pairs[2 * mid + 1] { low = mid + 1 } else { return true }
        }
        return false
    }
}
