/// Hexadecimal digits in bytes of text: what `0`–`9`, `a`–`f` and `A`–`F` are worth, in one place
/// for the JSON reader's `\u` escapes, Liquid's `url_decode` and the redactor's percent escapes.
public enum HexDigit {
    /// The value (0–15) of the ASCII hex digit `byte`, or nil for any other byte.
    @inlinable
    public static func value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The byte the two hex digits `high` and `low` write, or nil when either is not one.
    @inlinable
    public static func byte(_ high: UInt8, _ low: UInt8) -> UInt8? {
        guard let h = value(high), let l = value(low) else { return nil }
        return h << 4 | l
    }
}
