/// A mouse click or wheel turn at a cell.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// A button pressed (1 left, 2 middle, 3 right).
        case press(button: Int)
        /// A button released.
        case release
        /// Wheel turned up (away from the user).
        case wheelUp
        /// Wheel turned down.
        case wheelDown
    }

    /// What happened.
    public var kind: Kind
    /// The cell under the pointer.
    public var position: Point
    /// Modifiers held.
    public var modifiers: Modifiers

    /// Creates a mouse event.
    public init(_ kind: Kind, at position: Point, modifiers: Modifiers = []) {
        self.kind = kind
        self.position = position
        self.modifiers = modifiers
    }
}
