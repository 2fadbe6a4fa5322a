/// A value expression: a literal, a variable path, a range, or Braze's inner `{{ … }}` group.
indirect enum Expression: Sendable {
    case literal(LiquidValue)
    /// `blank` and `empty`: the empty string as values, special operands in comparisons.
    case blank
    case empty
    case variable(VariablePath)
    case range(Expression, Expression)
    /// Braze's inner `{{ value | filters }}` used as a value.
    case group(FilteredExpression)
}
