/// The operators of a comparison.
enum ComparisonOperator: String, Sendable {
    case equal = "=="
    case notEqual = "!="
    case lessThan = "<"
    case greaterThan = ">"
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case contains
}
