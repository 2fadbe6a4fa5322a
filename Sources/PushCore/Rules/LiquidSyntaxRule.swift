import BrazeLiquid
import TextFormats

/// Braze's Liquid in any text of the push is parsed, without a user: a template Braze cannot
/// parse is an error in every preview and every send, so it is found as soon as it is typed; an
/// attribute that no one has (`${frist_name}`) is a warning, since it renders empty for everyone.
public struct LiquidSyntaxRule: Rule {
    /// The codes come from the engine: `liquid.syntax`, `liquid.unknown-tag`,
    /// `liquid.unknown-filter`, `liquid.unsupported`.
    public static let codes = [LiquidErrorCode.syntax, LiquidErrorCode.unknownTag, LiquidErrorCode.unknownFilter, LiquidErrorCode.unsupported,
                               LiquidErrorCode.lax, unknownAttribute]
    /// An attribute that is neither Braze's nor any test user's: it renders empty for everyone.
    public static let unknownAttribute = "liquid.unknown-attribute"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { Self.codes }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        visit(.object(ApplePushEncoder.encode(context.push)), at: "", context: context, into: &out)
        return out
    }

    private func visit(_ value: JSONValue, at pointer: String, context: RuleContext, into out: inout [Diagnostic]) {
        switch value {
        case .string(let text):
            guard LiquidTemplate.containsLiquid(text) else { return }
            do {
                let template = try LiquidTemplate(text)
                // What Braze's lax parser accepts but reads otherwise than it looks (`&&`, parentheses).
                for warning in template.warnings {
                    out.append(placed(context.diagnostic(warning.code, .warning, at: pointer, "Liquid: \(warning.message)"), text, warning, context))
                }
                for reference in template.attributeReferences {
                    if let problem = context.attributes.problem(reference) {
                        out.append(context.diagnostic(Self.unknownAttribute, .warning, at: pointer, problem))
                    }
                }
            } catch {
                // Short, since it shows under its field: the file's line and column place it.
                let place = error.line > 1 ? " (line \(error.line) of the text)" : ""
                out.append(placed(context.diagnostic(error.code, .error, at: pointer, "Liquid: \(error.message)\(place)"), text, error, context))
            }
        case .array(let items):
            for (index, item) in items.enumerated() where Self.mayHoldLiquid(item.value) {
                visit(item.value, at: JSONPointer.appending(pointer, index), context: context, into: &out)
            }
        case .object(let object):
            // A pointer is named only for what may hold Liquid: most strings hold none.
            for member in object.members where Self.mayHoldLiquid(member.value.value) {
                visit(member.value.value, at: JSONPointer.appending(pointer, member.key), context: context, into: &out)
            }
        default:
            return
        }
    }

    /// False for a string without Liquid and for numbers, booleans and null.
    private static func mayHoldLiquid(_ value: JSONValue) -> Bool {
        switch value {
        case .string(let text): LiquidTemplate.containsLiquid(text)
        case .array, .object: true
        default: false
        }
    }

    /// Placed at the mistake itself: the string's column plus the characters before it, as the
    /// file writes them (a quote, escapes).
    private func placed(_ diagnostic: Diagnostic, _ text: String, _ error: LiquidError, _ context: RuleContext) -> Diagnostic {
        var d = diagnostic
        if let start = context.document.sourceMap.location(of: d.path) {
            d.line = start.line
            d.column = start.column + 1 + Self.writtenWidth(of: text, upTo: error.line, column: error.column)
        }
        return d
    }

    /// How many columns of the JSON file the text before `line`:`column` of the string takes.
    static func writtenWidth(of text: String, upTo line: Int, column: Int) -> Int {
        var currentLine = 1, currentColumn = 1, width = 0
        for character in text {
            if currentLine == line && currentColumn == column { break }
            switch character {
            case "\"", "\\", "\n", "\t", "\r": width += 2
            default: width += character.unicodeScalars.first.map { $0.value < 0x20 ? 6 : 1 } ?? 1
            }
            if character == "\n" { currentLine += 1; currentColumn = 1 } else { currentColumn += 1 }
        }
        return width
    }
}
