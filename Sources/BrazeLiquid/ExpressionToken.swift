/// One token of tag or output markup. Offsets are UTF-8 byte offsets in the original source.
struct ExpressionToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case identifier(String)
        case string(String)
        case integer(Int)
        case float(Double)
        /// Braze's `${name}`.
        case attribute(String)
        case dot, dotDot, comma, colon, pipe
        case openBracket, closeBracket, openParen, closeParen
        /// Braze's optional inner `{{` … `}}` inside a tag or output.
        case openGroup, closeGroup
        /// `==`, `!=`, `<>`, `<`, `>`, `<=`, `>=`.
        case comparison(String)
        /// `=` in `assign`.
        case equals
        /// Anything else (`&&`, `+`, a curly quote, …): the parser decides whether it is an error.
        case other(String)
        case end
    }

    var kind: Kind
    var start: Int
    var end: Int

    /// How the token reads in a message.
    var display: String {
        switch kind {
        case .identifier(let name): return "'\(name)'"
        case .string(let text): return "'\(text)'"
        case .integer(let value): return "'\(value)'"
        case .float(let value): return "'\(RubyFormat.float(value))'"
        case .attribute(let name): return "'${\(name)}'"
        case .dot: return "'.'"
        case .dotDot: return "'..'"
        case .comma: return "','"
        case .colon: return "':'"
        case .pipe: return "'|'"
        case .openBracket: return "'['"
        case .closeBracket: return "']'"
        case .openParen: return "'('"
        case .closeParen: return "')'"
        case .openGroup: return "'{{'"
        case .closeGroup: return "'}}'"
        case .comparison(let op): return "'\(op)'"
        case .equals: return "'='"
        case .other(let text): return "'\(text)'"
        case .end: return "the end of the markup"
        }
    }

    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }
}
