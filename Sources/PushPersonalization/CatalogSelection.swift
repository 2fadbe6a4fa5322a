import BrazeLiquid
import Foundation
import TextFormats

/// A catalog selection as Braze's `POST /catalogs/{name}/selections` defines one: up to four
/// filters, a sort and a limit. Braze has no endpoint that reads a selection back, so the one a
/// push uses is written beside the catalog (`catalogs/NAME.selections.json`) and applied to the
/// fetched items, as Braze applies it at send time.
public struct CatalogSelection: Sendable, Equatable {
    /// One filter: an item's field, an operator Braze offers for its type, and a value.
    public struct Filter: Sendable, Equatable {
        /// The item's field.
        public var field: String
        /// Braze's operator, as written (`greater than`).
        public var operation: String
        /// The value compared with.
        public var value: LiquidValue
    }

    /// Braze's operators, each with the test it makes of an item's value against the filter's.
    static let operators: [String: @Sendable (LiquidValue?, LiquidValue) -> Bool] = [
        "equals": { item, value in item.map { same($0, value) } ?? false },
        "does not equal": { item, value in !(item.map { same($0, value) } ?? false) },
        "greater than": { item, value in compare(item, value).map { $0 > 0 } ?? false },
        "less than": { item, value in compare(item, value).map { $0 < 0 } ?? false },
        "is": { item, value in item.map { same($0, value) } ?? false },
        "before": { item, value in time(item).flatMap { a in time(value).map { a < $0 } } ?? false },
        "after": { item, value in time(item).flatMap { a in time(value).map { a > $0 } } ?? false },
        "includes value": { item, value in if case .array(let list)? = item { list.contains { same($0, value) } } else { false } },
        "does not include value": { item, value in if case .array(let list)? = item { !list.contains { same($0, value) } } else { true } },
    ]

    /// The most filters Braze takes, and the most results a selection returns.
    public static let maxFilters = 4
    public static let maxResults = 50

    /// The selection's name (`{% catalog_selection_items catalog NAME %}`).
    public var name: String
    public var filters: [Filter]
    /// 1 to 50; nil: Braze's own cap of 50.
    public var resultsLimit: Int?
    /// The field sorted by and `asc` or `desc`; nil: Braze's order is random, the file's is used.
    public var sort: (field: String, descending: Bool)?

    /// Equal when every part is.
    public static func == (lhs: CatalogSelection, rhs: CatalogSelection) -> Bool {
        lhs.name == rhs.name && lhs.filters == rhs.filters && lhs.resultsLimit == rhs.resultsLimit
            && lhs.sort?.field == rhs.sort?.field && lhs.sort?.descending == rhs.sort?.descending
    }

    /// Reads a selection object; the line saying what is wrong with it, as Braze would refuse it.
    static func read(_ object: JSONObject) -> Result<CatalogSelection, CatalogFileProblem> {
        func problem(_ words: String) -> Result<CatalogSelection, CatalogFileProblem> { .failure(CatalogFileProblem(message: words)) }
        guard let name = object["name"]?.stringValue, !name.isEmpty else { return problem("a selection needs a name") }
        var selection = CatalogSelection(name: name, filters: [])
        if let given = object["filters"], given.arrayValue == nil { return problem("selection \(name): filters is a list of filter objects") }
        let filters = object["filters"]?.arrayValue ?? []
        guard filters.count <= maxFilters else { return problem("selection \(name) has \(filters.count) filters; Braze takes \(maxFilters) at most") }
        for node in filters {
            guard let filter = node.value.objectValue, let field = filter["field"]?.stringValue,
                  let operation = filter["operator"]?.stringValue, let value = filter["value"] else {
                return problem("selection \(name): each filter is {\"field\": …, \"operator\": …, \"value\": …}")
            }
            guard operators[operation] != nil else {
                return problem("selection \(name): \"\(operation)\" is not an operator Braze offers (\(operators.keys.sorted().joined(separator: ", ")))")
            }
            selection.filters.append(Filter(field: field, operation: operation, value: LiquidValue(json: value)))
        }
        if let limit = object["results_limit"] {
            guard case .number(let text) = limit, let number = Int(text), (1...maxResults).contains(number) else {
                return problem("selection \(name): results_limit is a number from 1 to \(maxResults)")
            }
            selection.resultsLimit = number
        }
        let field = object["sort_field"]?.stringValue, order = object["sort_order"]?.stringValue
        if field != nil || order != nil {
            guard let field, let order, order == "asc" || order == "desc" else {
                return problem("selection \(name): sort_field and sort_order (asc or desc) go together")
            }
            selection.sort = (field, order == "desc")
        }
        return .success(selection)
    }

    /// The items of `catalog` (by id, in the file's order) this selection returns.
    public func apply(to catalog: LiquidHash) -> [LiquidValue] {
        var items = catalog.values.filter { item in
            guard case .hash(let fields) = item else { return false }
            return filters.allSatisfy { filter in Self.operators[filter.operation]?(fields[filter.field], filter.value) ?? false }
        }
        if let sort {
            // A total order: numbers, then text, each by value in the order asked; items without a
            // value of either kind last, in the file's order.
            items = items.enumerated().sorted { a, b in
                let (x, y) = (Self.sortKey(Self.field(a.element, sort.field)), Self.sortKey(Self.field(b.element, sort.field)))
                if x.rank != y.rank { return x.rank < y.rank }
                let order = x.rank == 0 ? (x.number < y.number ? -1 : (x.number > y.number ? 1 : 0)) : (x.text < y.text ? -1 : (x.text > y.text ? 1 : 0))
                return order == 0 || x.rank == 2 ? a.offset < b.offset : (sort.descending ? order > 0 : order < 0)
            }.map(\.element)
        }
        return Array(items.prefix(resultsLimit ?? Self.maxResults))
    }

    /// Where a value sorts: 0 a number, 1 text, 2 anything else (or nothing).
    private static func sortKey(_ value: LiquidValue?) -> (rank: Int, number: Double, text: String) {
        if let value, let n = number(value) { return (0, n, "") }
        if case .string(let text)? = value { return (1, 0, text) }
        return (2, 0, "")
    }

    private static func field(_ item: LiquidValue, _ name: String) -> LiquidValue? {
        if case .hash(let fields) = item { fields[name] } else { nil }
    }

    /// Whether two values are equal as Braze compares a field with a filter's value: numbers by
    /// value, text exactly.
    private static func same(_ a: LiquidValue, _ b: LiquidValue) -> Bool {
        if let x = number(a), let y = number(b) { return x == y }
        return a == b
    }

    /// The order of `a` against `b` (numbers, else text); nil when they cannot be compared.
    private static func compare(_ a: LiquidValue?, _ b: LiquidValue) -> Int? {
        guard let a else { return nil }
        if let x = number(a), let y = number(b) { return x < y ? -1 : (x > y ? 1 : 0) }
        if case .string(let x) = a, case .string(let y) = b { return x < y ? -1 : (x > y ? 1 : 0) }
        return nil
    }

    private static func number(_ value: LiquidValue) -> Double? {
        switch value {
        case .int(let n): Double(n)
        case .double(let n): n
        default: nil
        }
    }

    /// A time field's moment: ISO 8601, as Braze keeps catalog times.
    private static func time(_ value: LiquidValue?) -> Date? {
        guard case .string(let text)? = value else { return nil }
        return (try? Date(text, strategy: .iso8601)) ?? (try? Date(text + "T00:00:00Z", strategy: .iso8601))
    }
}
