/// `for variable in collection`.
struct ForNode: Sendable {
    enum Offset: Sendable {
        case none
        /// `offset: continue`: where the previous loop of the same name stopped.
        case continuing
        case value(Expression)
    }

    var variable: String
    var collection: Expression
    /// `variable-collection markup`, which `offset: continue` and `forloop.name` use.
    var name: String
    var limit: Expression?
    var offset: Offset
    var reversed: Bool
    var body: [Node]
    var elseBody: [Node]
    var start: Int
}
