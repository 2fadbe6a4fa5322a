/// A condition of `if`, `elsif` or `unless`; `and`/`or` are right-associative.
indirect enum Condition: Sendable {
    case value(Expression)
    case comparison(Expression, ComparisonOperator, Expression, offset: Int)
    case and(Condition, Condition)
    case or(Condition, Condition)
}
