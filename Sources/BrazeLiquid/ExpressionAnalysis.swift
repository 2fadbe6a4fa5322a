/// Facts about parsed expressions that the parser records once so rendering need not work them out.
enum ExpressionAnalysis {
    /// `content_blocks.${Name}` (or `content_blocks.Name`) with no filters: the block's name.
    static func contentBlockName(_ expression: FilteredExpression) -> String? {
        guard expression.filters.isEmpty, case .variable(let path) = expression.base, case .name("content_blocks") = path.root,
              path.segments.count == 1
        else { return nil }
        switch path.segments[0] {
        case .key(let name), .property(let name): return name
        case .index: return nil
        }
    }
}
