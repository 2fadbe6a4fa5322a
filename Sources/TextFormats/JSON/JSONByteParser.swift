import PlainText
/// The recursive-descent parser behind `JSONReader`, over UTF-8 bytes.
struct JSONByteParser {
    private let bytes: [UInt8]
    private let maxDepth: Int
    private let rejectsDuplicateKeys: Bool
    private var index = 0
    private var line = 1
    /// Byte offset where the current line starts, for computing columns lazily.
    private var lineStart = 0
    private var depth = 0
    /// The last column computed on this line, so minified one-line files stay linear.
    private var columnCacheOffset = 0
    private var columnCacheValue = 1

    init(bytes: [UInt8], maxDepth: Int, rejectsDuplicateKeys: Bool) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.rejectsDuplicateKeys = rejectsDuplicateKeys
    }

    mutating func parseDocument() throws(JSONReadError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
        skipWhitespace()
        guard index < bytes.count else {
            throw JSONReadError(.empty, "the input is empty; a push file holds one JSON object", at: location())
        }
        let root = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw error(.syntax, "unexpected \(describeByte()) after the end of the JSON value")
        }
        return root
    }

    // MARK: Positions

    /// The current location; the column counts scalars, so continuation bytes are skipped.
    private mutating func location(at offset: Int? = nil) -> SourceLocation {
        let end = offset ?? index
        var column = 1
        var i = lineStart
        if columnCacheOffset >= lineStart && columnCacheOffset <= end {
            column = columnCacheValue
            i = columnCacheOffset
        }
        let stop = min(end, bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            // Eight bytes at a time: a continuation byte has its top bits 10.
            if let base = buffer.baseAddress {
                while i + 8 <= stop {
                    let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                    column += 8 - (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                    i += 8
                }
            }
            while i < stop {
                if buffer[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
        }
        columnCacheOffset = i
        columnCacheValue = column
        return SourceLocation(line: line, column: column)
    }

    private mutating func error(_ kind: JSONReadError.Kind, _ message: String, at offset: Int? = nil) -> JSONReadError {
        JSONReadError(kind, message, at: location(at: offset))
    }

    private func describeByte() -> String {
        guard index < bytes.count else { return "end of input" }
        let b = bytes[index]
        switch b {
        case 0x20...0x7E: return "'\(Character(Unicode.Scalar(b)))'"
        case 0x0A: return "line break"
        default: return "byte 0x" + String(b, radix: 16, uppercase: true)
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A: index += 1; line += 1; lineStart = index
            default: return
            }
        }
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONReadError) -> JSONNode {
        guard index < bytes.count else { throw error(.syntax, "the input ends where a value was expected") }
        let start = location()
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(.object(try parseObject()), at: start)
        case UInt8(ascii: "["): return JSONNode(.array(try parseArray()), at: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "t"): try expectLiteral("true"); return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try expectLiteral("false"); return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try expectLiteral("null"); return JSONNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), at: start)
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw error(.syntax, "expected a value, found \(describeByte()) (a trailing comma?)")
        case UInt8(ascii: "'"):
            throw error(.syntax, "strings use double quotes in JSON, not single quotes")
        default:
            if bytes[index] >= 0x80 && !isValidUTF8(at: index) {
                throw error(.encoding, "invalid UTF-8 byte sequence; the file must be UTF-8 text")
            }
            throw error(.syntax, "expected a value, found \(describeByte())")
        }
    }

    private mutating func expectLiteral(_ word: StaticString) throws(JSONReadError) {
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { literal in
            index + count <= bytes.count && bytes[index..<index + count].elementsEqual(literal)
        }
        guard matches else {
            throw error(.syntax, "expected a value, found \(describeByte()) (true, false and null are lower case)")
        }
        index += count
    }

    private mutating func enter() throws(JSONReadError) {
        depth += 1
        if depth > maxDepth {
            throw error(.depth, "nesting is deeper than \(maxDepth) levels; a push never needs that many")
        }
    }

    private mutating func parseArray() throws(JSONReadError) -> [JSONNode] {
        try enter()
        index += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") { index += 1; depth -= 1; return items }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error(.syntax, "the list is not closed: expected ',' or ']'") }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                    throw error(.syntax, "trailing comma before ']'")
                }
            case UInt8(ascii: "]"):
                index += 1; depth -= 1; return items
            default:
                throw error(.syntax, "expected ',' or ']' after a list item, found \(describeByte())")
            }
        }
    }

    private mutating func parseObject() throws(JSONReadError) -> JSONObject {
        try enter()
        index += 1
        var members: [JSONMember] = []
        // Repeated keys are found by a scan of the members while there are few (a push's objects
        // hold a handful), and through an index once there are many, so a huge object stays linear.
        var keyIndex: [String: Int]?
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") { index += 1; depth -= 1; return JSONObject(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error(.syntax, "the object is not closed: expected a key or '}'") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                if bytes[index] == UInt8(ascii: "}") { throw error(.syntax, "trailing comma before '}'") }
                throw error(.syntax, "expected a key in double quotes, found \(describeByte())")
            }
            let keyStart = index
            let keyLocation = location()
            let key = try parseString()
            let repeated = keyIndex.map { $0[key] } ?? members.firstIndex { $0.key == key }
            if let repeated, rejectsDuplicateKeys {
                let first = members[repeated].keyLocation.map { "\($0)" } ?? "?"
                throw error(.duplicateKey, "the key \"\(key)\" appears twice in this object (first at \(first)); JSON readers disagree on which one wins", at: keyStart)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error(.syntax, "expected ':' after the key \"\(key)\", found \(describeByte())")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            if let repeated {
                members[repeated] = JSONMember(key: key, keyLocation: keyLocation, value: value)
            } else {
                keyIndex?[key] = members.count
                members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
                if keyIndex == nil && members.count == 16 {
                    keyIndex = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1.key, $0) })
                }
            }
            skipWhitespace()
            guard index < bytes.count else { throw error(.syntax, "the object is not closed: expected ',' or '}'") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; depth -= 1; return JSONObject(members)
            default: throw error(.syntax, "expected ',' or '}' after a value, found \(describeByte())")
            }
        }
    }

    // MARK: Numbers

    private func isDigit(_ i: Int) -> Bool {
        i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")
    }

    private mutating func parseNumber() throws(JSONReadError) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { throw error(.syntax, "a number needs a digit after '-'") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) { throw error(.syntax, "numbers cannot start with a leading zero") }
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw error(.syntax, "a number needs digits after the decimal point") }
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard isDigit(index) else { throw error(.syntax, "a number needs digits in its exponent") }
            while isDigit(index) { index += 1 }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    // MARK: Strings

    private mutating func parseString() throws(JSONReadError) -> String {
        index += 1
        // The bytes between the quotes are decoded once: as they are when there is no escape
        // (the usual case), else gathered with each escape written out as UTF-8.
        var unescaped: [UInt8] = []
        var hasEscape = false
        var runStart = index
        while true {
            index = bytes.withUnsafeBufferPointer { JSONStringBytes.plainEnd($0, from: index) }
            guard index < bytes.count else { throw error(.syntax, "the text is not closed: a '\"' is missing") }
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                let end = index
                index += 1
                if !hasEscape { return String(decoding: bytes[runStart..<end], as: UTF8.self) }
                unescaped.append(contentsOf: bytes[runStart..<end])
                return String(decoding: unescaped, as: UTF8.self)
            case UInt8(ascii: "\\"):
                hasEscape = true
                unescaped.append(contentsOf: bytes[runStart..<index])
                UTF8.encode(try parseEscape()) { unescaped.append($0) }
                runStart = index
            case 0x00..<0x20:
                let what = b == 0x0A ? "a line break" : b == 0x09 ? "a tab" : "a control character"
                throw error(.syntax, "\(what) inside text must be written as an escape (\\n, \\t, \\u00XX)")
            case 0x80...:
                let length = UTF8Sequence.length(bytes, at: index)
                guard length > 0 else {
                    throw error(.encoding, "invalid UTF-8 byte sequence inside text; the file must be UTF-8")
                }
                index += length
            default:
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws(JSONReadError) -> Unicode.Scalar {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw error(.syntax, "the text ends inside an escape") }
        let c = bytes[index]
        index += 1
        switch c {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4(escapeStart)
            if (0xDC00...0xDFFF).contains(high) {
                throw error(.encoding, "\\u\(hex(high)) is a lone low surrogate; it is not a character", at: escapeStart)
            }
            if (0xD800...0xDBFF).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error(.encoding, "\\u\(hex(high)) is a lone high surrogate; it must be followed by a low surrogate", at: escapeStart)
                }
                let lowStart = index
                index += 2
                let low = try parseHex4(lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error(.encoding, "\\u\(hex(high)) must be followed by a low surrogate, not \\u\(hex(low))", at: escapeStart)
                }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(UInt32(value))!
            }
            return Unicode.Scalar(UInt32(high))!
        default:
            index -= 1
            throw error(.syntax, "\\\(describeByte().trimmingQuotes) is not a JSON escape; use \\\\ for a backslash", at: escapeStart)
        }
    }

    private func hex(_ v: Int) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    private mutating func parseHex4(_ escapeStart: Int) throws(JSONReadError) -> Int {
        var value = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = HexDigit.value(bytes[index]).map(Int.init) else {
                throw error(.syntax, "\\u must be followed by four hexadecimal digits", at: escapeStart)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    // MARK: UTF-8

    private func isValidUTF8(at i: Int) -> Bool { UTF8Sequence.length(bytes, at: i) > 0 }
}

private extension String {
    var trimmingQuotes: String { count >= 2 && hasPrefix("'") && hasSuffix("'") ? String(dropFirst().dropLast()) : self }
}
