/// The math filters: integers stay integers, anything involving a float is computed as Ruby's BigDecimal.
enum MathFilters {
    static func arithmetic(_ operation: LiquidNumber.Operation, _ input: LiquidValue, _ operand: LiquidValue) throws(FilterFailure) -> LiquidValue {
        do {
            return try LiquidNumber.apply(operation, LiquidNumber(input), LiquidNumber(operand))
        } catch {
            throw FilterFailure("divided by 0")
        }
    }

    static func abs(_ input: LiquidValue) -> LiquidValue {
        switch LiquidNumber(input) {
        case .integer(let value): return value == Int.min ? .double(-Double(value)) : .int(Swift.abs(value))
        case .decimal(let value): return .double(Swift.abs(value))
        }
    }

    static func ceil(_ input: LiquidValue) -> LiquidValue {
        switch LiquidNumber(input) {
        case .integer(let value): return .int(value)
        case .decimal(let value): return integral(value.rounded(.up))
        }
    }

    static func floor(_ input: LiquidValue) -> LiquidValue {
        switch LiquidNumber(input) {
        case .integer(let value): return .int(value)
        case .decimal(let value): return integral(value.rounded(.down))
        }
    }

    private static func integral(_ value: Double) -> LiquidValue {
        value.isFinite && Swift.abs(value) < 9e18 ? .int(Int(value)) : .double(value)
    }

    static func round(_ input: LiquidValue, _ places: LiquidValue?) -> LiquidValue {
        var digits = 0
        if let places {
            switch LiquidNumber(places) {
            case .integer(let value): digits = value
            case .decimal(let value): digits = value.isFinite ? Int(max(-30, min(value.rounded(.towardZero), 30))) : 0
            }
        }
        return LiquidNumber.round(LiquidNumber(input), places: max(-30, min(digits, 30)))
    }

    /// `at_least` (`atMost == false`) and `at_most`: the bound wins when the input is on the wrong side of it.
    static func bound(_ input: LiquidValue, _ limit: LiquidValue, atMost: Bool) -> LiquidValue {
        let value = LiquidNumber(input)
        let bound = LiquidNumber(limit)
        let replace = atMost ? bound.doubleValue < value.doubleValue : bound.doubleValue > value.doubleValue
        return replace ? bound.value : value.value
    }
}
