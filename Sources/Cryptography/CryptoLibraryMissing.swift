import CLibCrypto

/// libcrypto could not be opened, so nothing can be hashed or signed: the one line to show.
public struct CryptoLibraryMissing: Error, Sendable, Equatable {
    /// Names the file and the package that provides it.
    public let message: String

    init() {
        message = "\(String(cString: pc_crypto_file)) (OpenSSL 3) could not be opened: install it (apt install libssl3)"
    }

    /// Opens libcrypto on first use; throws when it cannot be.
    static func open() throws(CryptoLibraryMissing) {
        guard pc_crypto_open() == 1 else { throw CryptoLibraryMissing() }
    }
}
