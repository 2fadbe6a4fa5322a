/// Why a style string could not be read, as one sentence.
public struct StyleSpecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong and how to write it instead.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
