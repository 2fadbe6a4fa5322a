/// One action button as the expanded card shows it.
public struct CardButton: Sendable, Equatable {
    /// The text on the button.
    public var label: String
    /// What a tap does, e.g. "opens https://example.com/sale".
    public var effect: String
    /// Whether the label is the action id or a draft-only label, not text the device shows.
    public var isStandIn: Bool
}
