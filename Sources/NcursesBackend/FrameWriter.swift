import TerminalKit

/// Turns a frame's changed cells into the bytes a terminal needs, sent in one write.
///
/// Curses sets any attribute through the terminal's `sgr`, which resets everything and sets the
/// colours again (`ESC(B ESC[0;1m` to turn bold on), resets once more to go back to plain, and
/// flushes after every cursor move. This writer keeps the pen it last set: it turns a mode on by
/// itself, resets only when a mode must go off, takes the shortest move the terminal offers, and
/// erases a run of blanks rather than writing it. The sequences all come from the terminal's own
/// description.
struct FrameWriter {
    /// What a cell is drawn with: attributes and colours as the terminal numbers them (-1 is
    /// the terminal's own colour).
    struct Pen: Equatable {
        var attributes: Style.Attributes
        var foreground: Int32
        var background: Int32

        /// The terminal's plain pen.
        static let plain = Pen(attributes: [], foreground: -1, background: -1)
    }

    /// The terminal's sequences, read once from its description; an absent one is nil.
    struct Capabilities {
        /// Moves the cursor to a row and column (`cup`); every terminal we draw on has it.
        var moveTo: (_ row: Int, _ column: Int) -> [UInt8]
        /// Moves the cursor right by some columns (`cuf`).
        var moveRight: ((Int) -> [UInt8])?
        /// Moves the cursor left by one column (`cub1`) and by some (`cub`).
        var moveLeftOne: [UInt8]? = nil
        var moveLeft: ((Int) -> [UInt8])? = nil
        /// Moves the cursor to the row's first column (`cr`).
        var returnToStart: [UInt8]? = nil
        /// Blanks some cells from the cursor on, which stays (`ech`).
        var eraseCells: ((Int) -> [UInt8])? = nil
        /// Blanks the row from the cursor to its end, which stays (`el`).
        var eraseToEnd: [UInt8]? = nil
        /// Whether erased cells take the pen's background colour (`bce`), not the terminal's own.
        var erasesInBackground = false
        /// Turns every attribute off (`sgr0`).
        var reset: [UInt8]
        /// Whether `reset` sets the colours back too (an SGR 0, as in every ANSI terminal).
        var resetClearsColors: Bool
        /// Each attribute turned on by itself (`bold`, `dim`, `smul`, `rev`).
        var attributeOn: [(Style.Attributes, [UInt8])]
        /// Sets the foreground and background colour (`setaf`, `setab`).
        var foreground: ((Int32) -> [UInt8])?
        var background: ((Int32) -> [UInt8])?
        /// Both colours back to the terminal's own (`op`).
        var defaultColors: [UInt8]?
        /// Whether writing the last column of the last row may scroll the screen (`am` without `xenl`).
        var lastCellScrolls: Bool
    }

    /// One cell to write: its position, the bytes of its text, its columns and pen.
    struct Cell {
        var x: Int
        var y: Int
        var text: [UInt8]
        var width: Int
        var pen: Pen
    }

    let capabilities: Capabilities
    /// Where the terminal's cursor is, when known: after a write in the last column it is not.
    private(set) var cursor: Point?
    /// The pen the terminal has, when known.
    private(set) var pen: Pen?

    init(capabilities: Capabilities) {
        self.capabilities = capabilities
    }

    /// Forgets what the terminal holds: after another program or curses drew on it.
    mutating func forget() {
        cursor = nil
        pen = nil
    }

    /// Records what curses left the terminal with after it painted a whole frame: the plain pen,
    /// and the cursor where it was put.
    mutating func adopt(cursor: Point?) {
        self.cursor = cursor
        pen = .plain
    }

