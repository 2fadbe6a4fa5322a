/// The Merkle–Damgård padding and word helpers SHA-1, SHA-256 and SHA-512 share.
enum HashPadding {
    /// Appends 0x80, zeros, and the bit length big-endian (in the last 8 bytes; SHA-512's 16-byte length field
    /// has zero high bytes for any message this engine can hold).
    static func bigEndian(_ message: [UInt8], blockSize: Int) -> [UInt8] {
        var data = message
        let lengthBytes = blockSize == 128 ? 16 : 8
        let bitLength = UInt64(message.count) &* 8
        data.append(0x80)
        while data.count % blockSize != blockSize - lengthBytes { data.append(0) }
        for _ in 0..<(lengthBytes - 8) { data.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { data.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        return data
    }

    static func word32(_ data: [UInt8], _ index: Int) -> UInt32 {
        UInt32(data[index]) << 24 | UInt32(data[index + 1]) << 16 | UInt32(data[index + 2]) << 8 | UInt32(data[index + 3])
    }

    static func bytes(_ word: UInt32) -> [UInt8] {
        [UInt8(truncatingIfNeeded: word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
         UInt8(truncatingIfNeeded: word)]
    }
}
