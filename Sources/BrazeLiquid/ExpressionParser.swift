/// Parses the markup of one tag or output into expressions, filters and conditions.
///
/// Lax where Braze's parser is lax, with a warning: text left over after a complete expression or
/// condition (`&& x < 3`, a second word) is ignored, as Ruby Liquid's lax mode does. Everything else
/// that cannot be read is an error.
struct ExpressionParser {
    /// Inner groups and brackets nested deeper than this are refused (a template is hostile input).
    static let maxDepth = 64

    let bytes: [UInt8]
    private let tokens: [ExpressionToken]
    private(set) var position = 0
    /// Parentheses opened in a condition and not yet closed (Liquid has none; see `parseOperand`).
    private var openParentheses = 0
    private(set) var warnings: [SourceError] = []
    private(set) var attributes: [LiquidAttributeReference] = []
    private var depth = 0

    init(bytes: [UInt8], range: Range<Int>) throws(SourceError) {
        self.bytes = bytes
        tokens = try ExpressionLexer.tokens(in: bytes, range)
    }

    var current: ExpressionToken { tokens[position] }
    var isAtEnd: Bool { current.kind == .end }

    func peek(_ offset: Int = 1) -> ExpressionToken {
        tokens[min(position + offset, tokens.count - 1)]
    }

    mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    /// Consumes the identifier `word` if it is next.
    mutating func accept(word: String) -> Bool {
        if current.identifier == word {
            advance()
            return true
        }
        return false
    }

    mutating func accept(_ kind: ExpressionToken.Kind) -> Bool {
        if current.kind == kind {
            advance()
            return true
        }
        return false
    }

    mutating func expect(_ kind: ExpressionToken.Kind, _ what: String) throws(SourceError) {
        guard accept(kind) else { throw unexpected(expecting: what) }
    }

    func unexpected(expecting what: String) -> SourceError {
        if case .other(let text) = current.kind, ["‘", "’", "“", "”"].contains(text) {
            return .syntax("curly quote \(text) is not a Liquid quote; use ' or \"", at: current.start)
        }
        return .syntax("expected \(what), found \(current.display)", at: current.start)
    }

