/// A modal box with a title, a wrapped message and buttons; Enter chooses, Esc cancels.
public struct Dialog: InteractiveWidget, Sendable {
    /// How the dialog ended.
    public enum Result: Hashable, Sendable {
        /// The button at this index was chosen.
        case button(Int)
        /// Esc was pressed.
        case cancelled
    }

    /// The title on the border.
    public var title: String
    /// The message, wrapped to the box.
    public var message: String
    /// Button labels, left to right.
    public var buttons: [String]
    /// The highlighted button.
    public var selectedButton = 0
    /// Set once the user chose or cancelled.
    public private(set) var result: Result?
    /// Always focused while shown.
    public var isFocused = true
    /// The widest the box gets.
    public var maximumWidth = 60

    /// A dialog; the first button is the default.
    public init(title: String, message: String, buttons: [String] = ["OK"]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// Left/Right/Tab choose a button, Enter confirms, Esc cancels. Every key is taken: it is modal.
    public mutating func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event else { return true }
        switch key.key {
        case .left, .backTab: selectedButton = max(0, selectedButton - 1)
        case .right, .tab: selectedButton = min(buttons.count - 1, selectedButton + 1)
        case .enter: result = .button(selectedButton)
        case .escape: result = .cancelled
        default: break
        }
        return true
    }

    /// The box's rectangle when centred in `area`.
    public func frame(in area: Rect) -> Rect {
        let width = min(area.width, max(maximumWidth, buttonRowWidth + 4))
        let lines = TextLayout.wrap(Sanitizer.sanitize(message, keepingNewlines: true), width: max(1, width - 4))
        return area.centered(width: width, height: lines.count + 4)
    }

    /// The buttons as drawn, "[ OK ]".
    var buttonLabels: [String] { buttons.map { "[ " + Sanitizer.sanitize($0) + " ]" } }

    /// Cells the row of buttons takes (two spaces between buttons).
    var buttonRowWidth: Int { buttonLabels.map { DisplayWidth.of($0) }.reduce(0, +) + 2 * max(0, buttons.count - 1) }

    /// Clears its box (hiding what is under it), draws the border, message and buttons.
    public func render(in area: Rect, buffer: inout Buffer) {
        let box = frame(in: area)
        guard box.width >= 6, box.height >= 3 else { return }
        buffer.fill(box)
        buffer.drawBox(box, title: title, style: Style().bold)
        let inner = box.inset(dx: 2, dy: 1)
        let lines = TextLayout.wrap(Sanitizer.sanitize(message, keepingNewlines: true), width: max(1, inner.width))
        for (i, line) in lines.enumerated() where i < inner.height - 1 {
            buffer.write(line, x: inner.x, y: inner.y + i, clip: inner)
        }
        let labels = buttonLabels
        let total = buttonRowWidth
        var x = inner.x + max(0, (inner.width - total) / 2)
        let y = inner.maxY - 1
        for (i, label) in labels.enumerated() {
            x += buffer.write(label, x: x, y: y, style: i == selectedButton ? Style().reversed.bold : .plain, clip: inner) + 2
        }
    }
}
