import Cryptography

/// The SHA-256 of a sent body, in hex: the history's way to tell which version went out
/// without keeping the push itself.
public enum PayloadDigest {
    /// Lower-case hex SHA-256.
    public static func sha256(_ bytes: [UInt8]) throws(CryptoLibraryMissing) -> String {
        try DigestAlgorithm.sha256.hexHash(bytes)
    }
}
