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
}
