/// `{% connected_content URL [:save name] [:method post] [:headers {…}] [:body …] … %}`.
struct ConnectedContentNode: Sendable {
    /// The URL, which may hold Liquid.
    var url: [Node]
    var save: String?
    /// `GET` unless `:method post`.
    var method: String = "GET"
    /// The `:headers` JSON object's text, which may hold Liquid.
    var headers: [Node]?
    /// The `:body` text, which may hold Liquid.
    var body: [Node]?
    var contentType: String?
    /// The name of a credential Braze keeps in its dashboard.
    var basicAuth: String?
    /// `:retry`: Braze tries a failed call again, and aborts the message when it keeps failing.
    var retry = false
    var start: Int
}
