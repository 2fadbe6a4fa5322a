import CLibCrypto

/// A hash function of the system's libcrypto: Braze's digest and HMAC filters name all four,
/// the program's own file names and history use SHA-256.
public enum DigestAlgorithm: Sendable, CaseIterable {
    case md5, sha1, sha256, sha512

    /// The digest of `message`.
    public func hash(_ message: some Collection<UInt8>) throws(CryptoLibraryMissing) -> [UInt8] {
        try CryptoLibraryMissing.open()
        let input = Array(message)
        var output = [UInt8](repeating: 0, count: Int(PC_DIGEST_MAX))
        let count = input.withUnsafeBufferPointer { bytes in
            pc_digest(code, bytes.baseAddress, bytes.count, &output)
        }
        // Once the library is open, only one without its default provider fails, and nothing works then.
        precondition(count > 0, "libcrypto could not compute \(self)")
        return Array(output.prefix(Int(count)))
    }

    /// The HMAC (RFC 2104) of `message` under `key`.
    public func authenticationCode(for message: some Collection<UInt8>, key: some Collection<UInt8>) throws(CryptoLibraryMissing) -> [UInt8] {
        try CryptoLibraryMissing.open()
        let input = Array(message)
        let secret = Array(key)
        var output = [UInt8](repeating: 0, count: Int(PC_DIGEST_MAX))
        let count = input.withUnsafeBufferPointer { bytes in
            secret.withUnsafeBufferPointer { keyBytes in
                pc_hmac(code, keyBytes.baseAddress, keyBytes.count, bytes.baseAddress, bytes.count, &output)
            }
        }
        precondition(count > 0, "libcrypto could not compute the HMAC of \(self)")
        return Array(output.prefix(Int(count)))
    }

    /// The digest in lower-case hexadecimal, as file names and the history write it.
    public func hexHash(_ message: some Collection<UInt8>) throws(CryptoLibraryMissing) -> String {
        Self.hex(try hash(message))
    }

    /// Lower-case hexadecimal of any bytes.
    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private var code: Int32 {
        switch self {
        case .md5: Int32(PC_MD5.rawValue)
        case .sha1: Int32(PC_SHA1.rawValue)
        case .sha256: Int32(PC_SHA256.rawValue)
        case .sha512: Int32(PC_SHA512.rawValue)
        }
    }
}
