/// Soft wrapping: long lines shown over several rows, broken after a space where one fits.
extension TextArea {
    /// One row on screen: a line and the graphemes of it that the row shows.
    struct VisualRow {
        let line: Int
        let range: Range<Int>
    }

    /// The rows a line takes at `width` cells: grapheme ranges, breaking after the last space
    /// that fits, or between graphemes in a word longer than the row. Never splits a grapheme.
    static func segments(_ view: LineView, width: Int) -> [Range<Int>] {
        guard width > 0, !view.widths.isEmpty else { return [0..<view.widths.count] }
        var result: [Range<Int>] = []
        var start = 0, column = 0, i = 0
        var afterSpace: Int?
        while i < view.widths.count {
            let w = view.widths[i]
            if column + w > width && i > start {
                let end = afterSpace.map { $0 > start ? $0 : i } ?? i
                result.append(start..<end)
                start = end
                column = view.widths[start..<i].reduce(0, +)
                afterSpace = nil
                continue
            }
            if view.shown[i] == " " { afterSpace = i + 1 }
            column += w
            i += 1
        }
        result.append(start..<view.widths.count)
        return result
    }

    /// Draws with soft wrapping: every line wraps to the area's width, and the view scrolls by
    /// rows so that the cursor stays visible. Returns nothing; `cursor` is set as in `render`.
    public mutating func renderWrapped(in area: Rect, buffer: inout Buffer) {
        buffer.fill(area, style: style)
        guard !area.isEmpty else { cursor = nil; return }
        var rows: [VisualRow] = []
        var cursorRow = 0, cursorColumn = 0
        for (index, line) in lines.enumerated() {
            let view = LineView(line.characters)
            let segments = Self.segments(view, width: area.width)
            for (k, segment) in segments.enumerated() {
                let isLast = k == segments.count - 1
                if index == row, line.cursor >= segment.lowerBound,
                   line.cursor < segment.upperBound || (isLast && line.cursor == segment.upperBound) {
                    cursorRow = rows.count
                    cursorColumn = view.widths[segment.lowerBound..<line.cursor].reduce(0, +)
                }
                rows.append(VisualRow(line: index, range: segment))
            }
        }
        // A cursor after a full row's last grapheme goes to the start of an empty row below.
        if cursorColumn >= area.width {
            cursorRow += 1
            cursorColumn = 0
            if cursorRow == rows.count { rows.append(VisualRow(line: row, range: lines[row].characters.count..<lines[row].characters.count)) }
        }
        if cursorRow < scrollRow { scrollRow = cursorRow }
        if cursorRow >= scrollRow + area.height { scrollRow = cursorRow - area.height + 1 }
        for y in 0..<area.height where scrollRow + y < rows.count {
            let visual = rows[scrollRow + y]
            let characters = Array(lines[visual.line].characters[visual.range])
            LineView(characters).draw(in: area.row(y), row: area.y + y, offset: 0, style: style, buffer: &buffer)
        }
        cursor = isFocused ? Point(x: area.x + cursorColumn, y: area.y + cursorRow - scrollRow) : nil
    }
}
