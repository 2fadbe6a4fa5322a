/// A variable: a root and a chain of lookups.
struct VariablePath: Sendable {
    enum Root: Sendable {
        /// A plain name: local, then plain variable, then the user's top-level attribute.
        case name(String)
        /// Braze's `${name}`: the user's standard attribute.
        case attribute(String)
        /// `[expression]` at the start: the variable whose name the expression gives.
        case index(Expression)
        /// Braze's inner `{{ … }}` followed by `.name` or `[…]`: the group's value itself.
        case value(Expression)
    }

    enum Segment: Sendable {
        /// `.name`: a key, or `size`/`first`/`last` when no such key exists.
        case property(String)
        /// `['name']` or `.${name}`: a key only.
        case key(String)
        /// `[expression]`.
        case index(Expression)
    }

    var root: Root
    var segments: [Segment]
    /// Where the variable starts, for messages.
    var offset: Int
}
