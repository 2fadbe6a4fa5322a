/// Splitting a rectangle into rows or columns.
extension Rect {
    /// Splits into stacked rows sized by `constraints`, top to bottom.
    public func splitRows(_ constraints: [Constraint]) -> [Rect] {
        Rect.distribute(height, constraints).map { Rect(x: x, y: y + $0.offset, width: width, height: $0.length) }
    }

    /// Splits into side-by-side columns sized by `constraints`, left to right.
    public func splitColumns(_ constraints: [Constraint]) -> [Rect] {
        Rect.distribute(width, constraints).map { Rect(x: x + $0.offset, y: y, width: $0.length, height: height) }
    }

    /// Offsets and lengths of each part; fixed and percent first, fills share the rest, nothing overflows.
    static func distribute(_ total: Int, _ constraints: [Constraint]) -> [(offset: Int, length: Int)] {
        var lengths = [Int](repeating: 0, count: constraints.count)
        var remaining = total
        for (i, c) in constraints.enumerated() {
            switch c {
            case .fixed(let n): lengths[i] = min(max(0, n), remaining)
            case .percent(let p): lengths[i] = min(total * max(0, p) / 100, remaining)
            case .fill: continue
            }
            remaining -= lengths[i]
        }
        let weights = constraints.map { if case .fill(let w) = $0 { return max(0, w) } else { return 0 } }
        let totalWeight = weights.reduce(0, +)
        if totalWeight > 0 {
            var given = 0
            var lastFill = 0
            for (i, w) in weights.enumerated() where w > 0 {
                lengths[i] = remaining * w / totalWeight
                given += lengths[i]
                lastFill = i
            }
            lengths[lastFill] += remaining - given  // rounding leftovers go to the last fill
        }
        var offset = 0
        return lengths.map { length in
            defer { offset += length }
            return (offset, length)
        }
    }
}
