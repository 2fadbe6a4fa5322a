/// What a screen shows at one moment: the cells plus where the cursor stands (nil hides it).
public struct Frame: Hashable, Sendable {
    /// The cells.
    public var buffer: Buffer
    /// Where the terminal cursor is shown, or nil to hide it.
    public var cursor: Point?

    /// Creates a frame.
    public init(buffer: Buffer, cursor: Point? = nil) {
        self.buffer = buffer
        self.cursor = cursor
    }

    /// The frame's size.
    public var size: Size { buffer.size }
}
