/// The standard array filters, following Liquid 5's `StandardFilters` (inputs go through `InputIterator`).
enum ArrayFilters {
    static func join(_ input: LiquidValue, _ glue: LiquidValue?) throws(FilterFailure) -> LiquidValue {
        let separator = glue.map(\.textValue) ?? " "
        let items = try FilterInput.elements(input)
        var result = ""
        for (index, item) in items.enumerated() {
            if index > 0 { result += separator }
            result += item.textValue
            if result.utf8.count > RenderLimits.maxOutputBytes {
                throw FilterFailure.limit("'join' would build more than \(RenderLimits.maxOutputBytes) bytes")
            }
        }
        return .string(result)
    }

    static func first(_ input: LiquidValue) -> LiquidValue {
        switch input {
        case .array(let items): return items.first ?? .null
        case .hash(let hash):
            guard let key = hash.keys.first, let value = hash[key] else { return .null }
            return .array([.string(key), value])
        case .range(let from, let to): return to >= from ? .int(from) : .null
        default: return .null
        }
    }

    static func last(_ input: LiquidValue) -> LiquidValue {
        switch input {
        case .array(let items): return items.last ?? .null
        case .range(let from, let to): return to >= from ? .int(to) : .null
        default: return .null
        }
    }

    static func size(_ input: LiquidValue) -> LiquidValue {
        switch input {
        case .string(let text): return .int(text.unicodeScalars.count)
        case .array(let items): return .int(items.count)
        case .hash(let hash): return .int(hash.count)
        case .range(let from, let to):
            let span = to.subtractingReportingOverflow(from)
            return to < from ? .int(0) : (span.overflow || span.partialValue == Int.max ? .double(Double(to) - Double(from) + 1) : .int(span.partialValue + 1))
        case .int: return .int(8)  // Ruby's Integer#size: bytes in a machine word.
        default: return .int(0)
        }
    }

    static func reverse(_ input: LiquidValue) throws(FilterFailure) -> LiquidValue {
        .array(try FilterInput.elements(input).reversed())
    }

    static func compact(_ input: LiquidValue, _ property: LiquidValue?) throws(FilterFailure) -> LiquidValue {
        let items = try FilterInput.elements(input)
        guard let property, property != .null else { return .array(items.filter { $0 != .null }) }
        var kept: [LiquidValue] = []
        for item in items where try FilterInput.property(of: item, property) != .null { kept.append(item) }
        return .array(kept)
    }

    static func concat(_ input: LiquidValue, _ other: LiquidValue) throws(FilterFailure) -> LiquidValue {
        guard case .array(let extra) = other else { throw FilterFailure("concat filter requires an array argument") }
        let items = try FilterInput.elements(input) + extra
        guard items.count <= RenderLimits.maxArrayCount else {
            throw FilterFailure.limit("'concat' would build more than \(RenderLimits.maxArrayCount) elements")
        }
        return .array(items)
    }

    static func map(_ input: LiquidValue, _ property: LiquidValue) throws(FilterFailure) -> LiquidValue {
        var result: [LiquidValue] = []
        for item in try FilterInput.elements(input) {
            switch item {
            case .null, .bool, .double, .range, .date: result.append(.null)
            default: result.append(try FilterInput.property(of: item, property))
            }
        }
        return .array(result)
    }

    static func sort(_ input: LiquidValue, _ property: LiquidValue?, natural: Bool) throws(FilterFailure) -> LiquidValue {
        let items = try FilterInput.elements(input)
        if items.isEmpty { return .array([]) }
        var keys: [LiquidValue] = items
        if let property, property != .null {
            keys = []
            for item in items {
                switch item {
                case .hash, .string, .array, .int: keys.append(try FilterInput.property(of: item, property))
                default: keys.append(.null)
                }
            }
        }
        var failed = false
        // Each key's text lowered once, not once per comparison.
        let lowered: [String?] = natural ? keys.map { $0 == .null ? nil : $0.textValue.asciiLowercased() } : []
        let order = Array(items.indices).sorted { left, right in
            let a = keys[left], b = keys[right]
            let comparison: Int
            if natural {
                switch (lowered[left], lowered[right]) {
                case (nil, nil): comparison = 0
                case (nil, _): comparison = 1
                case (_, nil): comparison = -1
                case (let a?, let b?): comparison = LiquidComparison.compareBytes(a, b)
                }
            } else if let result = LiquidComparison.sortOrder(a, b) {
                comparison = result
            } else if case .null = a {
                comparison = 1
            } else if case .null = b {
                comparison = -1
            } else {
                failed = true
                comparison = 0
            }
            // Equal keys keep their input order.
            return comparison == 0 ? left < right : comparison < 0
        }
        if failed { throw FilterFailure("cannot sort values of incompatible types") }
        return .array(order.map { items[$0] })
    }

    static func uniq(_ input: LiquidValue, _ property: LiquidValue?) throws(FilterFailure) -> LiquidValue {
        let items = try FilterInput.elements(input)
        // Keys kept, found by a fingerprint that equal values share: one look per item, not one per kept key.
        var seen: [Int: [LiquidValue]] = [:]
        var result: [LiquidValue] = []
        for item in items {
            var key = item
            if let property, property != .null { key = try FilterInput.property(of: item, property) }
            let print = key.fingerprint
            if seen[print]?.contains(where: { $0 == key }) == true { continue }
            seen[print, default: []].append(key)
            result.append(item)
        }
        return .array(result)
    }

    /// `where: property` keeps items whose property is truthy; `where: property, value` keeps equal ones.
    static func `where`(_ input: LiquidValue, _ property: LiquidValue, _ target: LiquidValue?) throws(FilterFailure) -> LiquidValue {
        let items = try FilterInput.elements(input)
        var kept: [LiquidValue] = []
        for item in items {
            let value: LiquidValue
            switch item {
            case .null, .bool, .double, .range, .date: value = .null
            default: value = try FilterInput.property(of: item, property)
            }
            if let target, target != .null {
                if LiquidComparison.equals(value, target) { kept.append(item) }
            } else if value.isTruthy {
                kept.append(item)
            }
        }
        return .array(kept)
    }

    static func sum(_ input: LiquidValue, _ property: LiquidValue?) throws(FilterFailure) -> LiquidValue {
        let items = try FilterInput.elements(input)
        var total: LiquidValue = .int(0)
        for item in items {
            var value = item
            if let property, property != .null {
                switch item {
                case .hash, .string, .array, .int: value = try FilterInput.property(of: item, property)
                default: value = .int(0)
                }
            }
            if case .array = value { value = try sum(value, nil) }
            do {
                total = try LiquidNumber.apply(.add, LiquidNumber(total), LiquidNumber(value))
            } catch {
                throw FilterFailure("sum failed")
            }
        }
        return total
    }

    /// Braze's `index`: the item at a position (negative counts from the end).
    static func index(_ input: LiquidValue, _ position: LiquidValue) throws(FilterFailure) -> LiquidValue {
        let items = try FilterInput.elements(input)
        let index = try FilterInput.integer(position)
        let resolved = index < 0 ? items.count + index : index
        return items.indices.contains(resolved) ? items[resolved] : .null
    }
}
