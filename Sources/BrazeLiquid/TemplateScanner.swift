/// Cuts a template into text, outputs and tags, applying whitespace control as it goes.
///
/// Braze additions handled here: an output may contain nested `{{ … }}` (counted by depth, so
/// `{{a | plus: {{b}}}}` is one output); `${name}` inside an output is skipped as a unit (a name may
/// contain spaces or an apostrophe); a bare `${name}` in text is an attribute reference; `${{` is a
/// literal `$` followed by an output.
struct TemplateScanner {
    let bytes: [UInt8]
    /// Where scanning stops (exclusive): the source's end, or the end of a sub-template such as a Connected Content URL.
    let end: Int
    private(set) var index: Int
    /// Set by `-}}` / `-%}`: the next text token loses its leading whitespace.
    private var trimNextText = false
    /// In lenient mode, once a search for a closing delimiter has failed, later ones would fail too
    /// (positions only grow): remembering it keeps a hostile comment from making scanning quadratic.
    private var noOutputClose = false
    private var noTagClose = false

    init(bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        index = range.lowerBound
        end = range.upperBound
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    private func byte(at position: Int) -> UInt8? {
        position < end ? bytes[position] : nil
    }

    private func startsOutput(at position: Int) -> Bool {
        byte(at: position) == UInt8(ascii: "{") && byte(at: position + 1) == UInt8(ascii: "{")
    }

    private func startsTag(at position: Int) -> Bool {
        byte(at: position) == UInt8(ascii: "{") && byte(at: position + 1) == UInt8(ascii: "%")
    }

    /// The end (exclusive) of a bare `${name}` starting at `position`, if it is one.
    private func attributeEnd(at position: Int) -> Int? {
        guard byte(at: position) == UInt8(ascii: "$"), byte(at: position + 1) == UInt8(ascii: "{"),
              byte(at: position + 2) != UInt8(ascii: "{")
        else { return nil }
        var cursor = position + 2
        while cursor < end {
            switch bytes[cursor] {
            case UInt8(ascii: "}"):
                let name = trimmed(position + 2..<cursor)
                return name.isEmpty ? nil : cursor + 1
            case UInt8(ascii: "{"), UInt8(ascii: "\n"):
                return nil
            default:
                cursor += 1
            }
        }
        return nil
    }

    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, TemplateScanner.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, TemplateScanner.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The next token. `lenient` (inside comments) turns unclosed delimiters into text instead of errors.
    mutating func next(lenient: Bool = false) throws(SourceError) -> TemplateToken {
        let trimLeading = trimNextText
        trimNextText = false
        guard index < end else { return .end(at: end) }
        if startsOutput(at: index) {
            if let token = try scanOutput(lenient: lenient) { return token }
        } else if startsTag(at: index) {
            if let token = try scanTag(lenient: lenient) { return token }
        } else if let end = attributeEnd(at: index) {
            let start = index
            index = end
            return .attribute(name: string(trimmed(start + 2..<end - 1)), start: start)
        }
        return scanText(trimLeading: trimLeading)
    }

    private mutating func scanText(trimLeading: Bool) -> TemplateToken {
        let start = index
        // The first byte is always text here (an unclosed delimiter in lenient mode lands here too).
        var cursor = index + 1
        while cursor < end {
            if startsOutput(at: cursor) || startsTag(at: cursor) || attributeEnd(at: cursor) != nil { break }
            cursor += 1
        }
        index = cursor
        var lower = start
        var upper = cursor
        if trimLeading {
            while lower < upper, TemplateScanner.isWhitespace(bytes[lower]) { lower += 1 }
        }
        // `{{-` / `{%-` strips the whitespace before it.
        if (startsOutput(at: cursor) || startsTag(at: cursor)), byte(at: cursor + 2) == UInt8(ascii: "-") {
            while upper > lower, TemplateScanner.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        }
        return .text(string(lower..<upper), start: lower)
    }

    /// Finds the `}}` closing the output at `index`, counting nested `{{` and skipping quoted strings and `${…}`.
    /// Lenient mode (inside comments, where outputs are ignored) just takes the first `}}`, as Ruby Liquid does.
    private mutating func scanOutput(lenient: Bool) throws(SourceError) -> TemplateToken? {
        let start = index
        var markupStart = start + 2
        if byte(at: markupStart) == UInt8(ascii: "-") { markupStart += 1 }
        if lenient {
            guard !noOutputClose else { return nil }
            var cursor = markupStart
            while cursor + 1 < end, !(bytes[cursor] == UInt8(ascii: "}") && bytes[cursor + 1] == UInt8(ascii: "}")) { cursor += 1 }
            guard cursor + 1 < end else {
                noOutputClose = true
                return nil
            }
            index = cursor + 2
            return .output(markup: markupStart..<max(markupStart, cursor), start: start)
        }
        var depth = 1
        var cursor = markupStart
        while cursor < end {
            let current = bytes[cursor]
            if current == UInt8(ascii: "'") || current == UInt8(ascii: "\"") {
                if let close = bytes[(cursor + 1)..<end].firstIndex(of: current),
                   !bytes[(cursor + 1)..<close].contains(UInt8(ascii: "\n"))
                {
                    cursor = close + 1
                    continue
                }
            } else if current == UInt8(ascii: "$"), byte(at: cursor + 1) == UInt8(ascii: "{"),
                      byte(at: cursor + 2) != UInt8(ascii: "{")
            {
                // No `}` left means no `}}` either: fail now rather than rescanning for every `${`.
                guard let close = bytes[(cursor + 2)..<end].firstIndex(of: UInt8(ascii: "}")) else { break }
                cursor = close + 1
                continue
            } else if startsOutput(at: cursor) {
                depth += 1
                cursor += 2
                continue
            } else if current == UInt8(ascii: "}"), byte(at: cursor + 1) == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 {
                    var markupEnd = cursor
                    if markupEnd > markupStart, bytes[markupEnd - 1] == UInt8(ascii: "-") {
                        markupEnd -= 1
                        trimNextText = true
                    }
                    index = cursor + 2
                    return .output(markup: markupStart..<markupEnd, start: start)
                }
                cursor += 2
                continue
            }
            cursor += 1
        }
        if lenient { return nil }
        throw SourceError.syntax("output '{{' was not closed with '}}'", at: start)
    }

