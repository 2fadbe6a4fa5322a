/// A JSON number kept exactly as written, with its value when it has one.
public struct NumberText: Sendable, Equatable, CustomStringConvertible {
    /// The number's JSON text, for example `0.50`.
    public var text: String

    /// Wraps JSON number text.
    public init(_ text: String) { self.text = text }

    /// The value as a double.
    public var value: Double? { Double(text) }

    /// The text.
    public var description: String { text }
}
