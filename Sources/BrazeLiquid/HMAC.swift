/// HMAC (RFC 2104) over any of the hash functions above.
enum HMAC {
    enum Algorithm {
        case sha1, sha256, sha512

        var blockSize: Int { self == .sha512 ? 128 : 64 }

        func hash(_ message: [UInt8]) -> [UInt8] {
            switch self {
            case .sha1: return SHA1.hash(message)
            case .sha256: return SHA256.hash(message)
            case .sha512: return SHA512.hash(message)
            }
        }
    }

    static func authenticate(_ message: [UInt8], key: [UInt8], using algorithm: Algorithm) -> [UInt8] {
        var block = key.count > algorithm.blockSize ? algorithm.hash(key) : key
        block += [UInt8](repeating: 0, count: algorithm.blockSize - block.count)
        let inner = algorithm.hash(block.map { $0 ^ 0x36 } + message)
        return algorithm.hash(block.map { $0 ^ 0x5c } + inner)
    }

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
