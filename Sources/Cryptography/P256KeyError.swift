/// Why a P-256 key could not sign.
public enum P256KeyError: Error, Sendable {
    /// The key is a public key only.
    case notPrivate
    /// libcrypto refused.
    case signingFailed
}
