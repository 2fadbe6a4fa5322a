/// One HTTP header field, name and value as they crossed the wire (HTTP/2 names are lowercase).
public struct HeaderField: Sendable, Equatable, CustomStringConvertible {
    /// The field name.
    public var name: String
    /// The field value.
    public var value: String

    /// Creates a field.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// `name: value`, as curl prints it.
    public var description: String { "\(name): \(value)" }
}

extension [HeaderField] {
    /// The value of the first field named `name`, or nil.
    public func headerValue(_ name: String) -> String? {
        first(where: { $0.name == name })?.value
    }
}
