/// Well-formed UTF-8, byte by byte (Unicode table 3-7): the JSON reader rejects what is not,
/// and file names carry what is not as escaped bytes.
public enum UTF8Sequence {
    /// The length of the well-formed sequence starting at `index` (1 to 4), or 0 when the byte
    /// there starts none: a stray continuation, an overlong form, a surrogate, past U+10FFFF.
    @inlinable
    public static func length(_ bytes: [UInt8], at index: Int) -> Int {
        let first = bytes[index]
        @inline(__always) func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch first {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }

    /// The scalar value starting at `index` of bytes known to be valid UTF-8 (a String's), and
    /// its length: the lead byte gives the length, no check is made.
    @inline(__always)
    public static func decodeValid(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        let first = bytes[index]
        if first < 0x80 { return (UInt32(first), 1) }
        let length = first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4
        var value = UInt32(first) & (0x7F >> length)
        for next in (index + 1)..<min(index + length, bytes.count) { value = value << 6 | UInt32(bytes[next] & 0x3F) }
        return (value, length)
    }

    /// The index of the first byte from `start` on that is not printable ASCII (space to
    /// tilde), or the count: eight bytes are tested at a time, for the long plain runs of
    /// bodies and messages.
    public static func endOfPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let high: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                // A byte below 0x20, or one of 0x7F and up, sets its top bit in either term.
                let below = (word &- 0x2020_2020_2020_2020) & ~word & high
                let above = ((word &+ 0x0101_0101_0101_0101) | word) & high
                if below | above != 0 { break }
                index += 8
            }
        }
        while index < bytes.count, bytes[index] >= 0x20, bytes[index] < 0x7F { index += 1 }
        return index
    }
}