    /// The source text from the token at `from` up to the current token.
    func text(fromToken from: Int) -> String {
        let start = tokens[from].start
        let end = position > from ? tokens[position - 1].end : start
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    // MARK: - Leftovers

    /// Lax end of markup: anything left is ignored with a warning, as Braze's lax parser does.
    mutating func finishLax(after what: String) {
        guard !isAtEnd else { return }
        let token = current
        let rest = String(decoding: bytes[token.start..<tokens[tokens.count - 1].start], as: UTF8.self)
            .trimmingWhitespace()
        let hint: String
        switch token.kind {
        case .other("&&"): hint = "; Liquid has no '&&', use 'and'"
        case .other("||"): hint = "; Liquid has no '||', use 'or'"
        case .other("+"), .other("-"), .other("*"), .other("/"): hint = "; Liquid has no arithmetic operators, use filters such as plus"
        default: hint = ""
        }
        warnings.append(SourceError(LiquidErrorCode.lax, "'\(rest)' after \(what) is ignored by Braze\(hint)", at: token.start))
        position = tokens.count - 1
    }

    /// Strict end of markup: anything left is an error.
    func finishStrict(after what: String) throws(SourceError) {
        guard isAtEnd else { throw SourceError.syntax("unexpected \(current.display) after \(what)", at: current.start) }
    }

    // MARK: - Values

    mutating func parseFiltered() throws(SourceError) -> FilteredExpression {
        let offset = current.start
        let base = try parseValue()
        var filters: [FilterCall] = []
        while current.kind == .pipe {
            let pipe = current.start
            advance()
            // Shopify's lax parser skips a '|' with no filter after it (`x | | upcase`, `x |`).
            if current.kind == .pipe || current.kind == .end {
                warnings.append(SourceError(LiquidErrorCode.lax, "a '|' with no filter after it is ignored by Braze", at: pipe))
                continue
            }
            filters.append(try parseFilter())
        }
        return FilteredExpression(base: base, filters: filters, offset: offset)
    }

    private mutating func parseFilter() throws(SourceError) -> FilterCall {
        guard let name = current.identifier else { throw unexpected(expecting: "a filter name after '|'") }
        let offset = current.start
        let filter = try Filter.lookup(name, at: offset)
        advance()
        var positional: [Expression] = []
        var keywords: [(String, Expression)] = []
        let colon = current.start
        if accept(.colon) {
            if current.kind == .pipe || current.kind == .end {
                // `upcase:` with nothing after it: the lax parser finds no argument, and neither do we.
                warnings.append(SourceError(LiquidErrorCode.lax, "a ':' with no argument after '\(name)' is ignored by Braze", at: colon))
            } else {
                repeat {
                    if let keyword = current.identifier, peek().kind == .colon {
                        advance()
                        advance()
                        keywords.append((keyword, try parseValue()))
                    } else {
                        positional.append(try parseValue())
                    }
                } while accept(.comma)
            }
        }
        try filter.checkArity(positional: positional.count, keywords: keywords.map(\.0), name: name, at: offset)
        return FilterCall(filter: filter, name: name, positional: positional, keywords: keywords, offset: offset)
    }

    mutating func parseValue() throws(SourceError) -> Expression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= ExpressionParser.maxDepth else {
            throw SourceError(LiquidErrorCode.limit, "expression nested more than \(ExpressionParser.maxDepth) deep", at: current.start)
        }
        let token = current
        switch token.kind {
        case .string(let text):
            advance()
            return .literal(.string(text))
        case .integer(let value):
            advance()
            return .literal(.int(value))
        case .float(let value):
            advance()
            return .literal(.double(value))
        case .openParen:
            advance()
            let lower = try parseValue()
            try expect(.dotDot, "'..' in a range")
            let upper = try parseValue()
            try expect(.closeParen, "')' closing the range")
            return .range(lower, upper)
        case .openGroup:
            advance()
            let inner = try parseFiltered()
            try expect(.closeGroup, "'}}' closing the inner '{{'")
            let value: Expression = inner.filters.isEmpty ? inner.base : .group(inner)
            if current.kind != .dot, current.kind != .openBracket { return value }
            return try parsePath(root: .value(value), offset: token.start)
        case .openBracket:
            advance()
            let key = try parseValue()
            try expect(.closeBracket, "']'")
            return try parsePath(root: .index(key), offset: token.start)
        case .attribute(let name):
            advance()
            attributes.append(LiquidAttributeReference(namespace: nil, name: name))
            return try parsePath(root: .attribute(name), offset: token.start)
        case .identifier(let name):
            switch name {
            case "true": advance(); return .literal(.bool(true))
            case "false": advance(); return .literal(.bool(false))
            case "nil", "null": advance(); return .literal(.null)
            case "empty": advance(); return .empty
            case "blank": advance(); return .blank
            default:
                advance()
                return try parsePath(root: .name(name), offset: token.start)
            }
        default:
            throw unexpected(expecting: "a value")
        }
    }

    private mutating func parsePath(root: VariablePath.Root, offset: Int) throws(SourceError) -> Expression {
        var segments: [VariablePath.Segment] = []
        while true {
            if current.kind == .dot {
                advance()
                switch current.kind {
                case .identifier(let name):
                    advance()
                    segments.append(.property(name))
                case .attribute(let name):
                    advance()
                    segments.append(.key(name))
                    if case .name(let namespace) = root, segments.count == 1 {
                        attributes.append(LiquidAttributeReference(namespace: namespace, name: name))
                    } else {
                        attributes.append(LiquidAttributeReference(namespace: nil, name: name))
                    }
                default:
                    throw unexpected(expecting: "a name after '.'")
                }
            } else if current.kind == .openBracket {
                advance()
                let key = try parseValue()
                try expect(.closeBracket, "']'")
                if case .literal(.string(let name)) = key {
                    segments.append(.key(name))
                } else {
                    segments.append(.index(key))
                }
            } else {
                break
            }
        }
        return .variable(VariablePath(root: root, segments: segments, offset: offset))
    }

