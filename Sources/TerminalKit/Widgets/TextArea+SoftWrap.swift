import Synchronization

/// Soft wrapping: long lines shown over several rows, broken after a space where one fits.
///
/// Each line's rows are kept by the line's revision, and an edited line is wrapped again only
/// from the first row its edit can change: typing at the end of a megabyte-long line lays out
/// its last row, and a frame with no edit lays out nothing.
extension TextArea {
    /// One row on screen: a line and the graphemes of it that the row shows.
    struct VisualRow {
        let line: Int
        let range: Range<Int>
    }

    /// The rows a line takes at `width` cells: grapheme ranges, breaking after the last space
    /// that fits, or between graphemes in a word longer than the row. Never splits a grapheme.
    static func segments(_ characters: [Character], width: Int) -> [Range<Int>] {
        LineWrap.wrap(characters, width: width, reusing: nil).rows.map(\.range)
    }

    /// Draws with soft wrapping: every line wraps to the area's width, and the view scrolls by
    /// rows so that the cursor stays visible. Returns nothing; `cursor` is set as in `render`.
    public mutating func renderWrapped(in area: Rect, buffer: inout Buffer) {
        buffer.fill(area, style: style)
        guard !area.isEmpty else { cursor = nil; return }
        let wraps = LineWrap.cache.rows(of: lines, width: area.width)
        // The cursor's row: the rows of the lines above, then its place in its own line.
        var cursorRow = wraps[..<row].reduce(0) { $0 + $1.rows.count }
        let line = lines[row]
        let own = wraps[row].rows
        let k = own.firstIndex { line.cursor >= $0.range.lowerBound && line.cursor < $0.range.upperBound } ?? own.count - 1
        cursorRow += k
        var cursorColumn = line.characters[own[k].range.lowerBound..<line.cursor].reduce(0) { $0 + LineWrap.cells($1) }
        // A cursor after a full row's last grapheme goes to the start of an empty row below.
        var extraRow = false
        if cursorColumn >= area.width {
            cursorRow += 1
            cursorColumn = 0
            extraRow = k == own.count - 1
        }
        if cursorRow < scrollRow { scrollRow = cursorRow }
        if cursorRow >= scrollRow + area.height { scrollRow = cursorRow - area.height + 1 }
        // Only the rows on screen are drawn: find the line holding the first one.
        var first = 0, index = 0
        while index < lines.count && first + wraps[index].rows.count <= scrollRow {
            first += wraps[index].rows.count
            index += 1
        }
        var y = 0, skip = scrollRow - first
        while y < area.height && index < lines.count {
            var rows = wraps[index].rows.map(\.range)
            if extraRow && index == row { rows.append(lines[row].characters.count..<lines[row].characters.count) }
            for range in rows.dropFirst(skip) where y < area.height {
                LineView.draw(lines[index].characters[range], in: area.row(y), row: area.y + y, offset: 0, style: style, buffer: &buffer)
                y += 1
            }
            skip = 0
            index += 1
        }
        cursor = isFocused ? Point(x: area.x + cursorColumn, y: area.y + cursorRow - scrollRow) : nil
    }
}

/// The soft-wrapped rows of one line at one width, each with the last grapheme its break was
/// decided on: a row whose decision saw only unchanged graphemes is still right after an edit.
struct LineWrap: Sendable {
    /// One row: its graphemes, and the index of the grapheme that decided its end.
    struct Row: Sendable {
        var range: Range<Int>
        var lookahead: Int
    }

    var width: Int
    var rows: [Row]

    /// The cells a grapheme takes as the text area draws it (a placeholder for an unsafe one).
    static func cells(_ character: Character) -> Int {
        if character.utf8.count == 1, let byte = character.utf8.first, byte >= 0x20 && byte < 0x7F { return 1 }
        let text = String(character)
        return DisplayWidth.of(Sanitizer.needsSanitizing(text) ? Sanitizer.sanitize(text) : text)
    }

    /// Wraps `characters` at `width`, keeping the rows of `earlier` whose decisions saw only the
    /// first `unchanged` graphemes (the same in both texts).
    static func wrap(_ characters: [Character], width: Int, reusing earlier: (wrap: LineWrap, unchanged: Int)?) -> LineWrap {
        var rows: [Row] = []
        var start = 0
        if let earlier, earlier.wrap.width == width {
            rows = Array(earlier.wrap.rows.prefix { $0.lookahead < earlier.unchanged })
            start = rows.last?.range.upperBound ?? 0
        }
        guard width > 0 else { return LineWrap(width: width, rows: [Row(range: 0..<characters.count, lookahead: characters.count)]) }
        var column = 0, i = start
        var afterSpace: Int?
        while i < characters.count {
            let w = cells(characters[i])
            if column + w > width && i > start {
                let end = afterSpace.map { $0 > start ? $0 : i } ?? i
                rows.append(Row(range: start..<end, lookahead: i))
                start = end
                column = characters[start..<i].reduce(0) { $0 + cells($1) }
                afterSpace = nil
                continue
            }
            if characters[i] == " " { afterSpace = i + 1 }
            column += w
            i += 1
        }
        rows.append(Row(range: start..<characters.count, lookahead: characters.count))
        return LineWrap(width: width, rows: rows)
    }

    /// The layouts made so far, by line revision: a view is drawn from a state it cannot
    /// change, so what it lays out is kept here rather than in the text area.
    static let cache = LineWrapCache()
}

/// Layouts of lines by revision id; bounded, and safe from any thread.
final class LineWrapCache: Sendable {
    private let entries = Mutex<[UInt64: LineWrap]>([:])
    /// Past this many lines the cache starts again (a text area of thousands of lines is laid out afresh).
    static let capacity = 4096

    /// The rows of every line at `width`: cached ones as they are, edited ones from their first change.
    func rows(of lines: [LineEditor], width: Int) -> [LineWrap] {
        entries.withLock { entries in
            if entries.count + lines.count > Self.capacity { entries.removeAll(keepingCapacity: true) }
            return lines.map { line in
                let revision = line.revision
                if let known = entries[revision.id], known.width == width { return known }
                var earlier: (wrap: LineWrap, unchanged: Int)?
                for ancestor in revision.ancestors {
                    if let wrap = entries[ancestor.id] {
                        earlier = (wrap, ancestor.unchangedPrefix)
                        break
                    }
                }
                let wrap = LineWrap.wrap(line.characters, width: width, reusing: earlier)
                entries[revision.id] = wrap
                return wrap
            }
        }
    }
}
