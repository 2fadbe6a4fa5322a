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
        var rows: [[CardRow.Piece]] = []
        var current: [CardRow.Piece] = []
        var column = 0
        func emit(_ text: String, _ style: Style) {
            for character in Sanitizer.sanitize(text) {
                let w = DisplayWidth.of(character)
                if column + w > width && column > 0 {
                    rows.append(current)
                    current = [CardRow.Piece(text: "  ", x: 0, style: .plain)]
                    column = 2
                }
                if let last = current.last, last.style == style, last.x + DisplayWidth.of(last.text) == column {
                    current[current.count - 1].text.append(character)
                } else {
                    current.append(CardRow.Piece(text: String(character), x: column, style: style))
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
        var buffer = Buffer(width: width, height: rows.count)
        for (y, pieces) in rows.enumerated() {
            for piece in pieces { buffer.write(piece.text, x: piece.x, y: y, style: piece.style) }
        }
        return buffer
    }
}
