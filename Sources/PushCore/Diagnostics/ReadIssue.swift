import TextFormats

/// Something the reader noticed while turning JSON into the model; rules turn these into diagnostics.
public enum ReadIssue: Sendable, Equatable {
    /// The JSON itself could not be read.
    case unreadable(JSONReadError)
    /// A value of the wrong type, which was left out of the model. Pointers are document pointers.
    case wrongType(pointer: String, expected: String, found: String)
    /// A key this tool does not know, with the keys known at that place.
    case unknownKey(pointer: String, key: String, known: [String])
    /// Something in an APNs payload that `apple_push` cannot express.
    case notExpressible(pointer: String, what: String)
    /// Something in an APNs payload that Braze writes itself when it sends (`ab.c`, `ab.att.aof`).
    case setByBraze(pointer: String, what: String)
}
