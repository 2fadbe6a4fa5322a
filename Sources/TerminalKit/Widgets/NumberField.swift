/// An integer input with bounds: type digits, or step with Up/Down; out-of-range values show in red.
public struct NumberField: InteractiveWidget, Sendable {
    /// The digits as typed.
    public var editor: LineEditor
    /// Allowed values.
    public var bounds: ClosedRange<Int>
    /// Up/Down step.
    public var step: Int
    /// Whether it has the focus.
    public var isFocused = false
    /// Where the cursor landed in the last render.
    public private(set) var cursor: Point?

    /// A field holding `value` within `bounds`.
    public init(value: Int, bounds: ClosedRange<Int>, step: Int = 1) {
        self.bounds = bounds
        self.step = step
        self.editor = LineEditor(String(min(max(value, bounds.lowerBound), bounds.upperBound)))
    }

    /// The typed value, if it parses (it may be out of bounds while typing).
    public var typedValue: Int? { Int(editor.text) }
    /// Whether the typed text is a number within bounds.
    public var isValid: Bool { typedValue.map(bounds.contains) ?? false }
    /// The value clamped into bounds (the lower bound when the text does not parse).
    public var value: Int { min(max(typedValue ?? bounds.lowerBound, bounds.lowerBound), bounds.upperBound) }

    /// Replaces the text by the clamped value, e.g. when leaving the field.
    public mutating func commit() { editor.text = String(value) }

    /// Digits and minus edit; Up/Down step within bounds; other editing keys as in a text field.
    public mutating func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event else { return false }
        if let c = key.typedCharacter {
            guard c.isASCII && (c.isNumber || (c == "-" && bounds.lowerBound < 0)) else { return c == "+" ? stepBy(step) : true }
            editor.insert(String(c))
            return true
        }
        switch key.key {
        case .up where key.modifiers.isEmpty: return stepBy(step)
        case .down where key.modifiers.isEmpty: return stepBy(-step)
        case .pageUp: return stepBy(step * 10)
        case .pageDown: return stepBy(-step * 10)
        case .enter: commit(); return true
        default: return editor.handle(key)
        }
    }

    private mutating func stepBy(_ delta: Int) -> Bool {
        editor.text = String(min(max(value + delta, bounds.lowerBound), bounds.upperBound))
        return true
    }

    /// Draws the number, then the bounds dimmed: "42  (0–100)".
    public mutating func render(in area: Rect, buffer: inout Buffer) {
        guard area.height > 0 else { cursor = nil; return }
        let row = area.row(0)
        buffer.fill(row)
        var look = isFocused ? Style().underlined : Style.plain
        if !isValid { look = look.fg(.red).bold }
        let fieldWidth = min(area.width, max(editor.characters.count + 1, String(bounds.upperBound).count + 1))
        buffer.fill(Rect(x: area.x, y: area.y, width: fieldWidth, height: 1), style: look)
        let view = LineView(editor.characters)
        let offset = view.scroll(keeping: editor.cursor, visible: fieldWidth, from: 0)
        view.draw(in: Rect(x: area.x, y: area.y, width: fieldWidth, height: 1), row: area.y, offset: offset, style: look, buffer: &buffer)
        let hint = Rect(x: area.x + fieldWidth + 1, y: area.y, width: area.width - fieldWidth - 1, height: 1)
        buffer.writeTruncated("(\(bounds.lowerBound)–\(bounds.upperBound))", in: hint, style: Style().dim)
        cursor = isFocused ? Point(x: area.x + view.column(of: editor.cursor) - offset, y: area.y) : nil
    }
}
