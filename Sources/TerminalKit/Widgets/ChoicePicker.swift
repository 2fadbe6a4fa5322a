/// Picks one of a few options with Left and Right: "‹ Option ›".
public struct ChoicePicker: InteractiveWidget, Sendable {
    /// The options shown.
    public var options: [String]
    /// The chosen option's index.
    public var selectedIndex: Int
    /// Whether it has the focus.
    public var isFocused = false

    /// A picker over `options`, the first (or `selected`) chosen.
    public init(_ options: [String], selected: Int = 0) {
        self.options = options
        self.selectedIndex = min(max(0, selected), max(0, options.count - 1))
    }

    /// The chosen option, if there are any.
    public var selected: String? { options.indices.contains(selectedIndex) ? options[selectedIndex] : nil }

    /// Left/Right (or Space) move through the options, wrapping around.
    public mutating func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event, key.modifiers.isEmpty, !options.isEmpty else { return false }
        switch key.key {
        case .left: selectedIndex = (selectedIndex + options.count - 1) % options.count
        case .right, .character(" "): selectedIndex = (selectedIndex + 1) % options.count
        case .home: selectedIndex = 0
        case .end: selectedIndex = options.count - 1
        default: return false
        }
        return true
    }

    /// Draws "‹ Option ›", truncating the option to fit.
    public func render(in area: Rect, buffer: inout Buffer) {
        guard area.height > 0, area.width >= 5 else { return }
        let row = area.row(0)
        buffer.fill(row)
        let look = isFocused ? Style().reversed : Style().bold
        let name = TextLayout.truncate(Sanitizer.sanitize(selected ?? ""), toWidth: area.width - 4)
        buffer.write("‹ " + name + " ›", x: area.x, y: area.y, style: look, clip: row)
    }
}
