/// How a line of raw text is shown: each grapheme's visible form and width after sanitising.
struct LineView {
    /// What is drawn for each grapheme (a placeholder for unsafe ones).
    var shown: [String]
    /// Cells each takes.
    var widths: [Int]
    /// Whether each one was replaced by a placeholder.
    var replaced: [Bool]

    init(_ characters: [Character]) {
        let joined = String(joining: characters)
        if TextShape.of(joined) != .unsafe {
            // Nothing to replace (the common case, redrawn on every key): no per-grapheme pass.
            shown = characters.map { String($0) }
            widths = characters.map { DisplayWidth.of($0) }
            replaced = Array(repeating: false, count: characters.count)
            return
        }
        shown = characters.map { Sanitizer.sanitize(String($0)) }
        widths = shown.map { DisplayWidth.of($0) }
        replaced = zip(shown, characters).map { $0 != String($1) }
    }

    /// The cell column where grapheme `index` starts.
    func column(of index: Int) -> Int { widths[..<min(index, widths.count)].reduce(0, +) }

    /// Total cells.
    var width: Int { widths.reduce(0, +) }

    /// The scroll offset that keeps the cursor (before grapheme `cursor`) visible in `width` cells.
    func scroll(keeping cursor: Int, visible: Int, from current: Int) -> Int {
        guard visible > 0 else { return 0 }
        let start = column(of: cursor)
        let end = start + (cursor < widths.count ? widths[cursor] : 1)
        var offset = min(current, max(0, self.width + 1 - visible))  // do not scroll past the end
        if start < offset { offset = start }
        if end > offset + visible { offset = end - visible }
        return max(0, offset)
    }

    /// Draws the graphemes visible between `offset` and `offset + area.width`; placeholders dimmed.
    func draw(in area: Rect, row y: Int, offset: Int, style: Style, buffer: inout Buffer) {
        var column = 0
        for (i, text) in shown.enumerated() {
            let w = widths[i]
            defer { column += w }
            if column + w <= offset { continue }
            if column >= offset + area.width { break }
            let x = area.x + column - offset
            // A grapheme cut by either edge is left blank rather than drawn in half.
            guard column >= offset, column + w <= offset + area.width else { continue }
            buffer.write(text, x: x, y: y, style: replaced[i] ? style.dim : style, clip: area)
        }
    }
}
