/// A part of a frame drawn again over the last one: cells, where they go, and the cursor.
public struct FramePatch: Sendable {
    /// The cells, whole rows of the patch at `origin`.
    public var buffer: Buffer
    /// Where the patch's top-left cell goes on the screen.
    public var origin: Point
    /// Where the terminal cursor is shown, or nil to hide it.
    public var cursor: Point?

    /// Creates a patch.
    public init(buffer: Buffer, origin: Point, cursor: Point?) {
        self.buffer = buffer
        self.origin = origin
        self.cursor = cursor
    }
}
