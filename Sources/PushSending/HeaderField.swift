/// One HTTP header, in the order it is sent (kept in the history as `{"name": …, "value": …}`).
public struct HeaderField: Sendable, Equatable, Codable {
    /// The name, lower case as HTTP/2 sends it.
    public var name: String
    /// The value.
    public var value: String

    /// Creates a header.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
