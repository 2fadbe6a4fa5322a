/// A value followed by filters: `value | name: arg, key: arg | …`.
struct FilteredExpression: Sendable {
    var base: Expression
    var filters: [FilterCall]
    var offset: Int
}
