#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

        /// An update of the cell at column `x`, row `y`.
        public init(x: Int, y: Int, cell: Cell) {
            self.x = x
            self.y = y
            self.cell = cell
        }
    }

    /// The leading cells that differ from `previous` (everything when the sizes differ).
    ///
    /// Continuation cells are not listed: writing a wide grapheme covers them. When a
    /// continuation turns into an ordinary cell it is listed, because it now has its own text.
    public func diff(from previous: Buffer?) -> [Update] {
        guard let previous, previous.size == size else {
            var updates: [Update] = []
            for y in 0..<size.height {
                for x in 0..<size.width where !self[x, y].isContinuation { updates.append(Update(x: x, y: y, cell: self[x, y])) }
            }
            return updates
        }
        // Runs on every keystroke over the whole screen, where nearly every row is unchanged.
        // An unchanged row is usually identical bytes (cells are plain bytes, `Glyph`), so one
        // memcmp settles it; it can fail on padding bytes (a colour's unused payload), which only
        // costs the slow path, where `==` settles equal values stored differently.
        let width = size.width
        let stride = MemoryLayout<Cell>.stride, cellSize = MemoryLayout<Cell>.size
        var updates: [Update] = []
        cells.withUnsafeBufferPointer { new in
            previous.cells.withUnsafeBufferPointer { old in
                guard let newBase = new.baseAddress, let oldBase = old.baseAddress else { return }
                let newBytes = UnsafeRawPointer(newBase), oldBytes = UnsafeRawPointer(oldBase)
                func same(_ index: Int) -> Bool {
                    memcmp(newBytes + index * stride, oldBytes + index * stride, cellSize) == 0 || new[index] == old[index]
                }
                for y in 0..<size.height {
                    let row = y * width
                    if memcmp(newBytes + row * stride, oldBytes + row * stride, width * stride) == 0 { continue }
                    var x = 0
                    while x < width {
                        let cellWidth = new[row + x].width
                        switch cellWidth {
                        case 0:
                            x += 1
                        case 1:
                            if !same(row + x) { updates.append(Update(x: x, y: y, cell: new[row + x])) }
                            x += 1
                        default:
                            let end = min(width, x + cellWidth)
                            // A wide cell also changed if anything under its tail changed.
                            if (x..<end).contains(where: { !same(row + $0) }) {
                                updates.append(Update(x: x, y: y, cell: new[row + x]))
                            }
                            x = end
                        }
                    }
                }
            }
        }
        return updates
    }
}