    private mutating func scanTag(lenient: Bool) throws(SourceError) -> TemplateToken? {
        let start = index
        var contentStart = start + 2
        if byte(at: contentStart) == UInt8(ascii: "-") { contentStart += 1 }
        if lenient, noTagClose { return nil }
        var cursor = contentStart
        while cursor + 1 < end {
            if bytes[cursor] == UInt8(ascii: "%"), bytes[cursor + 1] == UInt8(ascii: "}") { break }
            cursor += 1
        }
        guard cursor + 1 < end else {
            if lenient {
                noTagClose = true
                return nil
            }
            throw SourceError.syntax("tag '{%' was not closed with '%}'", at: start)
        }
        var contentEnd = cursor
        if contentEnd > contentStart, bytes[contentEnd - 1] == UInt8(ascii: "-") {
            contentEnd -= 1
            trimNextText = true
        }
        index = cursor + 2
        return .tag(TemplateScanner.tag(in: bytes, content: contentStart..<contentEnd, start: start))
    }

    /// Splits tag content into name and markup: `#` is the inline comment's name, otherwise word characters.
    static func tag(in bytes: [UInt8], content: Range<Int>, start: Int) -> TagToken {
        var nameStart = content.lowerBound
        while nameStart < content.upperBound, isWhitespace(bytes[nameStart]) { nameStart += 1 }
        var nameEnd = nameStart
        if nameEnd < content.upperBound, bytes[nameEnd] == UInt8(ascii: "#") {
            nameEnd += 1
        } else {
            while nameEnd < content.upperBound, isWordByte(bytes[nameEnd]) { nameEnd += 1 }
        }
        var markupStart = nameEnd
        while markupStart < content.upperBound, isWhitespace(bytes[markupStart]) { markupStart += 1 }
        var markupEnd = content.upperBound
        while markupEnd > markupStart, isWhitespace(bytes[markupEnd - 1]) { markupEnd -= 1 }
        let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
        return TagToken(name: name, nameOffset: nameStart, markup: markupStart..<markupEnd, start: start)
    }

    /// The body of `{% raw %}`: everything up to the next `{% endraw %}`, whitespace control applied.
    mutating func rawBody(openedAt rawStart: Int) throws(SourceError) -> String {
        // The body is kept byte for byte: `-%}` on `raw` and `{%-` on `endraw` trim nothing
        // inside it, as Shopify's `> {%- raw -%} inner {%- endraw %} <` gives `> inner  <`.
        trimNextText = false
        var cursor = index
        while cursor < end {
            if startsTag(at: cursor), let end = endRawTagEnd(at: cursor) {
                let body = string(index..<cursor)
                index = end
                return body
            }
            cursor += 1
        }
        throw SourceError.syntax("'raw' tag was never closed with 'endraw'", at: rawStart)
    }

    /// If an `{% endraw %}` tag starts at `position`, where it ends (and whether it trims what follows).
    private mutating func endRawTagEnd(at position: Int) -> Int? {
        var cursor = position + 2
        if byte(at: cursor) == UInt8(ascii: "-") { cursor += 1 }
        while let current = byte(at: cursor), TemplateScanner.isWhitespace(current) { cursor += 1 }
        for expected in "endraw".utf8 {
            guard byte(at: cursor) == expected else { return nil }
            cursor += 1
        }
        while let current = byte(at: cursor), TemplateScanner.isWhitespace(current) { cursor += 1 }
        if byte(at: cursor) == UInt8(ascii: "-"), byte(at: cursor + 1) == UInt8(ascii: "%") {
            trimNextText = true
            cursor += 1
        }
        guard byte(at: cursor) == UInt8(ascii: "%"), byte(at: cursor + 1) == UInt8(ascii: "}") else {
            trimNextText = false
            return nil
        }
        return cursor + 2
    }
}
