/// Why a document could not be read as JSON, with where it went wrong.
public struct JSONReadError: Error, Sendable, Equatable {
    /// What kind of failure this is; each maps to a `json.` diagnostic code.
    public enum Kind: String, Sendable {
        case syntax = "json.syntax"
        case duplicateKey = "json.duplicate-key"
        case depth = "json.depth"
        case encoding = "json.encoding"
        case size = "json.size"
        case empty = "json.empty"
    }

    /// The kind of failure.
    public var kind: Kind
    /// A sentence that says what is wrong and, where it helps, how to fix it.
    public var message: String
    /// Where the problem was found.
    public var location: SourceLocation

    /// Creates an error.
    public init(_ kind: Kind, _ message: String, at location: SourceLocation) {
        self.kind = kind
        self.message = message
        self.location = location
    }
}
