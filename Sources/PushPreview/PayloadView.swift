import PushCore
import TerminalKit
import TextFormats

/// Pretty-printed JSON with a style per token, as lines of a buffer.
public struct PayloadView: Sendable {
    /// The value to show.
    public var value: JSONValue
    /// The styles.
    public var theme: CardTheme

    /// Creates a view of a JSON value.
    public init(_ value: JSONValue, theme: CardTheme = .standard) {
        self.value = value
        self.theme = theme
    }

    /// The JSON in a buffer `width` wide; long lines wrap with a two-cell hanging indent.
    public func render(width: Int) -> Buffer {
        render(width: width, visibleRows: 0..<Int.max).buffer
    }

    /// Only the rows in `visibleRows` drawn (a scrolled pane), and how many rows there are in all
    /// when the payload ends within or before them; past the last visible row nothing is laid out
    /// (a megabyte string in a push costs what the rows on screen cost), and the count is then a floor.
    public func render(width: Int, visibleRows: Range<Int>) -> (buffer: Buffer, totalRows: Int) {
        // Pieces are kept only for visible rows; hidden rows are only counted.
        var rows: [[CardRow.Piece]] = []
        var rowCount = 0
        var finished = false
        var current: [CardRow.Piece] = []
        var column = 0
        // The piece is only built for a visible row: hidden rows of a long payload are only counted.
        func keep(_ piece: @autoclosure () -> CardRow.Piece) {
            if visibleRows.contains(rowCount) { current.append(piece()) }
        }
        func breakLine() {
            if visibleRows.contains(rowCount) { rows.append(current) }
            rowCount += 1
            current = []
            if rowCount >= visibleRows.upperBound { finished = true }
        }
        func emit(_ text: String, _ style: Style) {
            guard !finished else { return }
            let safe = Sanitizer.sanitize(text)
            // Most tokens fit the line whole: one piece, no per-character work. A long token (over
            // four bytes a cell left) is laid out piece by piece below, which ends at the last row
            // shown, rather than measured whole.
            let tokenWidth = safe.utf8.count <= 4 * max(0, width - column) ? DisplayWidth.of(safe) : Int.max
            if tokenWidth != Int.max && column + tokenWidth <= width {
                keep(CardRow.Piece(text: safe, x: column, style: style))
                column += tokenWidth
                return
            }
            // A long string wraps with a two-cell hanging indent, after a space where one is on the
            // line (a word too long for a line is cut). Text whose scalars are each a grapheme is
            // cut by scalars, the rest by graphemes; neither ever splits a cluster. A chunk is a
            // range of the token, made into a string only when its row is shown.
            var chunkStart = safe.startIndex
            var chunkX = column
            var lastSpace: (index: String.Index, column: Int)?  // just after the line's last space
            func place(_ w: Int, at index: String.Index) {
                guard column + w > width && column > 0 else { return }
                var breakAt = index
                var carried = 0
                if let space = lastSpace, space.index > chunkStart, space.index < index, 2 + (column - space.column) + w <= width {
                    breakAt = space.index
                    carried = column - space.column
                }
                if chunkStart < breakAt { keep(CardRow.Piece(text: String(safe[chunkStart..<breakAt]), x: chunkX, style: style)) }
                breakLine()
                keep(CardRow.Piece(text: "  ", x: 0, style: .plain))
                chunkX = 2
                column = 2 + carried
                chunkStart = breakAt
                lastSpace = nil
            }
            if DisplayWidth.isOneScalarPerGrapheme(safe) {
                let scalars = safe.unicodeScalars
                var index = scalars.startIndex
                while index < scalars.endIndex && !finished {
                    let scalar = scalars[index]
                    let w = DisplayWidth.scalarWidth(scalar)
                    place(w, at: index)
                    column += w
                    scalars.formIndex(after: &index)
                    if scalar == " " { lastSpace = (index, column) }
                }
            } else {
                var index = safe.startIndex
                while index < safe.endIndex && !finished {
                    let character = safe[index]
                    let w = DisplayWidth.of(character)
                    place(w, at: index)
                    column += w
                    safe.formIndex(after: &index)
                    if character == " " { lastSpace = (index, column) }
                }
            }
            if !finished && chunkStart < safe.endIndex { keep(CardRow.Piece(text: String(safe[chunkStart...]), x: chunkX, style: style)) }
        }
        func newline(_ indent: Int) {
            breakLine()
            column = 0
            if indent > 0 { emit(String(repeating: " ", count: indent * 2), .plain) }
        }
        func walk(_ v: JSONValue, _ indent: Int) {
            guard !finished else { return }
            switch v {
            case .object(let o):
                emit("{", theme.jsonPunctuation)
                for (i, m) in o.members.enumerated() where !finished {
                    if i > 0 { emit(",", theme.jsonPunctuation) }
                    newline(indent + 1)
                    emit(JSONWriter.string(.string(m.key)), theme.jsonKey)
                    emit(": ", theme.jsonPunctuation)
                    walk(m.value.value, indent + 1)
                }
                if !o.isEmpty { newline(indent) }
                emit("}", theme.jsonPunctuation)
            case .array(let items):
                emit("[", theme.jsonPunctuation)
                for (i, item) in items.enumerated() where !finished {
                    if i > 0 { emit(",", theme.jsonPunctuation) }
                    newline(indent + 1)
                    walk(item.value, indent + 1)
                }
                if !items.isEmpty { newline(indent) }
                emit("]", theme.jsonPunctuation)
            case .string(let text):
                // A string longer than every row left could show (four bytes a cell) is escaped and
                // laid out only as far as it can show, and ends in "…": the rows below are full.
                let rowsLeft = visibleRows.upperBound == Int.max ? Int.max / 8 : max(0, visibleRows.upperBound - rowCount)
                let (room, overflow) = rowsLeft.multipliedReportingOverflow(by: max(1, width) * 4)
                if !overflow, text.utf8.count > room + 64 {
                    let shown = String(String.UnicodeScalarView(text.unicodeScalars.prefix(room)))
                    emit(String(JSONWriter.string(.string(shown)).dropLast()) + "…", theme.jsonString)
                    finished = true
                } else {
                    emit(JSONWriter.string(v), theme.jsonString)
                }
            default:
                emit(JSONWriter.string(v), theme.jsonLiteral)
            }
        }
        walk(value, 0)
        if !finished { breakLine() }
        let shown = visibleRows.clamped(to: 0..<rowCount)
        var buffer = Buffer(width: width, height: shown.count)
        for (y, pieces) in rows.prefix(shown.count).enumerated() {
            for piece in pieces { buffer.write(piece.text, x: piece.x, y: y, style: piece.style) }
        }
        return (buffer, rowCount)
    }
}
