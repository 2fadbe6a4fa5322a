/// `case` with its `when` and `else` branches in order.
struct CaseNode: Sendable {
    struct Branch: Sendable {
        /// nil for `else`.
        var values: [Expression]?
        var body: [Node]
    }

    var subject: Expression
    var branches: [Branch]
}
