import Cryptography
import Foundation
import PlainText

/// Hashes, HMACs, Base64 and URL encodings.
enum EncodingFilters {
    static func digest(_ input: LiquidValue, _ digest: DigestAlgorithm) throws(FilterFailure) -> LiquidValue {
        do {
            return .string(try digest.hexHash(input.textValue.utf8))
        } catch {
            throw FilterFailure(error.message)
        }
    }

    static func hmac(_ input: LiquidValue, key: LiquidValue, _ digest: DigestAlgorithm, base64: Bool) throws(FilterFailure) -> LiquidValue {
        let mac: [UInt8]
        do {
            mac = try digest.authenticationCode(for: input.textValue.utf8, key: key.textValue.utf8)
        } catch {
            throw FilterFailure(error.message)
        }
        return .string(base64 ? Data(mac).base64EncodedString() : DigestAlgorithm.hex(mac))
    }

    static func base64Encode(_ input: LiquidValue, urlSafe: Bool) -> LiquidValue {
        let encoded = Data(input.textValue.utf8).base64EncodedString()
        guard urlSafe else { return .string(encoded) }
        return .string(String(encoded.map { $0 == "+" ? "-" : ($0 == "/" ? "_" : $0) }))
    }

    static func base64Decode(_ input: LiquidValue, urlSafe: Bool) throws(FilterFailure) -> LiquidValue {
        var text = input.textValue
        if urlSafe {
            text = String(text.map { $0 == "-" ? "+" : ($0 == "_" ? "/" : $0) })
            if !text.hasSuffix("="), text.utf8.count % 4 != 0 {
                text += String(repeating: "=", count: 4 - text.utf8.count % 4)
            }
        }
        guard text.utf8.count % 4 == 0, let data = Data(base64Encoded: text) else {
            throw FilterFailure("invalid base64 provided to \(urlSafe ? "base64_url_safe_decode" : "base64_decode")")
        }
        return .string(String(decoding: data, as: UTF8.self))
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func percentEncode(_ text: String, keep: (UInt8) -> Bool, spaceAsPlus: Bool) -> String {
        var result: [UInt8] = []
        for byte in text.utf8 {
            if spaceAsPlus, byte == UInt8(ascii: " ") {
                result.append(UInt8(ascii: "+"))
            } else if keep(byte) {
                result.append(byte)
            } else {
                result += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// `url_encode`: Ruby's `CGI.escape` (space as `+`).
    static func urlEncode(_ input: LiquidValue) -> LiquidValue {
        if case .null = input { return .null }
        let unreserved = Set("_.-~".utf8)
        return .string(percentEncode(input.textValue, keep: { isAlphanumeric($0) || unreserved.contains($0) }, spaceAsPlus: true))
    }

    /// `url_escape`: Ruby's `URI.escape`, which keeps URL syntax characters; `url_param_escape` also escapes `&`.
    static func urlEscape(_ input: LiquidValue, escapingAmpersand: Bool) -> LiquidValue {
        var safe = Set("-_.!~*'();/?:@&=+$,[]".utf8)
        if escapingAmpersand { safe.remove(UInt8(ascii: "&")) }
        return .string(percentEncode(input.textValue, keep: { isAlphanumeric($0) || safe.contains($0) }, spaceAsPlus: false))
    }

    /// `url_decode`: Ruby's `CGI.unescape` (`+` is a space).
    static func urlDecode(_ input: LiquidValue) throws(FilterFailure) -> LiquidValue {
        if case .null = input { return .null }
        let bytes = Array(input.textValue.utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") {
                result.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), index + 2 < bytes.count, let decoded = HexDigit.byte(bytes[index + 1], bytes[index + 2]) {
                result.append(decoded)
                index += 3
                continue
            } else {
                result.append(byte)
            }
            index += 1
        }
        guard let text = String(validating: result, as: UTF8.self) else {
            throw FilterFailure("invalid byte sequence in url_decode")
        }
        return .string(text)
    }
}
