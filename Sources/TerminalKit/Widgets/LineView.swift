/// How a line of raw text is shown: each grapheme's visible form and width after sanitising.
struct LineView {
    /// The graphemes of a line that is not printable ASCII; empty for printable ASCII.
    private var characters: [Character]
    /// What is drawn for each grapheme when some were replaced by a placeholder; else empty, and
    /// each grapheme is drawn as itself (made a string only when it is in view).
    private var shown: [String]
    /// Cells each takes; empty for printable ASCII.
    private var widths: [Int]
    /// Whether each one was replaced by a placeholder; empty when none was.
    private var replaced: [Bool]
    /// The line when it is printable ASCII, one cell a byte: the common case, drawn on every key,
    /// which needs no array per grapheme and is written in one run.
    private var ascii: String?

    init(_ characters: [Character]) {
        let joined = String(joining: characters)
        (self.characters, shown, widths, replaced) = ([], [], [], [])
        switch TextShape.of(joined) {
        case .ascii:
            ascii = joined
        case .simple, .clustered:
            // A long line of mostly ASCII with one emoji is measured a grapheme at a time, but
            // only the graphemes in view become strings.
            self.characters = characters
            widths = characters.map { DisplayWidth.of($0) }
        case .unsafe:
            self.characters = characters
            shown = characters.map { Sanitizer.sanitize(String($0)) }
            widths = shown.map { DisplayWidth.of($0) }
            replaced = zip(shown, characters).map { $0 != String($1) }
        }
    }

    /// The cell column where grapheme `index` starts.
    func column(of index: Int) -> Int {
        if let ascii { return min(index, ascii.utf8.count) }
        return widths[..<min(index, widths.count)].reduce(0, +)
    }

    /// How many graphemes the line has.
    var count: Int { ascii?.utf8.count ?? widths.count }

    /// Total cells.
    var width: Int { ascii?.utf8.count ?? widths.reduce(0, +) }

    /// Cells grapheme `index` takes (1 past the end, where the cursor stands).
    private func width(at index: Int) -> Int {
        if ascii != nil { return 1 }
        return index < widths.count ? widths[index] : 1
    }

    /// The scroll offset that keeps the cursor (before grapheme `cursor`) visible in `width` cells.
    func scroll(keeping cursor: Int, visible: Int, from current: Int) -> Int {
        guard visible > 0 else { return 0 }
        let start = column(of: cursor)
        let end = start + width(at: cursor)
        var offset = min(current, max(0, self.width + 1 - visible))  // do not scroll past the end
        if start < offset { offset = start }
        if end > offset + visible { offset = end - visible }
        return max(0, offset)
    }

    /// Draws the graphemes visible between `offset` and `offset + area.width`; placeholders dimmed.
    func draw(in area: Rect, row y: Int, offset: Int, style: Style, buffer: inout Buffer) {
        if let ascii {
            let bytes = ascii.utf8
            let start = min(max(0, offset), bytes.count), end = min(bytes.count, max(0, offset) + area.width)
            guard start < end else { return }
            let visible = bytes[bytes.index(bytes.startIndex, offsetBy: start)..<bytes.index(bytes.startIndex, offsetBy: end)]
            buffer.write(String(Substring(visible)), x: area.x + start - offset, y: y, style: style, clip: area)
            return
        }
        var column = 0
        for (i, w) in widths.enumerated() {
            defer { column += w }
            if column + w <= offset { continue }
            if column >= offset + area.width { break }
            let x = area.x + column - offset
            // A grapheme cut by either edge is left blank rather than drawn in half.
            guard column >= offset, column + w <= offset + area.width else { continue }
            let text = shown.isEmpty ? String(characters[i]) : shown[i]
            buffer.write(text, x: x, y: y, style: !replaced.isEmpty && replaced[i] ? style.dim : style, clip: area)
        }
    }
}
