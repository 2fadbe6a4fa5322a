/// `{% connected_content URL [:save name] … %}`.
struct ConnectedContentNode: Sendable {
    /// The URL, which may hold Liquid.
    var url: [Node]
    var save: String?
    var start: Int
}
