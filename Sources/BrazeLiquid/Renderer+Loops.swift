/// `for` loops: Liquid's slicing by limit/offset, `offset: continue`, `forloop`, and the iteration cap.
extension Renderer {
    enum LoopItems {
        case array([LiquidValue])
        case range(from: Int)
    }

    mutating func loopInteger(_ expression: Expression, at offset: Int) throws(RenderInterrupt) -> Int? {
        let value = try evaluate(expression)
        if case .null = value { return nil }
        do {
            return try FilterInput.integer(value)
        } catch {
            throw .failed(.render(error.message, at: offset))
        }
    }

    mutating func renderFor(_ node: ForNode, into output: inout String) throws(RenderInterrupt) {
        let from: Int
        switch node.offset {
        case .none: from = 0
        case .continuing: from = loopOffsets[node.name] ?? 0
        case .value(let expression): from = try loopInteger(expression, at: node.start) ?? 0
        }
        let collection = try evaluate(node.collection)
        let limit = try node.limit.flatMap { (expression: Expression) throws(RenderInterrupt) -> Int? in
            try loopInteger(expression, at: node.start)
        }
        let to = limit.map { from &+ $0 }

        // Liquid slices by position: items before `from` and from `to` on are skipped.
        let items: LoopItems
        var count: Int
        var first = max(from, 0)
        switch collection {
        case .array(let array):
            let end = min(array.count, to ?? array.count)
            count = end > first ? end - first : 0
            // Slicing copies the items, even when a `break` ends the loop at the first.
            try charge(count, at: node.start)
            items = .array(count > 0 ? Array(array[first..<end]) : [])
        case .hash(let hash):
            try charge(hash.count, at: node.start)
            let pairs = hash.map { LiquidValue.array([.string($0.0), $0.1]) }
            let end = min(pairs.count, to ?? pairs.count)
            count = end > first ? end - first : 0
            items = .array(count > 0 ? Array(pairs[first..<end]) : [])
        case .range(let lower, let upper):
            let span = upper.subtractingReportingOverflow(lower)
            let size = upper < lower ? 0 : (span.overflow || span.partialValue == Int.max ? Int.max : span.partialValue + 1)
            let end = min(size, to ?? size)
            count = end > first ? end - first : 0
            items = .range(from: lower &+ first)
        case .string(let text):
            // A string is one item, whatever the offset.
            first = 0
            count = text.isEmpty ? 0 : 1
            items = .array(count > 0 ? [collection] : [])
        default:
            count = 0
            items = .array([])
        }
        loopOffsets[node.name] = from &+ count
        if count <= 0 {
            _ = try render(node.elseBody, into: &output)
            return
        }
        loops.append(LoopFrame(name: node.name, length: count, start: node.start))
        loopVariables.append((node.variable, .null))
        defer {
            loops.removeLast()
            loopVariables.removeLast()
        }
        for step in 0..<count {
            iterations += 1
            try charge(RenderBudget.nodeCost, at: node.start)
            if iterations > RenderLimits.maxIterations {
                throw .failed(.limit("loops ran more than \(RenderLimits.maxIterations) times", at: node.start))
            }
            let position = node.reversed ? count - 1 - step : step
            let item: LiquidValue
            switch items {
            case .array(let array): item = array[position]
            case .range(let start): item = .int(start &+ position)
            }
            loopVariables[loopVariables.count - 1].value = item
            loops[loops.count - 1].index0 = step
            let flow = try render(node.body, into: &output)
            if flow == .breakLoop { break }
        }
    }
}
