/// A read-only view of long text: wrapped to its width, scrolled with keys and the wheel.
public struct ScrollPane: InteractiveWidget, Sendable {
    /// The text (sanitised when drawn; newlines kept).
    public var text: String
    /// First visible wrapped line.
    public private(set) var offset = 0
    /// Whether it has the focus.
    public var isFocused = false
    private var pageHeight = 1
    private var lineCount = 0

    /// A pane showing `text` from the top.
    public init(text: String) { self.text = text }

    /// Up/Down, PgUp/PgDn, Home/End and the wheel scroll.
    public mutating func handle(_ event: Event) -> Bool {
        switch event {
        case .key(let key):
            switch key.key {
            case .up: scroll(by: -1)
            case .down: scroll(by: 1)
            case .pageUp: scroll(by: -max(1, pageHeight - 1))
            case .pageDown, .character(" "): scroll(by: max(1, pageHeight - 1))
            case .home: offset = 0
            case .end: offset = max(0, lineCount - pageHeight)
            default: return false
            }
            return true
        case .mouse(let mouse) where mouse.kind == .wheelUp:
            scroll(by: -3); return true
        case .mouse(let mouse) where mouse.kind == .wheelDown:
            scroll(by: 3); return true
        default:
            return false
        }
    }

    /// Scrolls by `delta` lines, staying within the text.
    public mutating func scroll(by delta: Int) {
        offset = min(max(0, offset + delta), max(0, lineCount - pageHeight))
    }

    /// Draws the visible lines; when the text is longer than the pane, the last column shows where we are.
    public mutating func render(in area: Rect, buffer: inout Buffer) {
        buffer.fill(area)
        guard !area.isEmpty else { return }
        let safe = Sanitizer.sanitize(text, keepingNewlines: true)
        var lines = TextLayout.wrap(safe, width: area.width)
        let overflows = lines.count > area.height && area.width > 1
        if overflows { lines = TextLayout.wrap(safe, width: area.width - 1) }
        lineCount = lines.count
        pageHeight = area.height
        offset = min(offset, max(0, lineCount - pageHeight))
        let textArea = Rect(x: area.x, y: area.y, width: area.width - (overflows ? 1 : 0), height: area.height)
        for y in 0..<area.height where offset + y < lines.count {
            buffer.write(lines[offset + y], x: textArea.x, y: area.y + y, clip: textArea)
        }
        guard overflows else { return }
        // Scroll bar: a reversed thumb sized to the visible share, on a dim track.
        let x = area.maxX - 1
        let thumb = max(1, area.height * area.height / lineCount)
        let top = (area.height - thumb) * offset / max(1, lineCount - area.height)
        for y in 0..<area.height {
            let onThumb = y >= top && y < top + thumb
            buffer.set(onThumb ? " " : "│", width: 1, x: x, y: area.y + y, style: onThumb ? Style().reversed : Style().dim)
        }
    }
}
