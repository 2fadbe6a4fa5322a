/// Conditions: `and`/`or`, comparisons, and the special `blank`/`empty` operands.
extension Renderer {
    mutating func test(_ condition: Condition) throws(RenderInterrupt) -> Bool {
        switch condition {
        case .value(let expression): return try evaluate(expression).isTruthy
        case .comparison(let left, let op, let right, let offset): return try compare(left, op, right, at: offset)
        case .and(let left, let right):
            guard try test(left) else { return false }
            return try test(right)
        case .or(let left, let right):
            if try test(left) { return true }
            return try test(right)
        }
    }

    /// One comparison. `blank` and `empty` are special operands: `x == blank` asks whether x is blank, and
    /// they are never ordered.
    mutating func compare(_ left: Expression, _ op: ComparisonOperator, _ right: Expression, at offset: Int) throws(RenderInterrupt) -> Bool {
        if let special = SpecialOperand(left) ?? SpecialOperand(right), op != .contains {
            let other = SpecialOperand(left) == nil ? left : right
            switch op {
            case .equal, .notEqual:
                let matches: Bool
                if let otherSpecial = SpecialOperand(other) {
                    matches = otherSpecial == special && SpecialOperand(left) != nil && SpecialOperand(right) != nil
                } else {
                    let value = try evaluate(other)
                    matches = special == .blank ? value.isBlank : value.isEmptyValue
                }
                return op == .equal ? matches : !matches
            default:
                return false
            }
        }
        let a = try evaluate(left)
        let b = try evaluate(right)
        // Comparing or searching reads both sides.
        try charge(RenderBudget.nodeCost, at: offset)
        try charge(a.workSize, at: offset)
        try charge(b.workSize, at: offset)
        switch op {
        case .equal: return LiquidComparison.equals(a, b)
        case .notEqual: return !LiquidComparison.equals(a, b)
        case .contains: return LiquidComparison.contains(a, b)
        case .lessThan, .greaterThan, .lessOrEqual, .greaterOrEqual:
            let order: Int?
            do {
                order = try LiquidComparison.order(a, b)
            } catch {
                guard case .incomparable(let message) = error else { return false }
                throw .failed(.render(message, at: offset))
            }
            guard let order else { return false }
            switch op {
            case .lessThan: return order < 0
            case .greaterThan: return order > 0
            case .lessOrEqual: return order <= 0
            default: return order >= 0
            }
        }
    }

    enum SpecialOperand: Equatable {
        case blank, empty

        init?(_ expression: Expression) {
            switch expression {
            case .blank: self = .blank
            case .empty: self = .empty
            default: return nil
            }
        }
    }
}
