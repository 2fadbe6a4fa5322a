/// How a line of raw text is shown: each grapheme's visible form and width after sanitising.
struct LineView {
    /// How many graphemes the line has when it is printable ASCII (one a byte, one cell each):
    /// the common case, drawn on every key, which needs no array per grapheme and is written
    /// in one run. Nil for any other line.
    private var asciiCount: Int?
    /// What is drawn for each grapheme when some were replaced by a placeholder; else empty, and
    /// each grapheme is drawn as itself (made a string only when it is in view).
    private var shown: [String]
    /// Cells each takes; empty for printable ASCII.
    private var widths: [Int]
    /// Whether each one was replaced by a placeholder; empty when none was.
    private var replaced: [Bool]

    /// How `characters` are shown; `joined` is them as one string. The view keeps no text:
    /// its owner passes the same text again to draw it.
    init(_ characters: some Collection<Character>, joined: String) {
        (asciiCount, shown, widths, replaced) = (nil, [], [], [])
        switch TextShape.of(joined) {
        case .ascii:
            asciiCount = joined.utf8.count
        case .simple, .clustered:
            // A long line of mostly ASCII with one emoji is measured a grapheme at a time, but
            // only the graphemes in view become strings.
            widths = characters.map { DisplayWidth.of($0) }
        case .unsafe:
            shown = characters.map { Sanitizer.sanitize(String($0)) }
            widths = shown.map { DisplayWidth.of($0) }
            replaced = zip(shown, characters).map { $0 != String($1) }
        }
    }

    /// Follows `text`, printable ASCII that stands alone, added at the end of the line: each
    /// byte is one grapheme, one cell, shown as itself. Typing at the end costs no pass over the line.
    mutating func append(ascii text: String) {
        if let count = asciiCount {
            asciiCount = count + text.utf8.count
            return
        }
        widths += repeatElement(1, count: text.utf8.count)
        if !shown.isEmpty { shown += text.utf8.map { String(UnicodeScalar($0)) } }
        if !replaced.isEmpty { replaced += repeatElement(false, count: text.utf8.count) }
    }

    /// Follows the line's last grapheme going. A line that was not ASCII stays measured a
    /// grapheme at a time, which draws the same.
    mutating func dropLast() {
        if let count = asciiCount {
            asciiCount = max(0, count - 1)
            return
        }
        if !widths.isEmpty { widths.removeLast() }
        if !shown.isEmpty { shown.removeLast() }
        if !replaced.isEmpty { replaced.removeLast() }
    }

    /// The cell column where grapheme `index` starts.
    func column(of index: Int) -> Int {
        if let asciiCount { return min(index, asciiCount) }
        return widths[..<min(index, widths.count)].reduce(0, +)
    }

    /// How many graphemes the line has.
    var count: Int { asciiCount ?? widths.count }

    /// Total cells.
    var width: Int { asciiCount ?? widths.reduce(0, +) }

    /// Cells grapheme `index` takes (1 past the end, where the cursor stands).
    private func width(at index: Int) -> Int {
        if asciiCount != nil { return 1 }
        return index < widths.count ? widths[index] : 1
    }

    /// Cells after the cursor kept in view when it crosses the right edge (at most a quarter of it).
    static let lookahead = 3

    /// The scroll offset that shows the cursor (before grapheme `cursor`) in `visible` cells: a
    /// multiple of half the width, the least that keeps the cursor and a few cells of what follows
    /// it in view. A function of the cursor alone, so a view made afresh for each frame shows the
    /// same; and a line typed past the edge moves once every half width, as vim's and nano's do,
    /// so the keys between write one cell each rather than the whole line again.
    func scroll(keeping cursor: Int, visible: Int) -> Int {
        guard visible > 0 else { return 0 }
        let start = column(of: cursor)
        let end = start + width(at: cursor)
        let ahead = max(0, min(Self.lookahead, visible / 4, self.width + 1 - end))
        guard end + ahead > visible else { return 0 }
        let step = max(1, visible / 2)
        let offset = (end + ahead - visible + step - 1) / step * step
        // Very narrow views: the cursor's own cell always shows.
        return min(offset, start)
    }

    /// Draws the graphemes of `characters` (the ones this view was made of, `joined` as one
    /// string) visible between `offset` and `offset + area.width`; placeholders dimmed.
    func draw(_ characters: some RandomAccessCollection<Character>, joined: String, in area: Rect, row y: Int, offset: Int, style: Style,
              buffer: inout Buffer) {
        if asciiCount != nil {
            let bytes = joined.utf8
            let start = min(max(0, offset), bytes.count), end = min(bytes.count, max(0, offset) + area.width)
            guard start < end else { return }
            let visible = bytes[bytes.index(bytes.startIndex, offsetBy: start)..<bytes.index(bytes.startIndex, offsetBy: end)]
            buffer.write(String(Substring(visible)), x: area.x + start - offset, y: y, style: style, clip: area)
            return
        }
        // The graphemes wholly in view; one cut by either edge is left blank rather than drawn in half.
        var column = 0, first: (index: Int, column: Int)?, end = 0
        for (i, w) in widths.enumerated() {
            defer { column += w }
            if column < offset { continue }
            if column + w > offset + area.width { break }
            if first == nil { first = (i, column) }
            end = i + 1
        }
        guard let first else { return }
        if shown.isEmpty {
            // Drawn as themselves: one string for the run in view, not a write per grapheme.
            let start = characters.index(characters.startIndex, offsetBy: first.index)
            let run = characters[start..<characters.index(start, offsetBy: end - first.index)]
            buffer.write(String(joining: run), x: area.x + first.column - offset, y: y, style: style, clip: area)
            return
        }
        var x = area.x + first.column - offset
        for i in first.index..<end {
            buffer.write(shown[i], x: x, y: y, style: !replaced.isEmpty && replaced[i] ? style.dim : style, clip: area)
            x += widths[i]
        }
    }
}

extension LineView {
    /// Draws `characters` at once, measured for this one drawing (a wrapped row of a line).
    static func draw(_ characters: ArraySlice<Character>, in area: Rect, row y: Int, offset: Int, style: Style, buffer: inout Buffer) {
        let joined = String(joining: characters)
        LineView(characters, joined: joined).draw(characters, joined: joined, in: area, row: y, offset: offset, style: style, buffer: &buffer)
    }
}
