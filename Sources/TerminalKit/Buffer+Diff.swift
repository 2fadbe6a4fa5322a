/// The cells that changed between two buffers: what a backend has to write.
extension Buffer {
    /// One cell to write at a position.
    public struct Update: Hashable, Sendable {
        /// Column.
        public var x: Int
        /// Row.
        public var y: Int
        /// The new cell.
        public var cell: Cell
    }

    /// The leading cells that differ from `previous` (everything when the sizes differ).
    ///
    /// Continuation cells are not listed: writing a wide grapheme covers them. When a
    /// continuation turns into an ordinary cell it is listed, because it now has its own text.
    public func diff(from previous: Buffer?) -> [Update] {
        var updates: [Update] = []
        let sameSize = previous?.size == size
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                let cell = self[x, y]
                if cell.isContinuation { x += 1; continue }
                var changed = !sameSize
                if let previous, sameSize {
                    // A wide cell also changed if anything under its tail changed.
                    for column in x..<min(size.width, x + max(1, cell.width)) where previous[column, y] != self[column, y] {
                        changed = true
                    }
                }
                if changed { updates.append(Update(x: x, y: y, cell: cell)) }
                x += max(1, cell.width)
            }
        }
        return updates
    }
}
