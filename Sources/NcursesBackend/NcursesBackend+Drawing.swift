import CNcursesw
import TerminalKit

/// Writing frames: only the cells that changed, each at its exact column.
extension NcursesBackend {
    /// Writes the cells of `frame` that differ from the last frame, moves the cursor, then updates the terminal once.
    public func draw(_ frame: Frame) {
        guard isActive else { return }
        let window = pc_stdscr()
        if repaintsEverything {
            // Measurement only: what a naive full repaint per frame would cost.
            clearok(window, true)
            previous = nil
        }
        let erased = previous?.size != frame.buffer.size
        if erased { werase(window) }
        // Pictures in pixels that go, move or are written over: their cells are thrown away so
        // curses writes them again, which clears sixel and iTerm2 pixels; kitty's are deleted.
        // Only cells inside a picture count: typing in the form on the same rows must not send
        // the whole picture again with every key.
        var stale: [FrameImage] = []
        if !images.isEmpty {
            let written = erased ? nil : frame.buffer.diff(from: previous)
            stale = images.filter { old in
                !frame.images.contains(old) || written.map { $0.contains { old.rect.contains(Point(x: $0.x, y: $0.y)) } } ?? true
            }
        }
        for old in stale {
            if old.format == .kitty { writeControl("\u{1B}_Ga=d,d=A\u{1B}\\") }
            _ = wredrawln(window, Int32(old.rect.y), Int32(old.rect.height))
        }
        // On an erased window, side-by-side cells of one scalar each are copied in as one run:
        // adding them one by one cost curses about 1,400 instructions a cell, a third of the
        // launch. Only there: copying over what is left of a wide character makes curses blank
        // the character's other half, even one just written (a line shifted left by a Backspace
        // lost its last ideograph).
        var run: [cchar_t] = []
        var runX = 0, runY = 0
        func flush() {
            guard !run.isEmpty else { return }
            _ = mvwadd_wchnstr(window, Int32(runY), Int32(runX), run, Int32(run.count))
            run.removeAll(keepingCapacity: true)
        }
        for update in frame.buffer.diff(from: previous) where update.x < size.width && update.y < size.height {
            if erased, let character = singleCharacter(update.cell) {
                if update.y != runY || update.x != runX + run.count {
                    flush()
                    (runX, runY) = (update.x, update.y)
                }
                run.append(character)
            } else {
                flush()
                put(update.cell, x: update.x, y: update.y)
            }
        }
        flush()
        if let cursor = frame.cursor, cursor.x < size.width, cursor.y < size.height {
            curs_set(1)
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else {
            curs_set(0)
        }
        wnoutrefresh(window)
        // A write that fails means the terminal is gone (a dropped SSH link without SIGHUP):
        // report it as a hang-up so the app saves its draft and leaves.
        if doupdate() == ERR { outputFailed = true }
        previous = frame.buffer
        // Each picture once, and again only after its cells were written: the cursor is saved,
        // moved to the picture's corner and restored, so curses' idea of it stays true.
        let shown = images.filter { !stale.contains($0) }
        for image in frame.images where !shown.contains(image) && image.rect.maxX <= size.width && image.rect.maxY <= size.height {
            writeControl("\u{1B}7\u{1B}[\(image.rect.y + 1);\(image.rect.x + 1)H" + image.sequence + "\u{1B}8")
        }
        images = frame.images
    }

    /// The cell as one curses character when it holds one scalar one column wide, else nil.
    func singleCharacter(_ cell: Cell) -> cchar_t? {
        guard let only = Self.onlyScalar(cell), DisplayWidth.scalarWidth(only) == 1 else { return nil }
        let (attributes, pair) = style(of: cell)
        return Self.character(only, attributes, pair)
    }

    /// The cell's scalar when it holds just one, and one that takes columns (most cells).
    private nonisolated static func onlyScalar(_ cell: Cell) -> Unicode.Scalar? {
        guard let only = cell.glyph.singleScalar, DisplayWidth.scalarWidth(only) > 0 else { return nil }
        return only
    }

    /// One scalar as a curses character. Outside the actor: closures formed inside it check
    /// their executor each time they run, twice a cell here, which cost more than `setcchar`.
    nonisolated static func character(_ scalar: Unicode.Scalar, _ attributes: attr_t, _ pair: Int16) -> cchar_t {
        var wide: (wchar_t, wchar_t) = (wchar_t(bitPattern: scalar.value), 0)
        var character = cchar_t()
        withUnsafeMutablePointer(to: &wide) {
            $0.withMemoryRebound(to: wchar_t.self, capacity: 2) { _ = setcchar(&character, $0, attributes, pair, nil) }
        }
        return character
    }

    /// The curses attributes and pair of a cell's style; the last one is kept, as runs share it.
    private func style(of cell: Cell) -> (attr_t, Int16) {
        if let last = lastStyle, last.style == cell.style { return (last.attributes, last.pair) }
        let (attributes, pair) = cursesStyle(cell.style)
        lastStyle = (cell.style, attributes, pair)
        return (attributes, pair)
    }

    /// Writes one cell's grapheme as ncurses wants it: one `cchar_t` per spacing character.
    ///
    /// A `cchar_t` holds one spacing character and a few combining ones, so a cluster such as
    /// a flag or a ZWJ sequence is written as consecutive cells; their widths add up to the
    /// cell's width, which is how `DisplayWidth` measured it.
    func put(_ cell: Cell, x: Int, y: Int) {
        let (attributes, pair) = style(of: cell)
        // Most cells hold one printable scalar: write it without building chunks.
        if let only = Self.onlyScalar(cell) {
            var character = Self.character(only, attributes, pair)
            mvwadd_wch(pc_stdscr(), Int32(y), Int32(x), &character)
            return
        }
        var column = x
        for chunk in NcursesBackend.chunks(of: cell.grapheme) {
            var wide = chunk.map { wchar_t(bitPattern: $0) } + [0]
            var character = cchar_t()
            setcchar(&character, &wide, attributes, pair, nil)
            mvwadd_wch(pc_stdscr(), Int32(y), Int32(column), &character)
            column += max(1, DisplayWidth.scalarWidth(Unicode.Scalar(chunk[0]) ?? "?"))
        }
    }

    /// Splits a grapheme into spacing character + combining marks groups that ncurses can store.
    ///
    /// Scalars glibc cannot print become U+FFFD; a group with no spacing character gets a
    /// dotted circle as its base; marks beyond what a `cchar_t` holds are dropped.
    static func chunks(of grapheme: String) -> [[UInt32]] {
        let limit = Int(pc_ccharw_max())
        var chunks: [[UInt32]] = []
        for scalar in grapheme.unicodeScalars {
            let width = DisplayWidth.scalarWidth(scalar)
            if width < 0 {
                chunks.append([0xFFFD])
            } else if width > 0 {
                chunks.append([scalar.value])
            } else if chunks.isEmpty {
                chunks.append([0x25CC, scalar.value])
            } else if chunks[chunks.count - 1].count < limit {
                chunks[chunks.count - 1].append(scalar.value)
            }
        }
        return chunks.isEmpty ? [[0x20]] : chunks
    }
}
