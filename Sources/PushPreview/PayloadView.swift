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
        var rows: [[CardRow.Piece]] = []
        var current: [CardRow.Piece] = []
        var column = 0
        func emit(_ text: String, _ style: Style) {
            let safe = Sanitizer.sanitize(text)
            // Most tokens fit the line whole: one piece, no per-character work.
            let tokenWidth = DisplayWidth.of(safe)
            if column + tokenWidth <= width {
                current.append(CardRow.Piece(text: safe, x: column, style: style))
                column += tokenWidth
                return
            }
            var continuing = false
            for character in safe {
                let w = DisplayWidth.of(character)
                if column + w > width && column > 0 {
                    rows.append(current)
                    current = [CardRow.Piece(text: "  ", x: 0, style: .plain)]
                    column = 2
                    continuing = false
                }
                if continuing {
                    current[current.count - 1].text.append(character)
                } else {
                    current.append(CardRow.Piece(text: String(character), x: column, style: style))
                    continuing = true
                }
                column += w
            }
        }
        func newline(_ indent: Int) {
            rows.append(current)
            current = []
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
        rows.append(current)
        let shown = visibleRows.clamped(to: 0..<rows.count)
        var buffer = Buffer(width: width, height: shown.count)
        for y in shown {
            for piece in rows[y] { buffer.write(piece.text, x: piece.x, y: y - shown.lowerBound, style: piece.style) }
        }
        return (buffer, rows.count)
    }
}
