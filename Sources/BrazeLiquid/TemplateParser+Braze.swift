/// Braze's own tags: `abort_message`, `connected_content`, `catalog_items`, `promotion`.
extension TemplateParser {
    /// A piece of markup that may itself hold Liquid (a URL, a catalog id), parsed as a small template.
    mutating func parseSubTemplate(_ range: Range<Int>) throws(SourceError) -> [Node] {
        var parser = TemplateParser(bytes: bytes, range: range)
        let nodes = try parser.parseDocument()
        warnings += parser.warnings
        attributes += parser.attributes
        translationIDs += parser.translationIDs
        return nodes
    }

    /// The markup inside one pair of parentheses, if it is wrapped in them: `('reason')` → `'reason'`.
    func unwrappingParentheses(_ range: Range<Int>) -> Range<Int> {
        guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "("), bytes[range.upperBound - 1] == UInt8(ascii: ")")
        else { return range }
        var lower = range.lowerBound + 1
        var upper = range.upperBound - 1
        while lower < upper, TemplateScanner.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, TemplateScanner.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// `{% abort_message %}`, `('reason')`, `("reason")`, `()`, and even the unquoted `(not same day)` of an old Braze page.
    mutating func parseAbort(_ tag: TagToken) throws(SourceError) -> Node {
        let inner = unwrappingParentheses(tag.markup)
        if inner.isEmpty { return .abort(reason: nil, offset: tag.start) }
        if var parser = try? expressionParser(inner), let value = try? parser.parseFiltered(), parser.isAtEnd {
            absorb(parser)
            return .abort(reason: .group(value), offset: tag.start)
        }
        return .abort(reason: .literal(.string(text(inner))), offset: tag.start)
    }

    /// `{% translation greeting %}Hello!{% endtranslation %}`: the id is one word, unique in the text.
    mutating func parseTranslation(_ tag: TagToken) throws(SourceError) -> Node {
        try enterBlock(tag)
        defer { blockDepth -= 1 }
        let id = text(tag.markup).trimmingWhitespace()
        guard !id.isEmpty, id.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }) else {
            throw .syntax(id.isEmpty ? "'translation' needs an id, such as {% translation greeting %}"
                                     : "a translation id is one word (letters, digits, _ and -), not '\(id)'", at: tag.start)
        }
        guard !translationIDs.contains(id) else {
            throw .syntax("translation id '\(id)' is already used in this text; each id is used once", at: tag.start)
        }
        translationIDs.append(id)
        let (body, next) = try parseBody(closers: ["endtranslation"])
        guard next != nil else { throw neverClosed(tag, "endtranslation") }
        return .translation(id: id, body: body)
    }

    /// `{% promotion('list') %}`.
    mutating func parsePromotion(_ tag: TagToken) throws(SourceError) -> Node {
        var parser = try expressionParser(unwrappingParentheses(tag.markup))
        if parser.isAtEnd { throw .syntax("'promotion' needs the name of a promotion code list", at: tag.start) }
        let list = try parser.parseValue()
        parser.finishLax(after: "the list name")
        absorb(parser)
        return .promotion(list: list, offset: tag.start)
    }

    /// Splits markup at whitespace that is outside quotes, `{…}` and `{{…}}` (a URL or a JSON header may hold spaces there).
    func words(in range: Range<Int>) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var depth = 0
        var quote: UInt8?
        var start: Int?
        for position in range {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                depth = max(0, depth - 1)
            } else if depth == 0, TemplateScanner.isWhitespace(byte) {
                if let wordStart = start { words.append(wordStart..<position) }
                start = nil
                continue
            }
            if start == nil { start = position }
        }
        if let wordStart = start { words.append(wordStart..<range.upperBound) }
        return words
    }

    /// `{% connected_content URL [:save name] [:method post] [:headers {…}] [:body …] [:content_type t]
    /// [:basic_auth name] [:retry] … %}`; options this tool has no use for (`:cache_max_age`) are passed over.
    mutating func parseConnectedContent(_ tag: TagToken) throws(SourceError) -> Node {
        let parts = words(in: tag.markup)
        guard let urlRange = parts.first, bytes[urlRange.lowerBound] != UInt8(ascii: ":") else {
            throw .syntax("'connected_content' needs a URL", at: tag.start)
        }
        var node = ConnectedContentNode(url: try parseSubTemplate(urlRange), start: tag.start)
        var index = 1
        while index < parts.count {
            let option = text(parts[index])
            let value = index + 1 < parts.count && bytes[parts[index + 1].lowerBound] != UInt8(ascii: ":") ? parts[index + 1] : nil
            switch option {
            case ":retry", ":rerender":
                if option == ":retry" { node.retry = true }
                index += 1
                continue
            case ":save", ":method", ":headers", ":body", ":content_type", ":basic_auth":
                guard let value else { throw .syntax("'\(option)' needs a value", at: parts[index].lowerBound) }
                switch option {
                case ":save": node.save = text(value)
                case ":method":
                    let method = text(value).uppercased()
                    guard method == "GET" || method == "POST" else {
                        throw .syntax("':method' is get or post (Braze makes no other call), not '\(text(value))'", at: value.lowerBound)
                    }
                    node.method = method
                case ":headers": node.headers = try parseSubTemplate(value)
                case ":body": node.body = try parseSubTemplate(value)
                case ":content_type": node.contentType = text(value)
                default: node.basicAuth = text(value)
                }
                index += 2
            default:
                index += value == nil ? 1 : 2
            }
        }
        return .connectedContent(node)
    }

    /// `{% catalog_items catalog id … [:rerender] %}` and `{% catalog_selection_items catalog selection %}`.
    mutating func parseCatalogItems(_ tag: TagToken) throws(SourceError) -> Node {
        let parts = words(in: tag.markup).filter { bytes[$0.lowerBound] != UInt8(ascii: ":") }
        guard parts.count >= 2 else {
            throw .syntax("'\(tag.name)' needs a catalog name and at least one item", at: tag.start)
        }
        var words: [[Node]] = []
        for part in parts { words.append(try parseSubTemplate(part)) }
        return .catalogItems(CatalogItemsNode(tag: tag.name, words: words, start: tag.start))
    }
}
