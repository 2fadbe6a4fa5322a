/// Why a send stops before anything goes on the network: one line naming the cause and the fix.
public struct SendRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of stop it is, for the exit status.
    public enum Kind: Sendable, Equatable {
        /// The push itself cannot be sent this way (exit 1, like a push with errors).
        case push
        /// The command or the configuration is wrong (exit 2).
        case setup
    }

    /// The kind of stop.
    public var kind: Kind
    /// The line to show.
    public var message: String
    /// Further lines of the same kind (every mistake in a config table), shown after it.
    public var more: [String]
    /// The `.p12` whose password, typed, would let the send go on: set when none was to be had,
    /// or the one typed did not open it (a saved one that does not is fixed where it is saved).
    public var passwordFile: String?

    /// Creates a refusal.
    public init(_ kind: Kind, _ message: String, more: [String] = []) {
        self.kind = kind
        self.message = message
        self.more = more
    }

    public var description: String { message }
}
