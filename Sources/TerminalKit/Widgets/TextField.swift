/// A single-line text input with a cursor, horizontal scrolling and UTF-8 editing.
public struct TextField: InteractiveWidget, Sendable {
    /// The text and cursor.
    public var editor: LineEditor
    /// Shown dimmed when the field is empty.
    public var placeholder: String
    /// Whether it has the focus.
    public var isFocused = false
    /// Style of the text.
    public var style: Style
    /// Style of the field while focused.
    public var focusedStyle: Style
    /// The first visible cell column of the text.
    public private(set) var scrollOffset = 0
    /// Where the cursor landed in the last render.
    public private(set) var cursor: Point?

    /// A field holding `text`, cursor at the end.
    public init(text: String = "", placeholder: String = "", style: Style = .plain, focusedStyle: Style = Style().underlined) {
        self.editor = LineEditor(text)
        self.placeholder = placeholder
        self.style = style
        self.focusedStyle = focusedStyle
    }

    /// The text as entered (unsanitised: the sanitiser only changes how it is drawn).
    public var text: String {
        get { editor.text }
        set { editor.text = newValue }
    }

    /// Edits the text; a paste becomes one line (line breaks turn into spaces).
    public mutating func handle(_ event: Event) -> Bool {
        switch event {
        case .paste(let pasted):
            let line = pasted.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).joined(separator: " ")
            editor.insert(line)
            return true
        case .key(let key):
            return editor.handle(key)
        default:
            return false
        }
    }

    /// Draws the visible part of the text and records the cursor position.
    public mutating func render(in area: Rect, buffer: inout Buffer) {
        guard area.width > 0, area.height > 0 else { cursor = nil; return }
        let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        let look = isFocused ? focusedStyle : style
        buffer.fill(row, style: look)
        if editor.characters.isEmpty && !placeholder.isEmpty {
            buffer.writeTruncated(placeholder, in: row, style: look.dim)
        }
        let view = editor.view
        scrollOffset = view.scroll(keeping: editor.cursor, visible: area.width)
        view.draw(editor.characters, joined: editor.text, in: row, row: area.y, offset: scrollOffset, style: look, buffer: &buffer)
        cursor = isFocused ? Point(x: area.x + view.column(of: editor.cursor) - scrollOffset, y: area.y) : nil
    }
}