    // MARK: - Conditions

    /// A condition may join at most this many comparisons (its tree is evaluated recursively).
    static let maxConditionTerms = 500

    /// `comparison ((and | or) comparison)*`, right-associative as Liquid has it: `a and b or c` is `a and (b or c)`.
    mutating func parseCondition() throws(SourceError) -> Condition {
        var terms = [try parseComparison()]
        var joiners: [Bool] = []  // true for `and`
        while true {
            let start = current.start
            if accept(word: "and") {
                joiners.append(true)
            } else if accept(word: "or") {
                joiners.append(false)
            } else {
                break
            }
            guard terms.count < ExpressionParser.maxConditionTerms else {
                throw SourceError(LiquidErrorCode.limit, "a condition may join at most \(ExpressionParser.maxConditionTerms) comparisons", at: start)
            }
            terms.append(try parseComparison())
        }
        var condition = terms[terms.count - 1]
        for index in stride(from: joiners.count - 1, through: 0, by: -1) {
            condition = joiners[index] ? .and(terms[index], condition) : .or(terms[index], condition)
        }
        return condition
    }

    private mutating func parseComparison() throws(SourceError) -> Condition {
        if current.identifier == "not", !isOperatorPosition(peek()) {
            throw SourceError.syntax("Liquid has no 'not' operator; use 'unless' or '!='", at: current.start)
        }
        let left = try parseOperand()
        let operatorToken = current
        let op: ComparisonOperator
        switch operatorToken.kind {
        case .comparison(let text):
            op = text == "<>" ? .notEqual : (ComparisonOperator(rawValue: text) ?? .equal)
        case .identifier("contains"):
            op = .contains
        case .identifier("and"), .identifier("or"), .end:
            return .value(left)

        case .identifier(let word):
            throw SourceError.syntax("unknown operator '\(word)'", at: operatorToken.start)
        case .equals:
            // Ruby Liquid reads `=` (and `=<`, `=>`) as an unknown operator too.
            throw SourceError.syntax("'=' assigns; use '==' to compare", at: operatorToken.start)
        case .other("!"):
            throw SourceError.syntax("unknown operator '!'; use '!=' to compare", at: operatorToken.start)
        default:
            return .value(left)
        }
        advance()
        let right = try parseOperand()
        return .comparison(left, op, right, offset: operatorToken.start)
    }

    /// A value in a condition. Liquid has no grouping parentheses: Shopify's lax parser reads
    /// `(a == 1)` its own way (`(a` as the variable `a`, `1)` as a variable named `1`). They are
    /// taken here as the author meant them, and a `liquid.lax` warning says Braze does not.
    private mutating func parseOperand() throws(SourceError) -> Expression {
        guard current.kind == .openParen else {
            let value = try parseValue()
            closeParentheses()
            return value
        }
        let start = position
        let kept = warnings.count
        do {
            return try parseValue()  // a range, `(1..5)`
        } catch {
            position = start
            warnings.removeSubrange(kept...)
        }
        let paren = current.start
        while current.kind == .openParen {
            advance()
            openParentheses += 1
        }
        warnings.append(SourceError(LiquidErrorCode.lax, "parentheses do not group conditions in Liquid, and Braze reads them otherwise (a number next to one becomes an empty variable); drop them", at: paren))
        let value = try parseValue()
        closeParentheses()
        return value
    }

    /// Steps over the `)` that close parentheses opened in this condition.
    private mutating func closeParentheses() {
        while openParentheses > 0, current.kind == .closeParen {
            advance()
            openParentheses -= 1
        }
    }

    private func isOperatorPosition(_ token: ExpressionToken) -> Bool {
        switch token.kind {
        case .comparison, .end, .identifier("contains"), .identifier("and"), .identifier("or"): return true
        default: return false
        }
    }

    /// The values of `when`: separated by `,` or `or`.
    mutating func parseWhenValues() throws(SourceError) -> [Expression] {
        var values = [try parseValue()]
        while accept(.comma) || accept(word: "or") {
            values.append(try parseValue())
        }
        return values
    }
}
