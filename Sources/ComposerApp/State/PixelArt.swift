import TerminalKit

/// A picture drawn in real pixels: the cells it covers within its place, and the escape sequence
/// that draws it there.
public struct PixelArt: Sendable, Equatable {
    /// Where it goes, relative to the card's media place.
    public let fit: Rect
    /// The terminal's image sequence (kitty, sixel or iTerm2).
    public let sequence: String

    /// Creates pixel art.
    public init(fit: Rect, sequence: String) { (self.fit, self.sequence) = (fit, sequence) }
}
