/// One branch of `if`/`unless`: no condition means `else`.
struct ConditionalBranch: Sendable {
    var condition: Condition?
    /// The first branch of `unless` renders when its condition is false.
    var negated: Bool
    var body: [Node]
}
