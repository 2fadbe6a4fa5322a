import Foundation

/// Base64url without padding (RFC 7515 §2), as JWS parts are written.
enum Base64URL {
    static func encode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var text = Data(bytes).base64EncodedString()
        text = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        while text.hasSuffix("=") { text.removeLast() }
        return text
    }
}
