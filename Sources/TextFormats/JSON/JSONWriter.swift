import PlainText

/// Writes JSON the way APNs payloads are written: UTF-8 raw, `/` not escaped, numbers verbatim.
public enum JSONWriter {
    /// The layout of the output.
    public enum Style: Sendable {
        /// No whitespace at all: what is sent and what is counted.
        case compact
        /// Two-space indentation, `"key": value`, for files people read and edit.
        case pretty
    }

    /// Which characters become `\u` escapes.
    public enum Escaping: Sendable {
        /// Only what JSON requires: quotes, backslashes and C0 controls. The exact payload bytes.
        case minimal
        /// Also DEL, C1 controls, bidi overrides and isolates, zero-width characters and line
        /// separators: the same value, but safe to print on a terminal.
        case invisibles
    }

    /// Serialises a value to a string.
    public static func string(_ value: JSONValue, style: Style = .compact, escaping: Escaping = .minimal) -> String {
        String(decoding: bytes(value, style: style, escaping: escaping), as: UTF8.self)
    }

    /// Serialises a value to UTF-8 bytes.
    public static func bytes(_ value: JSONValue, style: Style = .compact, escaping: Escaping = .minimal) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(value, into: &out, style: style, indent: 0, escaping: escaping)
        return out
    }

    /// The inside of a JSON string for `s`, without the quotes, with only the escapes JSON requires.
    public static func escaped(_ s: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count)
        appendEscaped(s.utf8, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether a scalar is invisible or reorders text on a terminal: the sanitiser's definition.
    public static func isInvisible(_ v: UInt32) -> Bool { InvisibleScalar.contains(v) }

    /// `\uXXXX` for a scalar, or the UTF-16 surrogate pair `\uD834\uDD77` past the Basic
    /// Multilingual Plane, as JSON spells them.
    public static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        func hex(_ unit: UInt16) -> String {
            String(decoding: stride(from: 12, through: 0, by: -4).map { hexDigits[Int((unit >> UInt16($0)) & 0xF)] }, as: UTF8.self)
        }
        return String(scalar).utf16.map { "\\u" + hex($0) }.joined()
    }

    /// The number of bytes of the compact form, without building it twice.
    public static func compactCount(_ value: JSONValue) -> Int {
        switch value {
        case .null: return 4
        case .bool(let b): return b ? 4 : 5
        case .number(let n): return n.utf8.count
        case .string(let s): return quotedCount(s)
        case .array(let items):
            return 2 + max(0, items.count - 1) + items.reduce(0) { $0 + compactCount($1.value) }
        case .object(let o):
            return 2 + max(0, o.members.count - 1)
                + o.members.reduce(0) { $0 + quotedCount($1.key) + 1 + compactCount($1.value.value) }
        }
    }

    /// The bytes of a string once quoted and escaped: its UTF-8 bytes and two quotes, plus
    /// what each escaped byte adds: one for `\"`, `\\` and the short control escapes, five for
    /// `\u00XX`. The count runs for every string on every keystroke and every file validated, so
    /// the common byte costs one comparison and no table.
    public static func quotedCount(_ s: String) -> Int {
        var s = s
        return s.withUTF8 { bytes in
            var extra = 0
            var index = JSONStringBytes.plainEnd(bytes, from: 0)
            while index < bytes.count {
                switch bytes[index] {
                case 0x22, 0x5C, 0x08, 0x0C, 0x0A, 0x0D, 0x09: extra &+= 1
                case 0x00..<0x20: extra &+= 5
                default: break
                }
                index = JSONStringBytes.plainEnd(bytes, from: index + 1)
            }
            return bytes.count + 2 + extra
        }
    }

    private static func write(_ value: JSONValue, into out: inout [UInt8], style: Style, indent: Int, escaping: Escaping) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): out.append(contentsOf: n.utf8)
        case .string(let s): writeString(s, into: &out, escaping: escaping)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, style, indent + 1)
                write(item.value, into: &out, style: style, indent: indent + 1, escaping: escaping)
            }
            if !items.isEmpty { newline(&out, style, indent) }
            out.append(UInt8(ascii: "]"))
        case .object(let o):
            out.append(UInt8(ascii: "{"))
            for (i, member) in o.members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, style, indent + 1)
                writeString(member.key, into: &out, escaping: escaping)
                out.append(UInt8(ascii: ":"))
                if style == .pretty { out.append(UInt8(ascii: " ")) }
                write(member.value.value, into: &out, style: style, indent: indent + 1, escaping: escaping)
            }
            if !o.members.isEmpty { newline(&out, style, indent) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ out: inout [UInt8], _ style: Style, _ indent: Int) {
        guard style == .pretty else { return }
        out.append(0x0A)
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func writeString(_ s: String, into out: inout [UInt8], escaping: Escaping = .minimal) {
        out.append(UInt8(ascii: "\""))
        if escaping == .invisibles && s.unicodeScalars.contains(where: { isInvisible($0.value) }) {
            for scalar in s.unicodeScalars {
                if isInvisible(scalar.value) {
                    out.append(contentsOf: unicodeEscape(scalar).utf8)
                } else {
                    appendEscaped(String(scalar).utf8, into: &out)
                }
            }
        } else {
            appendEscaped(s.utf8, into: &out)
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Appends UTF-8 with JSON's required escapes: quotes, backslashes, C0 controls.
    private static func appendEscaped(_ bytes: String.UTF8View, into out: inout [UInt8]) {
        for b in bytes {
            switch b {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x08: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x00..<0x20:
                out.append(contentsOf: "\\u00".utf8)
                out.append(hexDigits[Int(b >> 4)])
                out.append(hexDigits[Int(b & 0xF)])
            default: out.append(b)
            }
        }
    }
}
