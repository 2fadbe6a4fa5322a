/// Composing buffers: drawing one into another.
extension Buffer {
    /// Draws `other` with its top-left corner at `origin`, clipped to this buffer.
    public mutating func paste(_ other: Buffer, at origin: Point) {
        for y in 0..<other.size.height {
            for x in 0..<other.size.width {
                let cell = other[x, y]
                if cell.isContinuation { continue }
                set(cell.grapheme, width: cell.width, x: origin.x + x, y: origin.y + y, style: cell.style)
            }
        }
    }
}
