import CLibCrypto

/// A P-256 key held by libcrypto: the private key APNs tokens are signed with (a `.p8` file), or
/// only its public half, which checks those signatures.
public final class P256Key: Sendable {
    // Immutable once made; libcrypto's key objects may be shared across threads for signing.
    private nonisolated(unsafe) let key: OpaquePointer
    /// Whether this key can sign (it holds the private part).
    public let isPrivate: Bool

    private init(_ key: OpaquePointer, isPrivate: Bool) {
        self.key = key
        self.isPrivate = isPrivate
    }

    deinit { pc_p256_free(key) }

    /// A new random private key, for tests and local servers (the program itself only reads keys);
    /// stops the program when libcrypto cannot be opened.
    public convenience init() {
        guard let made = pc_p256_generate() else { preconditionFailure("libcrypto could not make a P-256 key") }
        self.init(made, isPrivate: true)
    }

    /// A private key from PEM (PKCS#8 or SEC 1); nil when the text holds no unencrypted P-256 key.
    public convenience init?(privatePEM text: String) throws(CryptoLibraryMissing) {
        try CryptoLibraryMissing.open()
        let bytes = Array(text.utf8)
        guard let read = bytes.withUnsafeBufferPointer({ buffer in
            buffer.withMemoryRebound(to: CChar.self) { pc_p256_private_from_pem($0.baseAddress, $0.count) }
        }) else { return nil }
        self.init(read, isPrivate: true)
    }

    /// The private key as PKCS#8 PEM, as Apple's `.p8` files hold it (empty for a public key).
    public var privatePEM: String {
        guard isPrivate else { return "" }
        var buffer = [CChar](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBufferPointer { pc_p256_private_pem(key, $0.baseAddress, $0.count) }
        precondition(count > 0, "libcrypto could not write a P-256 key as PEM")
        return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The public half.
    public var publicKey: P256Key {
        guard let half = pc_p256_public(key) else { preconditionFailure("libcrypto could not take a P-256 public key") }
        return P256Key(half, isPrivate: false)
    }

    /// The ECDSA signature of SHA-256(`message`) as the raw 64-byte r‖s JWS uses.
    public func signature(for message: some Collection<UInt8>) throws(P256KeyError) -> [UInt8] {
        guard isPrivate else { throw P256KeyError.notPrivate }
        let input = Array(message)
        var signature = [UInt8](repeating: 0, count: 64)
        let status = input.withUnsafeBufferPointer { pc_p256_sign(key, $0.baseAddress, $0.count, &signature) }
        guard status == 0 else { throw P256KeyError.signingFailed }
        return signature
    }

    /// Whether `signature` (raw r‖s, 64 bytes) is this key's signature of SHA-256(`message`).
    public func isValidSignature(_ signature: [UInt8], for message: some Collection<UInt8>) -> Bool {
        guard signature.count == 64 else { return false }
        let input = Array(message)
        return input.withUnsafeBufferPointer { pc_p256_verify(key, $0.baseAddress, $0.count, signature) } == 1
    }
}
