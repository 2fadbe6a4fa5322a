import CNcursesw
import Glibc
import TerminalKit

/// Writing frames: only the cells that changed, each at its exact column.
extension NcursesBackend {
    /// Writes the cells of `frame` that differ from the last frame and moves the cursor.
    ///
    /// A whole frame (the first, after a resize or the editor) is painted by curses, which knows
    /// how to clear the terminal; a frame that changes some cells is written by `FrameWriter`, in
    /// one write. Curses' own copy of the screen is kept up to date either way.
    public func draw(_ frame: Frame) {
        // A stop signal waiting to be read: the frame can wait, the signal cannot.
        guard isActive, !outputStalled, receivedStopSignal.load(ordering: .relaxed) == 0 else { return }
        let window = pc_stdscr()
        if repaintsEverything { previous = nil }  // measurement only: a naive full repaint per frame
        let whole = previous?.size != frame.buffer.size
        if whole { werase(window) }
        // Pictures in pixels that go, move or are written over: their cells are written again,
        // which clears sixel and iTerm2 pixels; kitty's are deleted. Only cells inside a picture
        // count: typing in the form on the same rows must not send the whole picture again with
        // every key.
        var updates = frame.buffer.diff(from: whole ? nil : previous)
        var stale: [FrameImage] = []
        if !images.isEmpty {
            stale = images.filter { old in
                whole || !frame.images.contains(old) || updates.contains { old.rect.contains(Point(x: $0.x, y: $0.y)) }
            }
        }
        for old in stale where old.format == .kitty { writeControl("\u{1B}_Ga=d,d=A\u{1B}\\") }
        if !whole && !stale.isEmpty { updates = Self.adding(cellsOf: stale, from: frame.buffer, to: updates) }
        store(updates, erased: whole)
        let cursor = frame.cursor.flatMap { $0.x < size.width && $0.y < size.height ? $0 : nil }
        if let cursor { wmove(window, Int32(cursor.y), Int32(cursor.x)) }
        // Curses' copy of the screen takes the frame; nothing is written until one of the two below.
        wnoutrefresh(window)
        if whole || writer == nil {
            // Curses' idea of the terminal is out of date after frames it did not write.
            if whole && writer != nil { clearok(pc_curscr(), true) }
            guard waitUntilWritable() else { return }
            curs_set(cursor == nil ? 0 : 1)
            cursorShown = cursor != nil
            // A write that fails means the terminal is gone (a dropped SSH link without SIGHUP):
            // report it as a hang-up so the app saves its draft and leaves.
            if doupdate() == ERR { outputFailed = true }
            writer?.adopt(cursor: cursor)
        } else {
            writeCells(updates, of: frame.buffer, cursor: cursor)
        }
        previous = frame.buffer
        // Each picture once, and again only after its cells were written: the cursor is saved,
        // moved to the picture's corner and restored, so curses' idea of it stays true.
        let shown = images.filter { !stale.contains($0) }
        for image in frame.images where !shown.contains(image) && image.rect.maxX <= size.width && image.rect.maxY <= size.height {
            writeControl("\u{1B}7\u{1B}[\(image.rect.y + 1);\(image.rect.x + 1)H" + image.sequence + "\u{1B}8")
        }
        images = frame.images
    }

