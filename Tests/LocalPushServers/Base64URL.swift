import Foundation

/// Base64url without padding (RFC 7515 §2), decoded strictly as JWS parts must be written.
enum Base64URL {
    /// The bytes, or nil for padding, a character outside the url-safe alphabet, or a bad length.
    static func decode(_ text: Substring) -> [UInt8]? {
        guard text.count % 4 != 1,
              text.utf8.allSatisfy({ $0.isBase64URLCharacter })
        else { return nil }
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
        return Data(base64Encoded: standard).map { Array($0) }
    }
}

extension UInt8 {
    fileprivate var isBase64URLCharacter: Bool {
        switch self {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
