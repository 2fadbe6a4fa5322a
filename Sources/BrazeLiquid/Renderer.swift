import Foundation

/// Renders parsed nodes against a context. One renderer per render; parsed templates are shared and immutable.
struct Renderer {
    let context: LiquidContext
    /// `assign` and `capture` targets (Liquid's outermost scope).
    var globals: [String: LiquidValue] = [:]
    /// `increment` / `decrement` counters, which live apart from `assign`.
    var counters: [String: LiquidValue] = [:]
    /// Loop variables, innermost last.
    var loopVariables: [(name: String, value: LiquidValue)] = []
    var loops: [LoopFrame] = []
    /// Where each named loop stopped, for `offset: continue`.
    var loopOffsets: [String: Int] = [:]
    var iterations = 0
    var contentBlockDepth = 0
    var userAttributes: LiquidHash
    /// The work this render may still do; spent as it goes.
    var budget: RenderBudget
    /// Content blocks parsed so far in this render, by name: a block used many times is parsed once.
    var contentBlocks: [String: LiquidTemplate] = [:]
    /// The Connected Content call the render stopped at, for a caller that fetches it.
    var pendingCall: ConnectedContentCall?

    init(context: LiquidContext, budget: RenderBudget = .render) {
        self.context = context
        self.budget = budget
        if case .hash(let hash) = context.user { userAttributes = hash } else { userAttributes = LiquidHash() }
    }

    /// Counts `units` of work done at `offset`; past the budget the render stops with `liquid.too-costly`.
    mutating func charge(_ units: Int, at offset: Int) throws(RenderInterrupt) {
        guard budget.spend(units) else { throw .failed(.tooCostly(budget, at: offset)) }
    }

    // MARK: - Nodes

    mutating func render(_ nodes: [Node], into output: inout String) throws(RenderInterrupt) -> RenderFlow {
        for node in nodes {
            try charge(RenderBudget.nodeCost, at: loops.last?.start ?? 0)
            switch node {
            case .text(let text):
                try charge(text.utf8.count, at: loops.last?.start ?? 0)
                output += text
                try checkSize(output, at: loops.last?.start ?? 0)
            case .output(let node):
                if let block = node.contentBlock, lookup("content_blocks") == nil {
                    try renderContentBlock(block, at: node.offset, into: &output)
                } else {
                    let before = output.utf8.count
                    try evaluate(node.expression).write(to: &output)
                    try charge(output.utf8.count - before, at: node.offset)
                }
                try checkSize(output, at: node.offset)
            case .assign(let name, let value):
                globals[name] = try evaluate(value)
            case .capture(let name, let body):
                var captured = ""
                let flow = try render(body, into: &captured)
                globals[name] = .string(captured)
                if flow != .normal { return flow }
            case .conditional(let branches):
                for branch in branches {
                    var holds = true
                    if let condition = branch.condition {
                        holds = try test(condition)
                        if branch.negated { holds.toggle() }
                    }
                    if holds {
                        let flow = try render(branch.body, into: &output)
                        if flow != .normal { return flow }
                        break
                    }
                }
            case .caseBlock(let node):
                let flow = try renderCase(node, into: &output)
                if flow != .normal { return flow }
            case .forLoop(let node):
                try renderFor(node, into: &output)
            case .breakLoop:
                return .breakLoop
            case .continueLoop:
                return .continueLoop
            case .increment(let name):
                let current = counter(name)
                output += String(current)
                counters[name] = .int(current &+ 1)
            case .decrement(let name):
                let value = counter(name) &- 1
                counters[name] = .int(value)
                output += String(value)
            case .abort(let reason, _):
                let text = try reason.map { (expression: Expression) throws(RenderInterrupt) -> String in
                    try evaluate(expression).textValue
                }
                throw .aborted(reason: text?.isEmpty == true ? nil : text)
            case .connectedContent(let node):
                try renderConnectedContent(node, into: &output)
            case .catalogItems(let node):
                try renderCatalogItems(node)
            case .translation(let id, let body):
                let flow = try render(context.translations[id]?.nodes ?? body, into: &output)
                if flow != .normal { return flow }
            case .promotion(let list, let offset):
                let name = try evaluate(list).textValue
                guard let code = context.liveValue(tag: "promotion", argument: name) else {
                    throw .needsData(tag: "promotion", what: name)
                }
                output += code.textValue
                try checkSize(output, at: offset)
            }
        }
        return .normal
    }

    func counter(_ name: String) -> Int {
        if case .int(let value)? = counters[name] { return value }
        if case .int(let value)? = context.variables[name] { return value }
        return 0
    }

    func checkSize(_ output: String, at offset: Int) throws(RenderInterrupt) {
        if output.utf8.count > RenderLimits.maxOutputBytes {
            throw .failed(.limit("the output passed \(RenderLimits.maxOutputBytes) bytes", at: offset))
        }
    }

    mutating func renderCase(_ node: CaseNode, into output: inout String) throws(RenderInterrupt) -> RenderFlow {
        var matched = false
        for branch in node.branches {
            guard let values = branch.values else {
                // `else` renders only when no `when` before it matched.
                if !matched {
                    let flow = try render(branch.body, into: &output)
                    if flow != .normal { return flow }
                }
                continue
            }
            // Ruby Liquid makes one block per value, so the body renders once for every value that matches.
            for value in values where try compare(node.subject, .equal, value, at: 0) {
                matched = true
                let flow = try render(branch.body, into: &output)
                if flow != .normal { return flow }
            }
        }
        return .normal
    }
}
