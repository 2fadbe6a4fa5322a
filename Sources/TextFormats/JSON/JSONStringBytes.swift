/// The bytes of JSON text that a string holds as they are: printable ASCII other than a quote
/// or a backslash. Reading and measuring strings skip runs of them eight bytes at a time.
enum JSONStringBytes {
    /// The index of the first byte from `start` on that is a control, a quote, a backslash or
    /// beyond ASCII, or the count.
    static func plainEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
            // Whether a word has a zero byte: exact, as a borrow starts only at a zero byte.
            func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & high != 0 }
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                // A byte below 0x20 or from 0x80 up sets its top bit here.
                let special = ((word &- 0x20 &* ones) | word) & high != 0
                if special || hasZero(word ^ (0x22 &* ones)) || hasZero(word ^ (0x5C &* ones)) { break }
                index += 8
            }
        }
        while index < bytes.count, bytes[index] >= 0x20, bytes[index] < 0x80, bytes[index] != 0x22, bytes[index] != 0x5C { index += 1 }
        return index
    }
}
