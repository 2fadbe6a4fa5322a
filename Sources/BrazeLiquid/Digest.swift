import Crypto

/// The hash functions Braze's digest and HMAC filters name, computed by swift-crypto.
enum Digest {
    case md5, sha1, sha256, sha512

    /// The digest of `message`.
    func hash(_ message: [UInt8]) -> [UInt8] {
        switch self {
        case .md5: Array(Insecure.MD5.hash(data: message))
        case .sha1: Array(Insecure.SHA1.hash(data: message))
        case .sha256: Array(SHA256.hash(data: message))
        case .sha512: Array(SHA512.hash(data: message))
        }
    }

    /// The HMAC (RFC 2104) of `message` under `key`.
    func authenticate(_ message: [UInt8], key: [UInt8]) -> [UInt8] {
        let key = SymmetricKey(data: key)
        switch self {
        case .md5: return Array(HMAC<Insecure.MD5>.authenticationCode(for: message, using: key))
        case .sha1: return Array(HMAC<Insecure.SHA1>.authenticationCode(for: message, using: key))
        case .sha256: return Array(HMAC<SHA256>.authenticationCode(for: message, using: key))
        case .sha512: return Array(HMAC<SHA512>.authenticationCode(for: message, using: key))
        }
    }

    /// Lowercase hexadecimal, as the filters print a digest.
    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
