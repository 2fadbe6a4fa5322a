/// How much of a split a part takes.
public enum Constraint: Hashable, Sendable {
    /// Exactly this many cells (less when there is not enough room).
    case fixed(Int)
    /// This percentage of the whole.
    case percent(Int)
    /// A share of what is left after fixed and percentage parts, by weight.
    case fill(Int)
}
