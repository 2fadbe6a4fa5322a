/// Why a file could not be read, with a message that completes "NAME: …".
public struct FileReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The causes callers treat differently.
    public enum Kind: Sendable, Equatable {
        /// Nothing by that name, or a folder on the way is missing.
        case notFound
        /// A folder where a file was expected.
        case directory
        /// A pipe, a device or a socket: only regular files are read.
        case notRegularFile
        /// Permission denied.
        case permissionDenied
        /// A symbolic link that leads to itself, or one that was not to be followed.
        case symbolicLink
        /// Larger than the reader's limit; the size is known without reading it.
        case tooLarge(size: Int)
        /// Standard input is closed.
        case closed
        /// Anything else; the message has the system's words.
        case other
    }

    /// The cause.
    public var kind: Kind
    /// What is wrong, written to follow the file's name: "no such file".
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
