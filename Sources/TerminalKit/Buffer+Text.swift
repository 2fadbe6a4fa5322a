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
        var column = x
        if Sanitizer.isPlainASCII(text) {
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
                    if column >= start { cells[row + column] = Cell(Buffer.asciiGraphemes[Int(byte)], width: 1, style: style) }
                    column += 1
                }
            }
            return max(0, min(count, bounds.maxX - x))
        }
        let safe = Sanitizer.sanitize(text)
        if DisplayWidth.isOneScalarPerGrapheme(safe) {
            // Latin with accents, CJK, most emoji: each scalar is its own cell group.
            for scalar in safe.unicodeScalars {
                let w = DisplayWidth.scalarWidth(scalar)
                if column + w > bounds.maxX {
                    if column < bounds.maxX && column >= bounds.x { set(" ", width: 1, x: column, y: y, style: style, clip: bounds) }
                    break
                }
                if column >= bounds.x { set(String(scalar), width: w, x: column, y: y, style: style, clip: bounds) }
                column += w
            }
            return column - x
        }
        for character in safe {
            let grapheme = String(character)
            let w = DisplayWidth.of(character)
            if column + w > bounds.maxX {
                if column < bounds.maxX && column >= bounds.x { set(" ", width: 1, x: column, y: y, style: style, clip: bounds) }
                break
            }
            if column >= bounds.x { set(grapheme, width: w, x: column, y: y, style: style, clip: bounds) }
            column += w
        }
        return column - x
    }

    /// The printable ASCII characters as one-grapheme strings, made once.
    static let asciiGraphemes: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

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
