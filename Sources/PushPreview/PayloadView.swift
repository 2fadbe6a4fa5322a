import PushCore
import TerminalKit

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

    /// Only the rows in `visibleRows` drawn (a scrolled pane), and how many rows there are in all.
    public func render(width: Int, visibleRows: Range<Int>) -> (buffer: Buffer, totalRows: Int) {
        // Pieces are kept only for visible rows; hidden rows are only counted.
        var rows: [[CardRow.Piece]] = []
        var rowCount = 0
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
        }
        func emit(_ text: String, _ style: Style) {
            let safe = Sanitizer.sanitize(text)
            // Most tokens fit the line whole: one piece, no per-character work.
            let tokenWidth = DisplayWidth.of(safe)
            if column + tokenWidth <= width {
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
                while index < scalars.endIndex {
                    let scalar = scalars[index]
                    let w = DisplayWidth.scalarWidth(scalar)
                    place(w, at: index)
                    column += w
                    scalars.formIndex(after: &index)
                    if scalar == " " { lastSpace = (index, column) }
                }
            } else {
                var index = safe.startIndex
                while index < safe.endIndex {
                    let character = safe[index]
                    let w = DisplayWidth.of(character)
                    place(w, at: index)
                    column += w
                    safe.formIndex(after: &index)
                    if character == " " { lastSpace = (index, column) }
                }
            }
            if chunkStart < safe.endIndex { keep(CardRow.Piece(text: String(safe[chunkStart...]), x: chunkX, style: style)) }
        }
        func newline(_ indent: Int) {
            breakLine()
            column = 0
            if indent > 0 { emit(String(repeating: " ", count: indent * 2), .plain) }
        }
        func walk(_ v: JSONValue, _ indent: Int) {
            switch v {
            case .object(let o):
                emit("{", theme.jsonPunctuation)
                for (i, m) in o.members.enumerated() {
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
                for (i, item) in items.enumerated() {
                    if i > 0 { emit(",", theme.jsonPunctuation) }
                    newline(indent + 1)
                    walk(item.value, indent + 1)
                }
                if !items.isEmpty { newline(indent) }
                emit("]", theme.jsonPunctuation)
            case .string:
                emit(JSONWriter.string(v), theme.jsonString)
            default:
                emit(JSONWriter.string(v), theme.jsonLiteral)
            }
        }
        walk(value, 0)
        breakLine()
        let shown = visibleRows.clamped(to: 0..<rowCount)
        var buffer = Buffer(width: width, height: shown.count)
        for (y, pieces) in rows.prefix(shown.count).enumerated() {
            for piece in pieces { buffer.write(piece.text, x: piece.x, y: y, style: piece.style) }
        }
        return (buffer, rowCount)
    }
}
