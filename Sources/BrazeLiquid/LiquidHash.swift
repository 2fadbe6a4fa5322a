/// An ordered, string-keyed map (Ruby hashes keep insertion order, and Liquid prints and iterates in that order).
public struct LiquidHash: Sendable, Equatable, Sequence {
    private var keyList: [String] = []
    private var valueList: [LiquidValue] = []
    private var positions: [String: Int] = [:]

    /// An empty hash.
    public init() {}

    /// A hash from pairs in order; a repeated key keeps its first position and its last value.
    public init(_ pairs: [(String, LiquidValue)]) {
        for (key, value) in pairs { self[key] = value }
    }

    /// The number of entries.
    public var count: Int { keyList.count }
    /// Whether the hash has no entries.
    public var isEmpty: Bool { keyList.isEmpty }
    /// The keys, in order.
    public var keys: [String] { keyList }
    /// The values, in key order.
    public var values: [LiquidValue] { valueList }

    /// The value for `key`; setting `nil` removes the entry.
    public subscript(key: String) -> LiquidValue? {
        get { positions[key].map { valueList[$0] } }
        set {
            if let index = positions[key] {
                if let newValue {
                    valueList[index] = newValue
                } else {
                    keyList.remove(at: index)
                    valueList.remove(at: index)
                    positions = [:]
                    for (position, name) in keyList.enumerated() { positions[name] = position }
                }
            } else if let newValue {
                positions[key] = keyList.count
                keyList.append(key)
                valueList.append(newValue)
            }
        }
    }

    /// Whether `key` is present (a present key may hold `.null`).
    public func contains(key: String) -> Bool { positions[key] != nil }

    /// The entries in order.
    public func makeIterator() -> Zip2Sequence<[String], [LiquidValue]>.Iterator {
        zip(keyList, valueList).makeIterator()
    }

    /// Equal when the same keys hold equal values, whatever the order (as Ruby's `Hash#==`).
    public static func == (lhs: LiquidHash, rhs: LiquidHash) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (key, value) in lhs where rhs[key] != value { return false }
        return true
    }
}
