/// Values: filters, variable lookup in Liquid's scope order, paths, `forloop`.
extension Renderer {
    mutating func evaluate(_ expression: FilteredExpression) throws(RenderInterrupt) -> LiquidValue {
        var value = try evaluate(expression.base)
        for call in expression.filters {
            var arguments: [LiquidValue] = []
            for argument in call.positional { arguments.append(try evaluate(argument)) }
            var keywords: [(String, LiquidValue)] = []
            for (name, argument) in call.keywords { keywords.append((name, try evaluate(argument))) }
            // A filter reads its input and arguments once, then builds its result.
            try charge(RenderBudget.nodeCost + call.filter.weight, at: call.offset)
            try charge(value.workSize, at: call.offset)
            for argument in arguments { try charge(argument.workSize, at: call.offset) }
            // Sorting compares, beyond reading once: charged before, so a costly sort never starts
            // (and one the budget cannot pay for is charged one unit past it, not for work never done).
            if call.filter == .sort || call.filter == .sortNatural {
                try charge(min(RenderBudget.sortWork(value), budget.remaining &+ 1), at: call.offset)
            }
            do {
                value = try FilterLibrary.apply(call.filter, to: value, arguments, keywords: keywords, now: context.now)
            } catch {
                throw .failed(SourceError(error.code, "\(call.name): \(error.message)", at: call.offset))
            }
            try charge(value.workSize, at: call.offset)
            switch value {
            case .string(let text) where text.utf8.count > RenderLimits.maxOutputBytes:
                throw .failed(.limit("'\(call.name)' built a string over \(RenderLimits.maxOutputBytes) bytes", at: call.offset))
            case .array(let items) where items.count > RenderLimits.maxArrayCount:
                throw .failed(.limit("'\(call.name)' built an array over \(RenderLimits.maxArrayCount) elements", at: call.offset))
            default:
                break
            }
        }
        return value
    }

    mutating func evaluate(_ expression: Expression) throws(RenderInterrupt) -> LiquidValue {
        switch expression {
        case .literal(let value): return value
        case .blank, .empty: return .string("")
        case .variable(let path): return try evaluate(path)
        case .group(let filtered): return try evaluate(filtered)
        case .range(let lower, let upper):
            return .range(from: rangeBound(try evaluate(lower)), to: rangeBound(try evaluate(upper)))
        }
    }

    /// A range bound: numbers truncated, numeric text read, anything else 0.
    func rangeBound(_ value: LiquidValue) -> Int {
        switch value {
        case .int(let number): return number
        case .double(let number): return number.isFinite ? Int(max(-9e18, min(9e18, number.rounded(.towardZero)))) : 0
        default:
            switch LiquidNumber(value) {
            case .integer(let number): return number
            case .decimal(let number): return Int(max(-9e18, min(9e18, number.rounded(.towardZero))))
            }
        }
    }

    /// A root name: loop variable, then `assign`, then counters, then plain variables, then the user's attribute.
    func lookup(_ name: String) -> LiquidValue? {
        for scope in loopVariables.reversed() where scope.name == name { return scope.value }
        if let value = globals[name] { return value }
        if let value = counters[name] { return value }
        if let value = context.variables[name] { return value }
        return userAttributes[name]
    }

    mutating func evaluate(_ path: VariablePath) throws(RenderInterrupt) -> LiquidValue {
        var value: LiquidValue
        var segments = path.segments[...]
        switch path.root {
        case .name("forloop") where !loops.isEmpty && !loopVariables.contains(where: { $0.name == "forloop" }):
            return try forloopValue(segments)
        case .name(let name):
            if let found = lookup(name) {
                value = found
            } else if name == "content_blocks", let first = segments.first {
                guard case .key(let block) = first else { return .null }
                if let exact = context.liveData["content_blocks:\(block)"] { return exact }
                if case .hash(let blocks)? = context.liveData["content_blocks"], let text = blocks[block] { return text }
                throw .needsData(tag: "content_blocks", what: block)
            } else {
                return .null
            }
        case .attribute(let name):
            value = userAttributes[name] ?? lookup(name) ?? .null
        case .index(let expression):
            guard case .string(let name) = try evaluate(expression), let found = lookup(name) else { return .null }
            value = found
        case .value(let expression):
            value = try evaluate(expression)
        }
        while let segment = segments.popFirst() {
            value = try child(of: value, segment)
            if case .null = value { return .null }
        }
        return value
    }

    mutating func child(of value: LiquidValue, _ segment: VariablePath.Segment) throws(RenderInterrupt) -> LiquidValue {
        switch segment {
        case .property(let name):
            if case .hash(let hash) = value, let found = hash[name] { return found }
            switch name {
            case "size": return (value.isCollectionOrText ? ArrayFilters.size(value) : .null)
            case "first":
                if case .string = value { return .null }
                return ArrayFilters.first(value)
            case "last":
                if case .hash = value { return .null }
                return ArrayFilters.last(value)
            default: return .null
            }
        case .key(let name):
            if case .hash(let hash) = value { return hash[name] ?? .null }
            return .null
        case .index(let expression):
            let key = try evaluate(expression)
            switch (value, key) {
            case (.hash(let hash), .string(let name)): return hash[name] ?? .null
            case (.array(let items), .int(let index)):
                let position = index < 0 ? items.count + index : index
                return items.indices.contains(position) ? items[position] : .null
            default: return .null
            }
        }
    }

    mutating func forloopValue(_ segments: ArraySlice<VariablePath.Segment>) throws(RenderInterrupt) -> LiquidValue {
        var frameIndex = loops.count - 1
        var remaining = segments
        while let segment = remaining.popFirst() {
            let name: String
            switch segment {
            case .property(let text), .key(let text): name = text
            case .index(let expression):
                guard case .string(let text) = try evaluate(expression) else { return .null }
                name = text
            }
            if name == "parentloop" {
                frameIndex -= 1
                guard frameIndex >= 0 else { return .null }
                continue
            }
            var value = loops[frameIndex].property(name)
            while let next = remaining.popFirst() {
                value = try child(of: value, next)
            }
            return value
        }
        return .hash(loops[frameIndex].hash)
    }
}
