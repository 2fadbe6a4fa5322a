/// Composing buffers: drawing one into another.
extension Buffer {
    /// Draws `other` with its top-left corner at `origin`, clipped to `clip` and to this buffer.
    ///
    /// Rows are copied cell for cell, not redrawn grapheme by grapheme: views paste the card and
    /// the payload on every keystroke. A wide grapheme cut by the clip's edge becomes a blank, and
    /// one of this buffer's wide graphemes half covered by the paste loses its other half too.
    public mutating func paste(_ other: Buffer, at origin: Point, clip: Rect? = nil) {
        let bounds = clip.map { $0.intersection(area) } ?? area
        let firstX = max(bounds.x, origin.x), endX = min(bounds.maxX, origin.x + other.size.width)
        guard firstX < endX else { return }
        for sourceY in 0..<other.size.height {
            let y = origin.y + sourceY
            guard y >= bounds.y, y < bounds.maxY else { continue }
            clearWide(at: firstX, y: y)
            clearWide(at: endX - 1, y: y)
            let row = y * size.width
            let sourceRow = sourceY * other.size.width - origin.x
            var x = firstX
            while x < endX {
                let cell = other.cells[sourceRow + x]
                if cell.isContinuation && x == firstX {
                    // The tail of a grapheme whose head is clipped away.
                    cells[row + x] = .blank(cell.style)
                    x += 1
                } else if cell.width > 1 && x + cell.width > endX {
                    // A head whose tail would cross the right edge.
                    for column in x..<endX { cells[row + column] = .blank(cell.style) }
                    x = endX
                } else {
                    cells[row + x] = cell
                    x += 1
                }
            }
        }
    }
}
