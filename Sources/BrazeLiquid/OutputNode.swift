/// `{{ … }}`, `{% echo … %}` or a bare `${name}`.
struct OutputNode: Sendable {
    var expression: FilteredExpression
    var offset: Int
    /// `{{content_blocks.${Name}}}`: the block's name, rendered as Liquid in place.
    var contentBlock: String?
}
