/// An APNs device token: hex, written in lower case.
///
/// Tokens are copied from logs in several shapes (`<abcd ef01 …>`, upper case, spaces), so
/// spaces and angle brackets are dropped; anything else that is not hex is refused. Apple says
/// not to assume the length (64 today), so another length is only a warning.
public struct DeviceToken: Sendable, Hashable, CustomStringConvertible {
    /// The token in lower-case hex.
    public let hex: String

    /// The length Apple's tokens have today.
    public static let usualLength = 64
    /// The lengths taken, in hex digits: 8 to 100 bytes. Apple has said tokens may grow (to 100
    /// bytes) but never that they shrink; a byte or ten thousand is a mistake, not a token.
    public static let lengths = 16...200

    /// Reads a token, or nil when it is not hex or its length is outside `lengths`.
    public init?(_ text: String) {
        // Counted before anything is built: a 10,000-byte argument is refused at once.
        guard text.utf8.count <= 4 * Self.lengths.upperBound else { return nil }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case " ", "<", ">": continue
            case "0"..."9", "a"..."f": out.unicodeScalars.append(scalar)
            case "A"..."F": out.unicodeScalars.append(Unicode.Scalar(scalar.value + 0x20)!)
            default: return nil
            }
        }
        guard out.count % 2 == 0, Self.lengths.contains(out.count) else { return nil }
        hex = out
    }

    /// Why `text` is not a token, in plain words; nil when it is one.
    public static func problem(_ text: String) -> String? {
        if DeviceToken(text) != nil { return nil }
        let stripped = text.filter { $0 != " " && $0 != "<" && $0 != ">" }
        if stripped.isEmpty { return "the device token is empty" }
        if stripped.allSatisfy(\.isHexDigit) {
            if stripped.count % 2 != 0 { return "a device token has an even number of hex digits (this one has \(stripped.count))" }
            return "a device token has \(usualLength) hex digits (from \(lengths.lowerBound) to \(lengths.upperBound) are taken); this one has \(stripped.count): copy it again from the app's log"
        }
        return "a device token is hexadecimal (0-9, a-f): copy it again from the app's log"
    }

    /// A warning when the length is not the usual one; nil otherwise.
    public var lengthWarning: String? {
        hex.count == Self.usualLength ? nil
            : "the token has \(hex.count) hex digits where Apple's have \(Self.usualLength) today; it is sent as it is"
    }

    /// The first and last digits, enough to tell tokens apart in a listing.
    public var short: String {
        hex.count <= 16 ? hex : "\(hex.prefix(8))…\(hex.suffix(6))"
    }

    public var description: String { hex }
}
