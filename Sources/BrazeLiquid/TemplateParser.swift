/// Builds the node tree from the scanner's tokens (or from the lines of a `{% liquid %}` tag).
struct TemplateParser {
    /// Blocks nested deeper than this are refused rather than recursing without bound.
    static let maxBlockDepth = 100

    let bytes: [UInt8]
    var scanner: TemplateScanner
    /// When parsing the body of `{% liquid %}`: its lines as tag tokens.
    var lineTokens: [TemplateToken]?
    var lineIndex = 0
    var blockDepth = 0
    var warnings: [SourceError] = []
    var attributes: [LiquidAttributeReference] = []
    /// The ids of `{% translation %}` blocks, in order.
    var translationIDs: [String] = []

    init(bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        scanner = TemplateScanner(bytes: bytes, range: range)
    }

    /// Parses the whole range; a closing tag with no opening one is an error.
    mutating func parseDocument() throws(SourceError) -> [Node] {
        let (nodes, closer) = try parseBody(closers: [])
        if let closer { throw unexpectedTag(closer) }
        return nodes
    }

    // MARK: - Tokens

    mutating func nextToken(lenient: Bool = false) throws(SourceError) -> TemplateToken {
        if let lines = lineTokens {
            guard lineIndex < lines.count else { return .end(at: scanner.index) }
            lineIndex += 1
            return lines[lineIndex - 1]
        }
        return try scanner.next(lenient: lenient)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    func expressionParser(_ range: Range<Int>) throws(SourceError) -> ExpressionParser {
        try ExpressionParser(bytes: bytes, range: range)
    }

    mutating func absorb(_ parser: ExpressionParser) {
        warnings += parser.warnings
        attributes += parser.attributes
    }

    // MARK: - Bodies

    /// Parses nodes until a tag named in `closers` (returned) or the end of input (nil).
    mutating func parseBody(closers: Set<String>) throws(SourceError) -> ([Node], TagToken?) {
        var nodes: [Node] = []
        while true {
            switch try nextToken() {
            case .end:
                return (nodes, nil)
            case .text(let text, _):
                if !text.isEmpty { nodes.append(.text(text)) }
            case .attribute(let name, let start):
                attributes.append(LiquidAttributeReference(namespace: nil, name: name))
                let path = VariablePath(root: .attribute(name), segments: [], offset: start)
                let expression = FilteredExpression(base: .variable(path), filters: [], offset: start)
                nodes.append(.output(OutputNode(expression: expression, offset: start, contentBlock: nil)))
            case .output(let markup, let start):
                if let node = try parseOutput(markup, start: start) { nodes.append(node) }
            case .tag(let tag):
                if closers.contains(tag.name) { return (nodes, tag) }
                nodes += try parseTag(tag)
            }
        }
    }

    mutating func parseOutput(_ markup: Range<Int>, start: Int) throws(SourceError) -> Node? {
        var parser = try expressionParser(markup)
        if parser.isAtEnd { return nil }
        let expression = try parser.parseFiltered()
        parser.finishLax(after: "the output")
        absorb(parser)
        // Braze's docs: `{{custom_attribute.${a} | plus: {{custom_attribute.${b}}}}}` does not work there.
        let customAttributes = Set(parser.attributes.filter { $0.namespace == "custom_attribute" }.map(\.name))
        if customAttributes.count > 1 {
            warnings.append(SourceError(
                LiquidErrorCode.lax, "Braze cannot read two custom attributes in one output; assign one to a variable first", at: start
            ))
        }
        return .output(OutputNode(expression: expression, offset: start, contentBlock: ExpressionAnalysis.contentBlockName(expression)))
    }

    /// Opens a block, refusing runaway nesting.
    mutating func enterBlock(_ tag: TagToken) throws(SourceError) {
        blockDepth += 1
        if blockDepth > TemplateParser.maxBlockDepth {
            throw SourceError(LiquidErrorCode.limit, "blocks nested more than \(TemplateParser.maxBlockDepth) deep", at: tag.start)
        }
    }

    func neverClosed(_ tag: TagToken, _ closer: String) -> SourceError {
        .syntax("'\(tag.name)' tag was never closed with '\(closer)'", at: tag.start)
    }

    func unexpectedTag(_ tag: TagToken) -> SourceError {
        .syntax("unexpected '\(tag.name)' with no block to close or continue", at: tag.start)
    }
}
