import TextFormats
/// The standard Liquid tags: blocks, their blank-body whitespace rule, `assign`, `capture`, comments, `{% liquid %}`.
extension TemplateParser {
    static let blockParts: Set<String> = [
        "else", "elsif", "when", "endif", "endunless", "endcase", "endfor", "endcapture", "endcomment", "endraw", "endtranslation",
    ]
    static let unsupportedTags: Set<String> = [
        "include", "render", "tablerow", "endtablerow", "cycle", "ifchanged", "endifchanged", "doc", "enddoc",
    ]
    static let knownTags: [String] = [
        "assign", "capture", "case", "comment", "continue", "break", "decrement", "echo", "for", "if", "increment",
        "liquid", "raw", "unless", "abort_message", "connected_content", "catalog_items", "catalog_selection_items",
        "promotion", "message_extras", "translation",
    ]

    mutating func parseTag(_ tag: TagToken) throws(SourceError) -> [Node] {
        switch tag.name {
        case "#":
            try checkInlineComment(tag)
            return []
        case "if": return [try parseConditional(tag, negated: false, closer: "endif")]
        case "unless": return [try parseConditional(tag, negated: true, closer: "endunless")]
        case "case": return [try parseCase(tag)]
        case "for": return [try parseFor(tag)]
        case "capture": return [try parseCapture(tag)]
        case "comment":
            try skipComment(tag)
            return []
        case "raw":
            guard lineTokens == nil else { throw .syntax("'raw' cannot be used inside '{% liquid %}'", at: tag.start) }
            let body = try scanner.rawBody(openedAt: tag.start)
            return body.isEmpty ? [] : [.text(body)]
        case "assign": return [try parseAssign(tag)]
        case "echo":
            guard let node = try parseOutput(tag.markup, start: tag.start) else { return [] }
            return [node]
        case "liquid": return try parseLiquidTag(tag)
        case "increment", "decrement":
            var parser = try expressionParser(tag.markup)
            guard let name = parser.current.identifier else { throw parser.unexpected(expecting: "a counter name") }
            parser.advance()
            parser.finishLax(after: "the counter name")
            absorb(parser)
            return [tag.name == "increment" ? .increment(name: name) : .decrement(name: name)]
        case "break": return [.breakLoop]
        case "continue": return [.continueLoop]
        case "abort_message": return [try parseAbort(tag)]
        case "connected_content": return [try parseConnectedContent(tag)]
        case "catalog_items", "catalog_selection_items": return [try parseCatalogItems(tag)]
        case "promotion": return [try parsePromotion(tag)]
        case "translation": return [try parseTranslation(tag)]
        case "message_extras": return []
        default:
            if TemplateParser.blockParts.contains(tag.name) { throw unexpectedTag(tag) }
            if TemplateParser.unsupportedTags.contains(tag.name) {
                throw SourceError(LiquidErrorCode.unsupported, "tag '\(tag.name)' is not supported in Braze messages", at: tag.start)
            }
            if tag.name.isEmpty { throw .syntax("a tag needs a name after '{%'", at: tag.start) }
            var message = "unknown tag '\(tag.name)'"
            if let suggestion = NameSuggester.suggest(tag.name, among: TemplateParser.knownTags + TemplateParser.blockParts.sorted()) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw SourceError(LiquidErrorCode.unknownTag, message, at: tag.nameOffset)
        }
    }