    /// Shows the last frame with `patch` pasted at its origin: only the patch's rows are compared,
    /// and the frame is changed in place, not copied, when nothing else holds it.
    public func draw(_ patch: FramePatch) {
        // Measurement only: the naive baseline repaints everything once a key, with the frame after.
        guard isActive, !repaintsEverything, var buffer = previous else { return }
        let rows = Rect(x: 0, y: patch.origin.y, width: buffer.size.width, height: patch.buffer.size.height).intersection(buffer.area)
        guard writer != nil, buffer.size == size, !rows.isEmpty,
              !images.contains(where: { !$0.rect.intersection(rows).isEmpty }) else {
            buffer.paste(patch.buffer, at: patch.origin)
            draw(Frame(buffer: buffer, cursor: patch.cursor, images: images))
            return
        }
        previous = nil
        let before = buffer.rows(rows.y..<rows.maxY)
        buffer.paste(patch.buffer, at: patch.origin)
        let updates = buffer.rows(rows.y..<rows.maxY).diff(from: before).map { Buffer.Update(x: $0.x, y: $0.y + rows.y, cell: $0.cell) }
        let cursor = patch.cursor.flatMap { $0.x < size.width && $0.y < size.height ? $0 : nil }
        // The key goes out first; curses' copy of the screen follows (it writes nothing).
        writeCells(updates, of: buffer, cursor: cursor)
        store(updates, erased: false)
        if let cursor { wmove(pc_stdscr(), Int32(cursor.y), Int32(cursor.x)) }
        wnoutrefresh(pc_stdscr())
        previous = buffer
    }

    /// Writes `updates` of `buffer` with the frame writer, in one write, and shows the cursor.
    private func writeCells(_ updates: [Buffer.Update], of buffer: Buffer, cursor: Point?) {
        guard writer != nil else { return }
        let cells = updates.compactMap { update -> FrameWriter.Cell? in
            guard update.x < size.width && update.y < size.height else { return nil }
            return FrameWriter.Cell(x: update.x, y: update.y, text: Self.terminalText(of: update.cell),
                                    width: update.cell.width, pen: pen(of: update.cell.style))
        }
        // Changed where it is kept: a copy of the writer would copy its table of sequences.
        let bytes = writer!.bytes(for: cells, cursorAt: cursor, size: size) { x, y in
            let cell = buffer[x, y]
            guard let only = Self.onlyScalar(cell), only.isASCII else { return nil }
            return FrameWriter.Cell(x: x, y: y, text: [UInt8(only.value)], width: cell.width, pen: self.pen(of: cell.style))
        }
        guard writeOut(bytes) else {
            // A write given up for a stop signal is no broken terminal: the signal ends the composer.
            if !outputStalled && receivedStopSignal.load(ordering: .relaxed) == 0 { outputFailed = true }
            return
        }
        if (cursor != nil) != cursorShown, waitUntilWritable() {
            curs_set(cursor == nil ? 0 : 1)
            cursorShown = cursor != nil
        }
    }

    /// Waits until the terminal takes bytes; false, the output taken as stalled, when a stop
    /// signal comes first. Curses writes again after an interrupted write, forever on a terminal
    /// nobody reads: its writes are made only once this says yes.
    func waitUntilWritable() -> Bool {
        var ready = pollfd(fd: outputDescriptor, events: Int16(POLLOUT), revents: 0)
        if poll(&ready, 1, 0) > 0 { return true }
        while receivedStopSignal.load(ordering: .relaxed) == 0 {
            // A stop signal interrupts the wait (the handlers do not restart calls).
            if poll(&ready, 1, 1000) > 0 { return true }
        }
        outputStalled = true
        return false
    }

