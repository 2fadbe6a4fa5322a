/// Splits tag or output markup into tokens. It never fails on a stray character (that becomes
/// `.other`, for the parser to judge); only an unterminated string or `${` is an error.
enum ExpressionLexer {
    static func tokens(in bytes: [UInt8], _ range: Range<Int>) throws(SourceError) -> [ExpressionToken] {
        var tokens: [ExpressionToken] = []
        var index = range.lowerBound
        let end = range.upperBound

        func at(_ position: Int) -> UInt8? { position < end ? bytes[position] : nil }
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
        func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || byte == UInt8(ascii: "_")
        }

        while index < end {
            let byte = bytes[index]
            if TemplateScanner.isWhitespace(byte) {
                index += 1
                continue
            }
            let start = index
            func add(_ kind: ExpressionToken.Kind, length: Int) {
                tokens.append(ExpressionToken(kind: kind, start: start, end: start + length))
                index = start + length
            }
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                guard let close = bytes[(index + 1)..<end].firstIndex(of: byte) else {
                    throw SourceError.syntax("this string is not closed", at: start)
                }
                let text = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
                add(.string(text), length: close + 1 - start)
            case UInt8(ascii: "$") where at(index + 1) == UInt8(ascii: "{"):
                guard let close = bytes[(index + 2)..<end].firstIndex(of: UInt8(ascii: "}")) else {
                    throw SourceError.syntax("'${' is not closed with '}'", at: start)
                }
                let raw = String(decoding: bytes[(index + 2)..<close], as: UTF8.self)
                let name = raw.trimmingWhitespace()
                if name.isEmpty { throw SourceError.syntax("'${}' names no attribute", at: start) }
                add(.attribute(name), length: close + 1 - start)
            case UInt8(ascii: "{") where at(index + 1) == UInt8(ascii: "{"):
                add(.openGroup, length: 2)
            case UInt8(ascii: "}") where at(index + 1) == UInt8(ascii: "}"):
                add(.closeGroup, length: 2)
            case UInt8(ascii: "."):
                if at(index + 1) == UInt8(ascii: ".") { add(.dotDot, length: 2) } else { add(.dot, length: 1) }
            case UInt8(ascii: ","): add(.comma, length: 1)
            case UInt8(ascii: ":"): add(.colon, length: 1)
            case UInt8(ascii: "|"):
                if at(index + 1) == UInt8(ascii: "|") { add(.other("||"), length: 2) } else { add(.pipe, length: 1) }
            case UInt8(ascii: "["): add(.openBracket, length: 1)
            case UInt8(ascii: "]"): add(.closeBracket, length: 1)
            case UInt8(ascii: "("): add(.openParen, length: 1)
            case UInt8(ascii: ")"): add(.closeParen, length: 1)
            case UInt8(ascii: "="):
                if at(index + 1) == UInt8(ascii: "=") { add(.comparison("=="), length: 2) } else { add(.equals, length: 1) }
            case UInt8(ascii: "!"):
                if at(index + 1) == UInt8(ascii: "=") { add(.comparison("!="), length: 2) } else { add(.other("!"), length: 1) }
            case UInt8(ascii: "<"):
                if at(index + 1) == UInt8(ascii: "=") {
                    add(.comparison("<="), length: 2)
                } else if at(index + 1) == UInt8(ascii: ">") {
                    add(.comparison("<>"), length: 2)
                } else {
                    add(.comparison("<"), length: 1)
                }
            case UInt8(ascii: ">"):
                if at(index + 1) == UInt8(ascii: "=") { add(.comparison(">="), length: 2) } else { add(.comparison(">"), length: 1) }
            case UInt8(ascii: "&"):
                if at(index + 1) == UInt8(ascii: "&") { add(.other("&&"), length: 2) } else { add(.other("&"), length: 1) }
            case UInt8(ascii: "-") where isDigit(at(index + 1)), UInt8(ascii: "0")...UInt8(ascii: "9"):
                var cursor = index + 1
                while isDigit(at(cursor)) { cursor += 1 }
                var isFloat = false
                if at(cursor) == UInt8(ascii: "."), isDigit(at(cursor + 1)) {
                    isFloat = true
                    cursor += 1
                    while isDigit(at(cursor)) { cursor += 1 }
                }
                let text = String(decoding: bytes[index..<cursor], as: UTF8.self)
                if !isFloat, let integer = Int(text) {
                    add(.integer(integer), length: cursor - start)
                } else {
                    add(.float(Double(text) ?? 0), length: cursor - start)
                }
            default:
                if isIdentifierStart(byte) {
                    var cursor = index + 1
                    while let next = at(cursor), TemplateScanner.isWordByte(next) || next == UInt8(ascii: "-") { cursor += 1 }
                    if at(cursor) == UInt8(ascii: "?") { cursor += 1 }
                    add(.identifier(String(decoding: bytes[index..<cursor], as: UTF8.self)), length: cursor - start)
                } else {
                    // One whole character (a curly quote is three bytes), for a readable message.
                    var cursor = index + 1
                    while let next = at(cursor), next & 0xC0 == 0x80 { cursor += 1 }
                    add(.other(String(decoding: bytes[index..<cursor], as: UTF8.self)), length: cursor - start)
                }
            }
        }
        tokens.append(ExpressionToken(kind: .end, start: end, end: end))
        return tokens
    }
}
