/// A failure of the local test servers, with a message a test log can show as is.
public struct LocalServerError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, in plain words.
    public var message: String

    /// Creates an error with a message.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
