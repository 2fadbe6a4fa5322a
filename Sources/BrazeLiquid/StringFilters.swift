/// The standard string filters, with Ruby's semantics (characters are Unicode scalars, as Ruby counts them).
enum StringFilters {
    static func capitalize(_ input: LiquidValue) -> LiquidValue {
        let text = input.textValue
        guard let first = text.first else { return .string("") }
        return .string(String(first).uppercased() + text.dropFirst().lowercased())
    }

    static func escape(_ input: LiquidValue) -> LiquidValue {
        if case .null = input { return .null }
        var result = ""
        for scalar in input.textValue.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return .string(result)
    }

    /// Escapes like `escape`, but leaves existing entities (`&amp;`, `&#20;`) alone.
    static func escapeOnce(_ input: LiquidValue) -> LiquidValue {
        let scalars = Array(input.textValue.unicodeScalars)
        var result = ""
        var index = 0
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") }
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "&":
                var cursor = index + 1
                if cursor < scalars.count, scalars[cursor] == "#" {
                    cursor += 1
                    let start = cursor
                    while cursor < scalars.count, isDigit(scalars[cursor]) { cursor += 1 }
                    if cursor == start { cursor = -1 }
                } else {
                    let start = cursor
                    while cursor < scalars.count, isLetter(scalars[cursor]) { cursor += 1 }
                    if cursor == start { cursor = -1 }
                }
                if cursor > 0, cursor < scalars.count, scalars[cursor] == ";" { result += "&" } else { result += "&amp;" }
            default:
                result.unicodeScalars.append(scalar)
            }
            index += 1
        }
        return .string(result)
    }

    /// `\r\n` and `\n` become `<br />\n` (`newline_to_br`) or disappear (`strip_newlines`).
    static func replaceNewlines(_ input: LiquidValue, with replacement: String) -> LiquidValue {
        var result = ""
        let scalars = Array(input.textValue.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
                result += replacement
                index += 2
            } else if scalars[index] == "\n" {
                result += replacement
                index += 1
            } else {
                result.unicodeScalars.append(scalars[index])
                index += 1
            }
        }
        return .string(result)
    }

    enum Occurrence {
        case all, first, last
    }

    /// `replace`, `replace_first`, `replace_last` (and `remove*` with an empty replacement).
    static func replace(_ input: LiquidValue, _ target: LiquidValue, _ replacement: LiquidValue, _ which: Occurrence) throws(FilterFailure) -> LiquidValue {
        let text = input.textValue
        let needle = target.textValue
        let substitute = replacement.textValue
        if needle.isEmpty {
            switch which {
            case .first: return .string(substitute + text)
            case .last: return .string(text + substitute)
            case .all:
                // Ruby inserts the replacement at every character boundary.
                guard !substitute.isEmpty else { return .string(text) }
                let scalarCount = text.unicodeScalars.count
                guard (scalarCount + 1) * substitute.utf8.count + text.utf8.count <= RenderLimits.maxOutputBytes else {
                    throw FilterFailure.limit("'replace' would build more than \(RenderLimits.maxOutputBytes) bytes")
                }
                var result = substitute
                for scalar in text.unicodeScalars {
                    result.unicodeScalars.append(scalar)
                    result += substitute
                }
                return .string(result)
            }
        }
        let haystack = Array(text.utf8)
        let pattern = Array(needle.utf8)
        let positions: [Int]
        switch which {
        case .all: positions = StringSearch.occurrences(of: pattern, in: haystack)
        case .first: positions = StringSearch.occurrences(of: pattern, in: haystack, limit: 1)
        case .last: positions = StringSearch.lastOccurrence(of: pattern, in: haystack).map { [$0] } ?? []
        }
        guard !positions.isEmpty else { return .string(text) }
        let replacementBytes = Array(substitute.utf8)
        let resultSize = haystack.count + positions.count * (replacementBytes.count - pattern.count)
        guard resultSize <= RenderLimits.maxOutputBytes else {
            throw FilterFailure.limit("'replace' would build more than \(RenderLimits.maxOutputBytes) bytes")
        }
        var result: [UInt8] = []
        result.reserveCapacity(resultSize)
        var cursor = 0
        for position in positions {
            result += haystack[cursor..<position]
            result += replacementBytes
            cursor = position + pattern.count
        }
        result += haystack[cursor...]
        return .string(String(decoding: result, as: UTF8.self))
    }

    /// Ruby's `slice(start, length)` on strings (by character) and arrays.
    static func slice(_ input: LiquidValue, _ offset: LiquidValue, _ length: LiquidValue?) throws(FilterFailure) -> LiquidValue {
        let start = try FilterInput.integer(offset)
        let count = try length.map { (value: LiquidValue) throws(FilterFailure) -> Int in
            if case .null = value { return 1 }
            return try FilterInput.integer(value)
        } ?? 1
        func bounds(_ size: Int) -> Range<Int>? {
            let lower = start < 0 ? size + start : start
            guard lower >= 0, lower <= size, count >= 0 else { return nil }
            return lower..<(lower + min(count, size - lower))
        }
        if case .array(let items) = input {
            guard let range = bounds(items.count) else { return .array([]) }
            return .array(Array(items[range]))
        }
        let scalars = Array(input.textValue.unicodeScalars)
        guard let range = bounds(scalars.count) else { return .string("") }
        return .string(String(String.UnicodeScalarView(scalars[range])))
    }

    /// Ruby's `split`: a single space splits on runs of whitespace; an empty separator splits into characters;
    /// trailing empty strings are dropped.
    static func split(_ input: LiquidValue, _ separator: LiquidValue) throws(FilterFailure) -> LiquidValue {
        let text = input.textValue
        let pattern = separator.textValue
        var parts: [String] = []
        if text.isEmpty { return .array([]) }
        if pattern == " " {
            var current = ""
            var inWord = false
            for scalar in text.unicodeScalars {
                if scalar.isLiquidWhitespace {
                    if inWord { parts.append(current) }
                    current = ""
                    inWord = false
                } else {
                    current.unicodeScalars.append(scalar)
                    inWord = true
                }
            }
            if inWord { parts.append(current) }
        } else if pattern.isEmpty {
            parts = text.unicodeScalars.map { String($0) }
        } else {
            let haystack = Array(text.utf8)
            var cursor = 0
            for position in StringSearch.occurrences(of: Array(pattern.utf8), in: haystack) {
                parts.append(String(decoding: haystack[cursor..<position], as: UTF8.self))
                cursor = position + pattern.utf8.count
            }
            parts.append(String(decoding: haystack[cursor...], as: UTF8.self))
        }
        while let last = parts.last, last.isEmpty { parts.removeLast() }
        guard parts.count <= RenderLimits.maxArrayCount else {
            throw FilterFailure.limit("'split' would build more than \(RenderLimits.maxArrayCount) parts")
        }
        return .array(parts.map { .string($0) })
    }

    /// Ruby's `strip`: ASCII whitespace and NUL at both ends.
    static func strip(_ input: LiquidValue) -> LiquidValue {
        let scalars = input.textValue.unicodeScalars
        let isStrippable: (Unicode.Scalar) -> Bool = { $0.isLiquidWhitespace || $0 == "\0" }
        guard let first = scalars.firstIndex(where: { !isStrippable($0) }),
              let last = scalars.lastIndex(where: { !isStrippable($0) })
        else { return .string("") }
        return .string(String(scalars[first...last]))
    }

    /// Removes `<script>…</script>`, `<style>…</style>`, `<!-- … -->`, then every `<…>`.
    static func stripHtml(_ input: LiquidValue) -> LiquidValue {
        var bytes = Array(input.textValue.utf8)
        for (open, close) in [("<script", "</script>"), ("<!--", "-->"), ("<style", "</style>")] {
            bytes = removeBlocks(bytes, open: Array(open.utf8), close: Array(close.utf8))
        }
        bytes = removeBlocks(bytes, open: [UInt8(ascii: "<")], close: [UInt8(ascii: ">")])
        return .string(String(decoding: bytes, as: UTF8.self))
    }

    private static func removeBlocks(_ bytes: [UInt8], open: [UInt8], close: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == open[0], index + open.count <= bytes.count, bytes[index..<(index + open.count)].elementsEqual(open) {
                let rest = Array(bytes[(index + open.count)...])
                if let end = StringSearch.occurrences(of: close, in: rest, limit: 1).first {
                    index += open.count + end + close.count
                    continue
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    static func truncate(_ input: LiquidValue, _ arguments: [LiquidValue]) throws(FilterFailure) -> LiquidValue {
        if case .null = input { return .null }
        let length = try arguments.first.map(FilterInput.integer) ?? 50
        let ellipsis = arguments.count > 1 ? arguments[1].textValue : "..."
        let scalars = Array(input.textValue.unicodeScalars)
        guard scalars.count > length else { return .string(input.textValue) }
        let ellipsisLength = ellipsis.unicodeScalars.count
        let keep = length > ellipsisLength ? length - ellipsisLength : 0
        return .string(String(String.UnicodeScalarView(scalars[..<min(keep, scalars.count)])) + ellipsis)
    }

    static func truncateWords(_ input: LiquidValue, _ arguments: [LiquidValue]) throws(FilterFailure) -> LiquidValue {
        if case .null = input { return .null }
        let text = input.textValue
        var count = try arguments.first.map(FilterInput.integer) ?? 15
        if count <= 0 { count = 1 }
        let words = text.unicodeScalars.split(whereSeparator: \.isLiquidWhitespace)
        guard words.count > count else { return .string(text) }
        let ellipsis = arguments.count > 1 ? arguments[1].textValue : "..."
        return .string(words.prefix(count).map { String($0) }.joined(separator: " ") + ellipsis)
    }
}