    /// Every line of a multi-line inline comment must start with `#`.
    func checkInlineComment(_ tag: TagToken) throws(SourceError) {
        var afterNewline = false
        for position in tag.markup {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") {
                afterNewline = true
            } else if afterNewline, !TemplateScanner.isWhitespace(byte) {
                if byte != UInt8(ascii: "#") {
                    throw .syntax("each line of an inline comment must start with '#'", at: position)
                }
                afterNewline = false
            }
        }
    }

    mutating func parseConditional(_ tag: TagToken, negated: Bool, closer: String) throws(SourceError) -> Node {
        try enterBlock(tag)
        defer { blockDepth -= 1 }
        var branches: [ConditionalBranch] = []
        var condition: Condition? = try parseCondition(tag)
        var isNegated = negated
        while true {
            let (body, next) = try parseBody(closers: ["elsif", "else", closer])
            branches.append(ConditionalBranch(condition: condition, negated: isNegated, body: body))
            guard let next else { throw neverClosed(tag, closer) }
            switch next.name {
            case "elsif":
                condition = try parseCondition(next)
                isNegated = false
            case "else":
                // Ruby Liquid ignores whatever follows `else`.
                condition = nil
                isNegated = false
            default:
                let node = Node.conditional(branches)
                if node.isBlank {
                    return .conditional(branches.map {
                        ConditionalBranch(condition: $0.condition, negated: $0.negated, body: Node.strippingBlankText($0.body))
                    })
                }
                return node
            }
        }
    }

    mutating func parseCondition(_ tag: TagToken) throws(SourceError) -> Condition {
        var parser = try expressionParser(tag.markup)
        if parser.isAtEnd { throw .syntax("'\(tag.name)' needs a condition", at: tag.start) }
        let condition = try parser.parseCondition()
        parser.finishLax(after: "the condition")
        absorb(parser)
        return condition
    }

    mutating func parseCase(_ tag: TagToken) throws(SourceError) -> Node {
        try enterBlock(tag)
        defer { blockDepth -= 1 }
        var parser = try expressionParser(tag.markup)
        let subject = try parser.parseValue()
        parser.finishLax(after: "the case value")
        absorb(parser)
        // Whatever comes before the first `when` is never rendered.
        var (_, next) = try parseBody(closers: ["when", "else", "endcase"])
        var branches: [CaseNode.Branch] = []
        while let current = next, current.name != "endcase" {
            var values: [Expression]?
            if current.name == "when" {
                var whenParser = try expressionParser(current.markup)
                values = try whenParser.parseWhenValues()
                whenParser.finishLax(after: "the 'when' values")
                absorb(whenParser)
            }
            let (body, following) = try parseBody(closers: ["when", "else", "endcase"])
            branches.append(CaseNode.Branch(values: values, body: body))
            next = following
        }
        guard next != nil else { throw neverClosed(tag, "endcase") }
        let node = CaseNode(subject: subject, branches: branches)
        if Node.caseBlock(node).isBlank {
            return .caseBlock(CaseNode(subject: subject, branches: branches.map {
                CaseNode.Branch(values: $0.values, body: Node.strippingBlankText($0.body))
            }))
        }
        return .caseBlock(node)
    }

    mutating func parseFor(_ tag: TagToken) throws(SourceError) -> Node {
        try enterBlock(tag)
        defer { blockDepth -= 1 }
        var parser = try expressionParser(tag.markup)
        guard let variable = parser.current.identifier else { throw parser.unexpected(expecting: "a loop variable") }
        parser.advance()
        guard parser.accept(word: "in") else { throw parser.unexpected(expecting: "'in'") }
        let collectionToken = parser.position
        let collection = try parser.parseValue()
        let collectionText = parser.text(fromToken: collectionToken)
        var limit: Expression?
        var offset = ForNode.Offset.none
        var reversed = false
        while !parser.isAtEnd {
            if parser.accept(.comma) { continue }
            if parser.accept(word: "reversed") {
                reversed = true
                continue
            }
            if let word = parser.current.identifier, word == "limit" || word == "offset", parser.peek().kind == .colon {
                parser.advance()
                parser.advance()
                if word == "limit" {
                    limit = try parser.parseValue()
                } else if parser.accept(word: "continue") {
                    offset = .continuing
                } else {
                    offset = .value(try parser.parseValue())
                }
                continue
            }
            parser.finishLax(after: "the loop's collection")
        }
        absorb(parser)
        var (body, next) = try parseBody(closers: ["else", "endfor"])
        var elseBody: [Node] = []
        if next?.name == "else" {
            (elseBody, next) = try parseBody(closers: ["endfor"])
        }
        guard next != nil else { throw neverClosed(tag, "endfor") }
        var node = ForNode(
            variable: variable, collection: collection, name: "\(variable)-\(collectionText)", limit: limit,
            offset: offset, reversed: reversed, body: body, elseBody: elseBody, start: tag.start
        )
        if Node.forLoop(node).isBlank {
            node.body = Node.strippingBlankText(node.body)
            node.elseBody = Node.strippingBlankText(node.elseBody)
        }
        return .forLoop(node)
    }

    /// The target of `assign` or `capture`: a name of word characters and inner hyphens (or a quoted name).
    func targetName(_ parser: inout ExpressionParser, _ tag: TagToken) throws(SourceError) -> String {
        let token = parser.current
        switch token.kind {
        case .identifier(let name):
            if name.hasSuffix("?") { throw .syntax("a variable name cannot end with '?'", at: token.start) }
            parser.advance()
            return name
        case .integer:
            parser.advance()
            return text(token.start..<token.end)
        case .string(let name) where tag.name == "capture":
            parser.advance()
            return name
        default:
            throw parser.unexpected(expecting: "a variable name")
        }
    }

    mutating func parseAssign(_ tag: TagToken) throws(SourceError) -> Node {
        var parser = try expressionParser(tag.markup)
        let name = try targetName(&parser, tag)
        try parser.expect(.equals, "'=' after the variable name")
        let value = try parser.parseFiltered()
        parser.finishLax(after: "the assigned value")
        absorb(parser)
        return .assign(name: name, value: value)
    }

    mutating func parseCapture(_ tag: TagToken) throws(SourceError) -> Node {
        try enterBlock(tag)
        defer { blockDepth -= 1 }
        var parser = try expressionParser(tag.markup)
        let name = try targetName(&parser, tag)
        parser.finishLax(after: "the variable name")
        absorb(parser)
        let (body, next) = try parseBody(closers: ["endcapture"])
        guard next != nil else { throw neverClosed(tag, "endcapture") }
        return .capture(name: name, body: body)
    }

    /// Skips a comment's body; comments nest, and a `raw` inside one hides its `endcomment`.
    mutating func skipComment(_ tag: TagToken) throws(SourceError) {
        var depth = 1
        while true {
            switch try nextToken(lenient: true) {
            case .end:
                throw neverClosed(tag, "endcomment")
            case .tag(let inner):
                switch inner.name {
                case "comment": depth += 1
                case "endcomment":
                    depth -= 1
                    if depth == 0 { return }
                case "raw" where lineTokens == nil:
                    _ = try scanner.rawBody(openedAt: inner.start)
                default: break
                }
            default:
                break
            }
        }
    }

    /// `{% liquid %}`: one tag per line, no delimiters; its blocks must close inside it.
    mutating func parseLiquidTag(_ tag: TagToken) throws(SourceError) -> [Node] {
        try enterBlock(tag)
        defer { blockDepth -= 1 }
        var lines: [TemplateToken] = []
        var lineStart = tag.markup.lowerBound
        while lineStart <= tag.markup.upperBound {
            var lineEnd = lineStart
            while lineEnd < tag.markup.upperBound, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            var first = lineStart
            while first < lineEnd, TemplateScanner.isWhitespace(bytes[first]) { first += 1 }
            if first < lineEnd, bytes[first] != UInt8(ascii: "#") {
                lines.append(.tag(TemplateScanner.tag(in: bytes, content: first..<lineEnd, start: first)))
            }
            lineStart = lineEnd + 1
        }
        let savedLines = lineTokens
        let savedIndex = lineIndex
        lineTokens = lines
        lineIndex = 0
        defer {
            lineTokens = savedLines
            lineIndex = savedIndex
        }
        let (nodes, closer) = try parseBody(closers: [])
        if let closer { throw unexpectedTag(closer) }
        return nodes
    }
}
