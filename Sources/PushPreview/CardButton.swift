/// One action button as the expanded card shows it.
public struct CardButton: Sendable, Equatable {
    /// The text on the button.
    public var label: String
    /// What a tap does, e.g. "opens https://example.com/sale".
    public var effect: String
    /// Whether the label is the action id or a draft-only label, not text the device shows.
    public var isStandIn: Bool
    /// Whether iOS draws it in red: a destructive action of the app's own category.
    public var isDestructive: Bool

    /// Creates a button.
    public init(label: String, effect: String, isStandIn: Bool, isDestructive: Bool = false) {
        self.label = label
        self.effect = effect
        self.isStandIn = isStandIn
        self.isDestructive = isDestructive
    }
}
