extension SendHistoryEntry {
    /// A name for this line that later sends do not change, as its number does: eight hex
    /// digits of an FNV-1a hash of what the line can never lose (its time, route, recipient and
    /// payload digest). `history` prints it as `@1a2b3c4d`, and `resend` and `history show` take it.
    public var reference: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in [time, route.rawValue, recipient, payloadHash].joined(separator: "\u{1F}").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash >> 32, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
