/// A multi-line text input: lines of graphemes, a cursor, and scrolling both ways.
public struct TextArea: InteractiveWidget, Sendable {
    /// The lines, each with its own cursor; only the current line's cursor matters.
    public private(set) var lines: [LineEditor]
    /// The current line.
    public private(set) var row = 0
    /// Whether it has the focus.
    public var isFocused = false
    /// Style of the text.
    public var style: Style
    /// First visible line.
    public internal(set) var scrollRow = 0
    /// First visible cell column.
    public private(set) var scrollColumn = 0
    /// Where the cursor landed in the last render.
    public internal(set) var cursor: Point?
    /// Lines shown in the last render, for Page Up/Down.
    private var pageHeight = 1

    /// An area holding `text`, cursor at the end.
    public init(text: String = "", style: Style = .plain) {
        self.lines = TextArea.split(text).map { LineEditor($0) }
        self.style = style
        self.row = lines.count - 1
    }

    /// The text, lines joined with "\n".
    public var text: String {
        get { lines.map(\.text).joined(separator: "\n") }
        set { lines = TextArea.split(newValue).map { LineEditor($0) }; row = lines.count - 1 }
    }

    /// The cursor as (line, grapheme in line).
    public var position: (row: Int, column: Int) { (row, lines[row].cursor) }

    static func split(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
    }

    /// Inserts text that may span lines, at the cursor.
    public mutating func insert(_ text: String) {
        let parts = TextArea.split(text)
        lines[row].insert(parts[0])
        guard parts.count > 1 else { return }
        let tail = Array(lines[row].characters[lines[row].cursor...])
        lines[row].deleteToEnd()
        var added = parts.dropFirst().map { LineEditor($0) }
        added[added.count - 1].insert(String(tail))
        added[added.count - 1].cursor = parts.last!.count
        lines.insert(contentsOf: added, at: row + 1)
        row += added.count
    }

    /// Moves to another line, keeping the cell column as near as it can.
    mutating func moveLine(by delta: Int) {
        let target = min(max(0, row + delta), lines.count - 1)
        guard target != row else { return }
        let column = lines[row].view.column(of: lines[row].cursor)
        let view = lines[target].view
        var index = 0
        while index < view.count && view.column(of: index + 1) <= column { index += 1 }
        row = target
        lines[row].cursor = index
    }

    /// Edits: Enter splits the line, Backspace/Delete join lines at the edges, arrows and pages move.
    public mutating func handle(_ event: Event) -> Bool {
        switch event {
        case .paste(let text):
            insert(text)
            return true
        case .key(let key):
            return handle(key)
        case .mouse(let mouse) where mouse.kind == .wheelUp:
            moveLine(by: -3); return true
        case .mouse(let mouse) where mouse.kind == .wheelDown:
            moveLine(by: 3); return true
        default:
            return false
        }
    }

    private mutating func handle(_ key: KeyEvent) -> Bool {
        let line = lines[row]
        switch key.key {
        case .enter where key.modifiers.isEmpty:
            insert("\n")
        case .up: moveLine(by: -1)
        case .down: moveLine(by: 1)
        case .pageUp: moveLine(by: -max(1, pageHeight - 1))
        case .pageDown: moveLine(by: max(1, pageHeight - 1))
        case .backspace where line.cursor == 0 && row > 0 && key.modifiers.isEmpty:
            let joined = lines.remove(at: row)
            row -= 1
            let cursor = lines[row].characters.count
            lines[row].moveToEnd()
            lines[row].insert(joined.text)
            lines[row].cursor = cursor
        case .delete where line.cursor == line.characters.count && row + 1 < lines.count:
            let next = lines.remove(at: row + 1)
            let cursor = lines[row].cursor
            lines[row].insert(next.text)
            lines[row].cursor = cursor
        case .left where line.cursor == 0 && row > 0 && key.modifiers.isEmpty:
            row -= 1
            lines[row].moveToEnd()
        case .right where line.cursor == line.characters.count && row + 1 < lines.count && key.modifiers.isEmpty:
            row += 1
            lines[row].moveToStart()
        default:
            return lines[row].handle(key)
        }
        return true
    }

    /// Draws the visible lines; scrolls so the cursor stays in view.
    public mutating func render(in area: Rect, buffer: inout Buffer) {
        buffer.fill(area, style: style)
        guard !area.isEmpty else { cursor = nil; return }
        pageHeight = area.height
        if row < scrollRow { scrollRow = row }
        if row >= scrollRow + area.height { scrollRow = row - area.height + 1 }
        let current = lines[row].view
        scrollColumn = current.scroll(keeping: lines[row].cursor, visible: area.width)
        for y in 0..<area.height where scrollRow + y < lines.count {
            lines[scrollRow + y].view.draw(lines[scrollRow + y].characters, joined: lines[scrollRow + y].text, in: area.row(y), row: area.y + y, offset: scrollColumn, style: style, buffer: &buffer)
        }
        cursor = isFocused ? Point(x: area.x + current.column(of: lines[row].cursor) - scrollColumn, y: area.y + row - scrollRow) : nil
    }
}