    /// The bytes that write `cells` (in row order, as a diff lists them) on a screen of `size`,
    /// then leave the pen plain and the cursor at `cursorAt` (curses shows or hides it).
    ///
    /// `unchanged` gives a cell of the frame that is not in `cells`: a short gap between two
    /// changes on a row costs less written again than moved over, as curses does too.
    mutating func bytes(for cells: [Cell], cursorAt: Point?, size: Size, unchanged: (_ x: Int, _ y: Int) -> Cell? = { _, _ in nil }) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(cells.count * 8 + 32)
        var index = 0
        while index < cells.count {
            let cell = cells[index]
            if capabilities.lastCellScrolls, cell.y == size.height - 1, cell.x + cell.width >= size.width {
                index += 1
                continue
            }
            rewriteGap(before: cell, unchanged: unchanged, into: &out)
            let blanks = blankRun(from: index, in: cells)
            if blanks > 1, let erase = erasure(of: blanks, at: cell, rowWidth: size.width) {
                move(to: Point(x: cell.x, y: cell.y), into: &out)
                use(cell.pen, into: &out)
                out += erase
                index += blanks
                continue
            }
            move(to: Point(x: cell.x, y: cell.y), into: &out)
            use(cell.pen, into: &out)
            out += cell.text
            // In the last column the cursor waits to wrap; where it stands then differs between terminals.
            cursor = cell.x + cell.width < size.width ? Point(x: cell.x + cell.width, y: cell.y) : nil
            index += 1
        }
        // Left plain, as curses leaves it: whatever writes next starts from the terminal's own colours.
        if pen != .plain { use(.plain, into: &out) }
        if let cursorAt { move(to: cursorAt, into: &out) }
        return out
    }

    /// How many cells from `start` are blanks side by side on one row in one pen that erasing can
    /// draw: no attribute (erased cells show none), and a background the terminal erases with.
    private func blankRun(from start: Int, in cells: [Cell]) -> Int {
        let first = cells[start]
        guard first.text == [0x20], first.pen.attributes.isEmpty,
              first.pen.background == -1 || capabilities.erasesInBackground else { return 0 }
        var end = start + 1
        while end < cells.count, cells[end].y == first.y, cells[end].x == first.x + (end - start),
              cells[end].text == [0x20], cells[end].pen == first.pen { end += 1 }
        return end - start
    }

    /// The sequence that blanks `count` cells from `cell` when it is shorter than writing them:
    /// to the row's end when the run reaches it, else that many cells (and the move past them).
    private func erasure(of count: Int, at cell: Cell, rowWidth: Int) -> [UInt8]? {
        if cell.x + count == rowWidth, let toEnd = capabilities.eraseToEnd, toEnd.count < count { return toEnd }
        guard let erase = capabilities.eraseCells?(count), let right = capabilities.moveRight?(count),
              erase.count + right.count < count else { return nil }
        return erase
    }

    /// Writes the cells between the cursor and `cell` again when they are few, narrow and in the
    /// pen the terminal has: fewer bytes than the move over them.
    private mutating func rewriteGap(before cell: Cell, unchanged: (Int, Int) -> Cell?, into out: inout [UInt8]) {
        guard let cursor, cursor.y == cell.y, cell.x > cursor.x, cell.x - cursor.x < 4, let pen else { return }
        var gap: [UInt8] = []
        for x in cursor.x..<cell.x {
            guard let between = unchanged(x, cell.y), between.width == 1, between.pen == pen else { return }
            gap += between.text
        }
        let move = capabilities.moveRight?(cell.x - cursor.x) ?? capabilities.moveTo(cell.y, cell.x)
        guard gap.count < move.count else { return }
        out += gap
        self.cursor = Point(x: cell.x, y: cell.y)
    }

    /// The shortest move the terminal offers from where the cursor is.
    private mutating func move(to target: Point, into out: inout [UInt8]) {
        if cursor == target { return }
        var best = capabilities.moveTo(target.y, target.x)
        func consider(_ candidate: [UInt8]?) {
            if let candidate, !candidate.isEmpty, candidate.count < best.count { best = candidate }
        }
        if let cursor, cursor.y == target.y {
            let distance = target.x - cursor.x
            if distance > 0 {
                consider(capabilities.moveRight?(distance))
            } else {
                consider(capabilities.moveLeftOne.map { Array(repeatElement($0, count: -distance).joined()) })
                consider(capabilities.moveLeft?(-distance))
            }
            if let start = capabilities.returnToStart {
                consider(target.x == 0 ? start : capabilities.moveRight.map { start + $0(target.x) })
            }
        }
        out += best
        cursor = target
    }

    /// Changes the terminal's pen to `next`: modes turned on one by one, a reset only when one
    /// must go off, colours only when they differ.
    private mutating func use(_ next: Pen, into out: inout [UInt8]) {
        if pen == next { return }
        var current = pen ?? Pen(attributes: [.bold, .dim, .reverse, .underline], foreground: -2, background: -2)
        if !current.attributes.subtracting(next.attributes).isEmpty {
            out += capabilities.reset
            current.attributes = []
            // A reset that is not an SGR 0 may or may not touch the colours: they are set again.
            (current.foreground, current.background) = capabilities.resetClearsColors ? (-1, -1) : (-2, -2)
        }
        for (attribute, sequence) in capabilities.attributeOn where next.attributes.contains(attribute) && !current.attributes.contains(attribute) {
            out += sequence
        }
        current.attributes = next.attributes
        if current.foreground != next.foreground || current.background != next.background {
            // Going back to the terminal's own colour takes `op`, which resets both.
            if (next.foreground == -1 && current.foreground != -1) || (next.background == -1 && current.background != -1),
               let defaults = capabilities.defaultColors {
                out += defaults
                (current.foreground, current.background) = (-1, -1)
            }
            if next.foreground != current.foreground, next.foreground >= 0, let set = capabilities.foreground { out += set(next.foreground) }
            if next.background != current.background, next.background >= 0, let set = capabilities.background { out += set(next.background) }
        }
        pen = next
    }
}
