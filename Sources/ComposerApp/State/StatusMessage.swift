/// A short message in the status line that fades after a few seconds.
public struct StatusMessage: Sendable, Equatable {
    /// How it is coloured.
    public enum Kind: Sendable, Equatable { case info, ok, warning, error }

    /// The text.
    public var text: String
    /// How it is coloured.
    public var kind: Kind
    /// When it disappears, in the clock of `Msg.tick`.
    public var expiresAt: Double
}
