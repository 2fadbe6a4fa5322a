/// `{% catalog_items catalog id … %}` and `{% catalog_selection_items catalog selection %}`.
struct CatalogItemsNode: Sendable {
    var tag: String
    /// Each word may hold Liquid.
    var words: [[Node]]
    var start: Int
}
