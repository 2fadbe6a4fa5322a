/// Writing strings and boxes into a buffer.
extension Buffer {
    /// Writes `text` (sanitised first) from `x`, `y`, clipped to `clip` and to `maxWidth` columns.
    ///
    /// Returns the columns used. A wide grapheme that would cross the border is not drawn;
    /// the cell it would have started in keeps a blank, so no half character ever shows.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int? = nil, clip: Rect? = nil) -> Int {
        var bounds = clip.map { $0.intersection(area) } ?? area
        if let maxWidth { bounds = bounds.intersection(Rect(x: x, y: y, width: maxWidth, height: 1)) }
        var shape = TextShape.of(text)
        if shape == .ascii {
            // One cell per byte, the commonest case by far: no grapheme breaking, and the run's
            // cells stored directly; only wide graphemes across its two ends need clearing.
            let count = text.utf8.count
            let start = max(x, bounds.x), end = min(bounds.maxX, x + count)
            if y >= bounds.y, y < bounds.maxY, start < end {
                clearWide(at: start, y: y)
                clearWide(at: end - 1, y: y)
                let row = y * size.width
                var column = x
                for byte in text.utf8 {
                    if column >= end { break }
                    if column >= start { cells[row + column] = Cell(Glyph(ascii: byte), width: 1, style: style) }
                    column += 1
                }
            }
            return max(0, min(count, bounds.maxX - x))
        }
        var safe = text
        if shape == .unsafe {
            safe = Sanitizer.sanitize(text)
            shape = TextShape.of(safe)
        }
        // Graphemes are stored straight into the row, left to right with no gap: a wide grapheme
        // straddling the run's start is cleared before the first, and tails of one under its end
        // after the last, so no half character is left behind.
        let visible = y >= bounds.y && y < bounds.maxY
        let row = y * size.width
        var started = false
        var column = x
        func store(_ glyph: Glyph, width w: Int) {
            guard visible else { return }
            if !started {
                started = true
                clearWide(at: column, y: y)
            }
            cells[row + column] = Cell(glyph, width: w, style: style)
            for tail in 1..<max(1, w) { cells[row + column + tail] = .continuation(style) }
        }
        defer {
            if visible, started {
                var end = column
                while end < size.width && cells[row + end].isContinuation {
                    cells[row + end] = .blank(cells[row + end].style)
                    end += 1
                }
            }
        }
        // A wide grapheme that would cross the border leaves a blank where it would start.
        func blankAtBorder() -> Int {
            let used = column - x
            if column < bounds.maxX && column >= bounds.x {
                store(.space, width: 1)
                column += 1
            }
            return used
        }
        if shape == .simple {
            // Latin with accents, CJK, most emoji: each scalar is its own cell group.
            for scalar in safe.unicodeScalars {
                let w = DisplayWidth.scalarWidth(scalar)
                if column + w > bounds.maxX { return blankAtBorder() }
                if column >= bounds.x { store(Glyph(scalar), width: w) }
                column += w
            }
            return column - x
        }
        for character in safe {
            let w = DisplayWidth.of(character)
            if column + w > bounds.maxX { return blankAtBorder() }
            if column >= bounds.x { store(Glyph(String(character)), width: w) }
            column += w
        }
        return column - x
    }

    /// Writes `text` truncated with "…" to fit `rect`'s first row; returns the columns used.
    @discardableResult
    public mutating func writeTruncated(_ text: String, in rect: Rect, style: Style = .plain) -> Int {
        guard rect.height > 0 else { return 0 }
        let fitted = TextLayout.truncate(Sanitizer.sanitize(text), toWidth: rect.width)
        return write(fitted, x: rect.x, y: rect.y, style: style, clip: rect)
    }

    /// Draws a single-line border around `rect` with an optional title on the top edge.
    public mutating func drawBox(_ rect: Rect, title: String? = nil, style: Style = .plain, titleStyle: Style? = nil) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let right = rect.maxX - 1, bottom = rect.maxY - 1
        for x in (rect.x + 1)..<right {
            set("─", width: 1, x: x, y: rect.y, style: style)
            set("─", width: 1, x: x, y: bottom, style: style)
        }
        for y in (rect.y + 1)..<bottom {
            set("│", width: 1, x: rect.x, y: y, style: style)
            set("│", width: 1, x: right, y: y, style: style)
        }
        set("┌", width: 1, x: rect.x, y: rect.y, style: style)
        set("┐", width: 1, x: right, y: rect.y, style: style)
        set("└", width: 1, x: rect.x, y: bottom, style: style)
        set("┘", width: 1, x: right, y: bottom, style: style)
        if let title, rect.width > 4 {
            let label = TextLayout.truncate(" " + Sanitizer.sanitize(title) + " ", toWidth: rect.width - 2)
            write(label, x: rect.x + 1, y: rect.y, style: titleStyle ?? style, clip: Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1))
        }
    }
}
