/// Why a draft file could not be read back, as the end of a sentence ("the draft is damaged: …").
public struct DraftFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with the file.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
