/// A strict reader for the part of TOML that theme and config files use.
///
/// Comments, `[table]` and `[[array.of.tables]]` headers (dotted names allowed), and
/// `key = value` with bare or quoted keys, where a value is a basic or literal string on one
/// line, `true`/`false`, a decimal integer, or a one-line array of those. Everything else in TOML
/// (inline tables, floats, dates, dotted keys, multi-line strings and arrays) is refused with a
/// message saying so, never misread. Every error carries its line and column.
enum TOMLReader {
    /// Theme and config files are a few kilobytes; anything far larger is a mistake.
    static let maxBytes = 256 * 1024

    /// Reads a document from the bytes of a file.
    static func read(_ bytes: [UInt8]) throws(SettingsError) -> TOMLDocument {
        guard bytes.count <= maxBytes else {
            throw SettingsError("the file is \(bytes.count) bytes; settings files are at most \(maxBytes / 1024) KiB")
        }
        var scalars: [Unicode.Scalar] = []
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                if scalar == "\n" { line += 1 }
            case .emptyInput:
                break decoding
            case .error:
                throw SettingsError(line: line, "the file is not valid UTF-8; save it as UTF-8")
            }
        }
        return try read(scalars)
    }

    /// Reads a document from text.
    static func read(_ text: String) throws(SettingsError) -> TOMLDocument {
        try read(Array(text.unicodeScalars))
    }

    private static func read(_ scalars: [Unicode.Scalar]) throws(SettingsError) -> TOMLDocument {
        // Windows editors write a byte-order mark; it is not part of the first line.
        let scalars = scalars.first == "\u{FEFF}" ? Array(scalars.dropFirst()) : scalars
        var document = TOMLDocument()
        var seenTables: [String: Int] = [:]
        for (index, rawLine) in scalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Array(rawLine)
            if line.last == "\r" { line.removeLast() }
            var parser = TOMLLineParser(line: line, number: index + 1)
            parser.skipSpaces()
            if parser.atEndOrComment { continue }
            if parser.peek == "[" {
                let (name, isArray) = try parser.header()
                if !isArray, let earlier = seenTables[name] {
                    throw SettingsError(line: index + 1, column: 1, "[\(name)] already appears on line \(earlier); write each table once")
                }
                if !isArray { seenTables[name] = index + 1 }
                document.tables.append(TOMLDocument.Table(name: name, isArrayElement: isArray, line: index + 1, entries: []))
            } else {
                let entry = try parser.keyValue()
                let last = document.tables.count - 1
                if let earlier = document.tables[last].entry(entry.key) {
                    throw SettingsError(line: entry.line, column: entry.column,
                                        "\"\(entry.key)\" is already set on line \(earlier.line); set each key once")
                }
                document.tables[last].entries.append(entry)
            }
        }
        return document
    }
}

/// Reads one line of a TOML file; the reader's working part.
private struct TOMLLineParser {
    let line: [Unicode.Scalar]
    let number: Int
    var index = 0

    init(line: [Unicode.Scalar], number: Int) {
        self.line = line
        self.number = number
    }

    var peek: Unicode.Scalar? { index < line.count ? line[index] : nil }
    var atEndOrComment: Bool { peek == nil || peek == "#" }

    func error(_ message: String, at column: Int? = nil) -> SettingsError {
        SettingsError(line: number, column: (column ?? index) + 1, message)
    }

    mutating func skipSpaces() {
        while peek == " " || peek == "\t" { index += 1 }
    }

