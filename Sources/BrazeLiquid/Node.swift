/// One piece of a parsed template. Offsets are UTF-8 byte offsets in the original source, for errors.
indirect enum Node: Sendable {
    case text(String)
    case output(OutputNode)
    case assign(name: String, value: FilteredExpression)
    case capture(name: String, body: [Node])
    /// `if` / `unless` with their `elsif` / `else` branches; the first branch whose condition holds renders.
    case conditional([ConditionalBranch])
    case caseBlock(CaseNode)
    case forLoop(ForNode)
    case breakLoop
    case continueLoop
    case increment(name: String)
    case decrement(name: String)
    /// Braze's `abort_message`: the reason, if any.
    case abort(reason: Expression?, offset: Int)
    case connectedContent(ConnectedContentNode)
    case catalogItems(CatalogItemsNode)
    case promotion(list: Expression, offset: Int)
    /// Braze's `{% translation id %}…{% endtranslation %}`: the text for the user's locale, else the body.
    case translation(id: String, body: [Node])

    /// Whether the node outputs nothing by itself (Liquid's `blank?`): blocks made only of such nodes and
    /// whitespace drop that whitespace.
    var isBlank: Bool {
        switch self {
        case .text(let text): return text.isBlankText
        case .assign, .capture: return true
        case .conditional(let branches): return branches.allSatisfy { $0.body.allSatisfy(\.isBlank) }
        case .caseBlock(let node): return node.branches.allSatisfy { $0.body.allSatisfy(\.isBlank) }
        case .forLoop(let node): return node.body.allSatisfy(\.isBlank) && node.elseBody.allSatisfy(\.isBlank)
        case .translation(_, let body): return body.allSatisfy(\.isBlank)
        default: return false
        }
    }

    /// Removes whitespace-only text, for blocks that are blank.
    static func strippingBlankText(_ nodes: [Node]) -> [Node] {
        nodes.filter {
            if case .text = $0 { return false }
            return true
        }
    }
}