    /// Puts the updated cells into curses' window (its copy of the screen). On an erased window,
    /// side-by-side cells of one scalar each are copied in as one run: adding them one by one
    /// cost curses about 1,400 instructions a cell, a third of the launch. Only there: copying
    /// over what is left of a wide character makes curses blank the character's other half, even
    /// one written a moment before (a line shifted left by a Backspace lost its last ideograph).
    private func store(_ updates: [Buffer.Update], erased: Bool) {
        let window = pc_stdscr()
        var run: [cchar_t] = []
        var runX = 0, runY = 0
        func flush() {
            guard !run.isEmpty else { return }
            _ = mvwadd_wchnstr(window, Int32(runY), Int32(runX), run, Int32(run.count))
            run.removeAll(keepingCapacity: true)
        }
        for update in updates where update.x < size.width && update.y < size.height {
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
    }

    /// `updates` with every cell under `images` added, in the row order the writer needs.
    private static func adding(cellsOf images: [FrameImage], from buffer: Buffer, to updates: [Buffer.Update]) -> [Buffer.Update] {
        var all = Set(updates.map { Point(x: $0.x, y: $0.y) })
        var out = updates
        for image in images {
            for y in image.rect.y..<min(image.rect.maxY, buffer.size.height) {
                for x in image.rect.x..<min(image.rect.maxX, buffer.size.width) where !buffer[x, y].isContinuation {
                    if all.insert(Point(x: x, y: y)).inserted { out.append(Buffer.Update(x: x, y: y, cell: buffer[x, y])) }
                }
            }
        }
        return out.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }

    /// The bytes the terminal gets for a cell: the scalars curses would hold for it (a scalar
    /// that cannot be printed as U+FFFD, a mark with nothing to sit on after a dotted circle).
    nonisolated static func terminalText(of cell: Cell) -> [UInt8] {
        if let only = onlyScalar(cell) { return Array(String(only).utf8) }
        var text = ""
        for chunk in chunks(of: cell.grapheme) {
            for value in chunk { text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}") }
        }
        return Array(text.utf8)
    }

    /// The writer's pen for a style in this terminal's colour mode (as `cursesStyle` decides).
    func pen(of style: Style) -> FrameWriter.Pen {
        if let last = lastPen, last.style == style { return last.pen }
        var attributes = style.attributes
        var pen: FrameWriter.Pen
        if colorMode == .monochrome {
            if style.background != .default { attributes.formSymmetricDifference(.reverse) }
            pen = FrameWriter.Pen(attributes: attributes, foreground: -1, background: -1)
        } else {
            pen = FrameWriter.Pen(attributes: attributes, foreground: colorNumber(style.foreground, isBackground: false),
                                  background: colorNumber(style.background, isBackground: true))
        }
        lastPen = (style, pen)
        return pen
    }

    /// Writes bytes to the terminal, all of them; false when the terminal is gone.
    /// A terminal that takes nothing for ten seconds is as gone as one that fails.
    func writeOut(_ bytes: [UInt8]) -> Bool {
        var written = 0
        var waits = 0
        // A stop signal waiting to be read: the frame can wait, the signal cannot (the terminal
        // may be one nobody reads, where this write would never return).
        guard receivedStopSignal.load(ordering: .relaxed) == 0 else { return false }
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { write(outputDescriptor, $0.baseAddress! + written, bytes.count - written) }
            if result > 0 {
                written += result
                // A signal that came during a write the terminal only partly took.
                if written < bytes.count, receivedStopSignal.load(ordering: .relaxed) != 0 {
                    outputStalled = true
                    return false
                }
            } else if result < 0 && errno == EINTR {
                // Interrupted while the terminal took nothing: by a stop signal, the terminal is
                // taken as stalled and the composer goes on to end; by another, it writes again.
                if receivedStopSignal.load(ordering: .relaxed) != 0 {
                    outputStalled = true
                    return false
                }
                continue
            } else if result < 0 && errno == EAGAIN && waits < 10 {
                var ready = pollfd(fd: outputDescriptor, events: Int16(POLLOUT), revents: 0)
                if poll(&ready, 1, 1000) == 0 { waits += 1 }
            } else {
                return false
            }
        }
        return true
    }

    /// The cell as one curses character when it holds one scalar one column wide, else nil.
    func singleCharacter(_ cell: Cell) -> cchar_t? {
        guard let only = Self.onlyScalar(cell), DisplayWidth.scalarWidth(only) == 1 else { return nil }
        let (attributes, pair) = style(of: cell)
        return Self.character(only, attributes, pair)
    }

    /// The cell's scalar when it holds just one, and one that takes columns (most cells).
    nonisolated static func onlyScalar(_ cell: Cell) -> Unicode.Scalar? {
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
    nonisolated static func chunks(of grapheme: String) -> [[UInt32]] {
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
