/// A picture drawn in real pixels over part of a frame (kitty, sixel or iTerm2), by a sequence
/// written after the cells; the cells under it are kept blank. The backend clears it when the next
/// frame no longer has it, and draws it again when the cells under it are written over.
public struct FrameImage: Hashable, Sendable {
    /// The cells it covers.
    public var rect: Rect
    /// The protocol its sequence speaks, which decides how it is cleared.
    public var format: PixelProtocol
    /// The sequence that draws it from its top-left cell.
    public var sequence: String

    /// Creates an image over `rect`.
    public init(rect: Rect, format: PixelProtocol, sequence: String) {
        self.rect = rect
        self.format = format
        self.sequence = sequence
    }
}
