/// An on/off switch drawn as a check box and a label.
public struct Toggle: InteractiveWidget, Sendable {
    /// The label.
    public var label: String
    /// Whether it is on.
    public var isOn: Bool
    /// Whether it has the focus.
    public var isFocused = false

    /// A toggle with a label.
    public init(_ label: String, isOn: Bool = false) {
        self.label = label
        self.isOn = isOn
    }

    /// Space or Enter flips it.
    public mutating func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event, key.modifiers.isEmpty else { return false }
        switch key.key {
        case .character(" "), .enter: isOn.toggle(); return true
        default: return false
        }
    }

    /// "[x] Label", the box highlighted when focused.
    public func render(in area: Rect, buffer: inout Buffer) {
        guard area.height > 0 else { return }
        buffer.fill(area.row(0))
        let box = isOn ? "[x]" : "[ ]"
        let used = buffer.write(box, x: area.x, y: area.y, style: isFocused ? Style().reversed : .plain, clip: area)
        let rest = Rect(x: area.x + used + 1, y: area.y, width: area.width - used - 1, height: 1)
        buffer.writeTruncated(label, in: rest)
    }
}
