/// One filter application with its arguments.
struct FilterCall: Sendable {
    var filter: Filter
    var name: String
    var positional: [Expression]
    var keywords: [(String, Expression)]
    var offset: Int
}