    /// `[name]` or `[[name]]`, a name being keys joined by dots, after which only a comment may follow.
    mutating func header() throws(SettingsError) -> (name: String, isArray: Bool) {
        index += 1
        let isArray = peek == "["
        if isArray { index += 1 }
        var parts: [String] = []
        repeat {
            if !parts.isEmpty { index += 1 }
            skipSpaces()
            parts.append(try key())
            skipSpaces()
        } while peek == "."
        // An empty quoted name would be taken for the top level, and its keys silently dropped.
        if parts.contains(where: \.isEmpty) { throw error("a table name cannot be empty; name the table, such as [apns]") }
        guard peek == "]" else { throw error("expected \(isArray ? "]]" : "]") to close the table name") }
        index += 1
        if isArray {
            guard peek == "]" else { throw error("expected ]] to close the table name") }
            index += 1
        }
        try expectLineEnd()
        return (parts.joined(separator: "."), isArray)
    }

    /// `key = value`, after which only a comment may follow.
    mutating func keyValue() throws(SettingsError) -> TOMLDocument.Entry {
        let keyColumn = index + 1
        let name = try key()
        skipSpaces()
        if peek == "." { throw error("dotted keys are not supported in this file; put the key under a [table]") }
        guard peek == "=" else { throw error("expected = after \"\(name)\"") }
        index += 1
        skipSpaces()
        let valueStart = index
        let value = try self.value()
        let span = valueStart..<index
        try expectLineEnd()
        return TOMLDocument.Entry(key: name, value: value, line: number, column: keyColumn, valueSpan: span)
    }

    private mutating func expectLineEnd() throws(SettingsError) {
        skipSpaces()
        guard atEndOrComment else { throw error("unexpected text after the value; start a comment with #") }
    }

    private mutating func key() throws(SettingsError) -> String {
        if peek == "\"" { return try basicString() }
        if peek == "'" { return try literalString() }
        let start = index
        while let c = peek, isBareKeyScalar(c) { index += 1 }
        guard index > start else {
            throw error(peek == "=" ? "a key is missing before =" : "expected a key (letters, digits, _ and -) or a table header")
        }
        return String(String.UnicodeScalarView(line[start..<index]))
    }

    private func isBareKeyScalar(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_" || c == "-"
    }

    private mutating func value() throws(SettingsError) -> TOMLDocument.Value {
        guard let c = peek, c != "#" else { throw error("a value is missing after =") }
        switch c {
        case "\"": return .string(try basicString())
        case "'": return .string(try literalString())
        case "[": return .array(try array())
        case "{": throw error("inline tables are not supported in this file")
        default: break
        }
        let start = index
        while let c = peek, c != " ", c != "\t", c != "#", c != ",", c != "]" { index += 1 }
        let word = String(String.UnicodeScalarView(line[start..<index]))
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        default: return .integer(try integer(word, column: start))
        }
    }

    /// `[a, b, …]` closed on the same line; a trailing comma is allowed, nesting is not.
    private mutating func array() throws(SettingsError) -> [TOMLDocument.Value] {
        let open = index
        index += 1
        var items: [TOMLDocument.Value] = []
        while true {
            skipSpaces()
            guard let c = peek, c != "#" else { throw error("the list is not closed on this line; write it on one line", at: open) }
            if c == "]" { index += 1; return items }
            if c == "[" { throw error("lists inside lists are not supported in this file") }
            items.append(try value())
            skipSpaces()
            if peek == "," { index += 1; continue }
            if peek == nil || peek == "#" { throw error("the list is not closed on this line; write it on one line", at: open) }
            guard peek == "]" else { throw error("expected , or ] in the list") }
        }
    }

    /// A decimal integer: optional sign, digits with single `_` between them, no leading zero.
    private func integer(_ word: String, column: Int) throws(SettingsError) -> Int64 {
        let body = word.hasPrefix("+") || word.hasPrefix("-") ? word.dropFirst() : Substring(word)
        let digitsOnly = body.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "_") }
        guard let first = body.first, first.isNumber, digitsOnly else {
            if word.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) && word.first?.isNumber == true {
                throw error("numbers with a fraction or exponent are not supported in this file", at: column)
            }
            if word.contains(where: { $0 == ":" || $0 == "-" }) && word.first?.isNumber == true {
                throw error("dates and times are not supported in this file; write them as a \"string\"", at: column)
            }
            throw error("\"\(word)\" is not a value; strings need quotes, as in \"\(word)\"", at: column)
        }
        guard !body.contains("__"), body.last != "_", !(first == "0" && body.count > 1),
              let value = Int64(word.replacingUnderscores) else {
            throw error("\"\(word)\" is not a whole number this file can hold", at: column)
        }
        return value
    }

    /// `"…"` with TOML's escapes, closed on the same line.
    private mutating func basicString() throws(SettingsError) -> String {
        try singleLineString(quote: "\"", escapes: true)
    }

    /// `'…'`: no escapes, closed on the same line.
    private mutating func literalString() throws(SettingsError) -> String {
        try singleLineString(quote: "'", escapes: false)
    }

    /// A string between `quote`s on one line, with TOML's escapes when `escapes`.
    private mutating func singleLineString(quote: Unicode.Scalar, escapes: Bool) throws(SettingsError) -> String {
        let open = index
        index += 1
        if peek == quote && index + 1 < line.count && line[index + 1] == quote {
            throw error("multi-line strings are not supported in this file", at: open)
        }
        var out = String.UnicodeScalarView()
        while let c = peek {
            index += 1
            if c == quote { return String(out) }
            if escapes && c == "\\" {
                out.append(try escape())
                continue
            }
            try checkControl(c)
            out.append(c)
        }
        throw error("the string is not closed on this line", at: open)
    }

    private func checkControl(_ c: Unicode.Scalar) throws(SettingsError) {
        if (c.value < 0x20 && c != "\t") || c.value == 0x7F {
            let hex = String(c.value, radix: 16, uppercase: true)
            throw error("control character U+\(String(repeating: "0", count: 4 - hex.count) + hex) in a string; write it as an escape", at: index - 1)
        }
    }

    private mutating func escape() throws(SettingsError) -> Unicode.Scalar {
        guard let c = peek else { throw error("the string ends with a lone backslash") }
        index += 1
        switch c {
        case "b": return "\u{08}"
        case "t": return "\t"
        case "n": return "\n"
        case "f": return "\u{0C}"
        case "r": return "\r"
        case "\"": return "\""
        case "\\": return "\\"
        case "u", "U":
            let count = c == "u" ? 4 : 8
            guard index + count <= line.count,
                  let value = UInt32(String(String.UnicodeScalarView(line[index..<index + count])), radix: 16),
                  line[index..<index + count].allSatisfy(\.properties.isASCIIHexDigit),
                  let scalar = Unicode.Scalar(value) else {
                throw error("\\\(c) must be followed by \(count) hexadecimal digits naming a Unicode scalar", at: index - 2)
            }
            index += count
            return scalar
        default:
            throw error("\\\(c) is not an escape; write \\\\ for a backslash", at: index - 2)
        }
    }
}

private extension String {
    var replacingUnderscores: String { String(filter { $0 != "_" }) }
}
