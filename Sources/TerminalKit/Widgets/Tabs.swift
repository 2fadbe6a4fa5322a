/// A row of tab titles, one selected; Left/Right switch.
public struct Tabs: InteractiveWidget, Sendable {
    /// Titles.
    public var titles: [String]
    /// The selected tab.
    public var selectedIndex: Int
    /// Whether it has the focus.
    public var isFocused = false

    /// Tabs with `titles`, the first (or `selected`) chosen.
    public init(_ titles: [String], selected: Int = 0) {
        self.titles = titles
        self.selectedIndex = selected
    }

    /// Left/Right when focused; Ctrl-PgUp/Ctrl-PgDn from anywhere the screen forwards them.
    public mutating func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event, !titles.isEmpty else { return false }
        switch (key.key, key.modifiers) {
        case (.left, []), (.pageUp, .ctrl): selectedIndex = (selectedIndex + titles.count - 1) % titles.count
        case (.right, []), (.pageDown, .ctrl): selectedIndex = (selectedIndex + 1) % titles.count
        default: return false
        }
        return true
    }

    /// " One │ Two │ Three ", the selected title reversed; titles that do not fit end in "…".
    public func render(in area: Rect, buffer: inout Buffer) {
        guard area.height > 0 else { return }
        let row = area.row(0)
        buffer.fill(row)
        var x = area.x
        for (i, title) in titles.enumerated() {
            if i > 0 { x += buffer.write("│", x: x, y: area.y, style: Style().dim, clip: row) }
            let room = area.maxX - x
            guard room > 0 else { break }
            let look = i == selectedIndex ? (isFocused ? Style().reversed.bold : Style().reversed) : .plain
            x += buffer.write(TextLayout.truncate(" " + Sanitizer.sanitize(title) + " ", toWidth: room), x: x, y: area.y, style: look, clip: row)
        }
    }
}
