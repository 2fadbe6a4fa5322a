/// What a screen shows at one moment: the cells plus where the cursor stands (nil hides it).
public struct Frame: Hashable, Sendable {
    /// The cells.
    public var buffer: Buffer
    /// Where the terminal cursor is shown, or nil to hide it.
    public var cursor: Point?
    /// Pictures in real pixels over the cells, on terminals that draw them.
    public var images: [FrameImage]

    /// Creates a frame.
    public init(buffer: Buffer, cursor: Point? = nil, images: [FrameImage] = []) {
        self.buffer = buffer
        self.cursor = cursor
        self.images = images
    }

    /// The frame's size.
    public var size: Size { buffer.size }
}
