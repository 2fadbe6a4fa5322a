import PlainText

/// Removes secrets from text before it is shown, printed or kept: Braze echoes a wrong key in
/// its 401 body, and an error may quote a header.
///
/// A secret is found however it is echoed: in any letter case, and with any of its characters
/// written as `%XX` (percent-encoding) or `\u00XX` (JSON), as a proxy or a server may re-encode
/// it. Text is redacted whole before it is cut, so a secret across the cut is masked too.
public struct SecretRedactor: Sendable {
    /// What a secret is replaced with.
    public static let mask = "••••••••"
    private let secrets: [[UInt8]]

    /// Words after which the next word is a credential, whatever it is.
    private static let markers: [[UInt8]] = ["invalid api key: ", "bearer "].map { Array($0.utf8) }

    /// Creates a redactor for these secrets; empty and very short strings are ignored, since
    /// masking every "a" would hide the message and protect nothing.
    public init(secrets: [String]) {
        self.secrets = secrets.filter { $0.utf8.count >= 6 }.map { Array($0.utf8) }.sorted { $0.count > $1.count }
    }

    /// The text with every secret, and whatever follows `Bearer ` or Braze's `Invalid API key: `, masked.
    public func redact(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        let mask = Array(Self.mask.utf8)
        var i = 0
        while i < bytes.count {
            if let end = secrets.lazy.compactMap({ Self.match($0, in: bytes, at: i) }).first {
                out += mask
                i = end
                continue
            }
            if let end = Self.markers.lazy.compactMap({ Self.match($0, in: bytes, at: i) }).first {
                out += bytes[i..<end]
                i = end
                let wordEnd = bytes[i...].firstIndex { Self.endsWord($0) } ?? bytes.count
                let word = Array(bytes[i..<wordEnd])
                if !word.isEmpty && word != mask { out += mask } else { out += word }
                i = wordEnd
                continue
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func endsWord(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ",")
            || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
    }

    /// Where `needle` ends when it starts at `start` in `text`, each of its bytes written as
    /// itself (any case), `%XX` or `\u00XX`; nil when it does not.
    static func match(_ needle: [UInt8], in text: [UInt8], at start: Int) -> Int? {
        var i = start
        for byte in needle {
            guard i < text.count else { return nil }
            if lower(text[i]) == lower(byte) {
                i += 1
            } else if text[i] == UInt8(ascii: "%"), i + 2 < text.count, let value = HexDigit.byte(text[i + 1], text[i + 2]), value == byte {
                i += 3
            } else if text[i] == UInt8(ascii: "\\"), i + 5 < text.count, lower(text[i + 1]) == UInt8(ascii: "u"),
                      text[i + 2] == UInt8(ascii: "0"), text[i + 3] == UInt8(ascii: "0"),
                      let value = HexDigit.byte(text[i + 4], text[i + 5]), value == byte {
                i += 6
            } else {
                return nil
            }
        }
        return i
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

}
