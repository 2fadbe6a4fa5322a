import Crypto

/// The SHA-256 of a sent body, in hex: the history's way to tell which version went out
/// without keeping the push itself.
public enum PayloadDigest {
    /// Lower-case hex SHA-256.
    public static func sha256(_ bytes: [UInt8]) -> String {
        SHA256.hash(data: bytes).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}
