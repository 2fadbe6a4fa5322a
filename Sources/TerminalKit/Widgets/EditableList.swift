/// A list of strings the user can walk, reorder and prune; new items come from the screen.
public struct EditableList: InteractiveWidget, Sendable {
    /// The items, in order.
    public private(set) var items: [String]
    /// The selected item's index (0 when empty).
    public private(set) var selection = 0
    /// Whether it has the focus.
    public var isFocused = false
    /// Shown when there are no items.
    public var emptyText: String
    /// First visible item.
    public private(set) var scrollOffset = 0
    private var pageHeight = 1

    /// A list of `items`, the first selected.
    public init(_ items: [String] = [], emptyText: String = "(empty)") {
        self.items = items
        self.emptyText = emptyText
    }

    /// The selected item, if any.
    public var selected: String? { items.indices.contains(selection) ? items[selection] : nil }

    /// Inserts `item` after the selection and selects it.
    public mutating func add(_ item: String) {
        let index = items.isEmpty ? 0 : selection + 1
        items.insert(item, at: index)
        selection = index
    }

    /// Replaces the selected item.
    public mutating func replaceSelected(with item: String) {
        guard items.indices.contains(selection) else { return }
        items[selection] = item
    }

    /// Removes the selected item; the selection stays at the same place.
    public mutating func removeSelected() {
        guard items.indices.contains(selection) else { return }
        items.remove(at: selection)
        selection = min(selection, max(0, items.count - 1))
    }

    /// Moves the selected item up (negative) or down, keeping it selected.
    public mutating func moveSelected(by delta: Int) {
        let target = selection + delta
        guard items.indices.contains(selection), items.indices.contains(target) else { return }
        items.swapAt(selection, target)
        selection = target
    }

    /// Selects another item, clamped.
    public mutating func select(_ index: Int) { selection = min(max(0, index), max(0, items.count - 1)) }

    /// Up/Down select; Alt-Up/Alt-Down (or Ctrl) reorder; Delete removes.
    public mutating func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event else { return false }
        let reorder = key.modifiers.contains(.alt) || key.modifiers.contains(.ctrl)
        switch key.key {
        case .up where reorder: moveSelected(by: -1)
        case .down where reorder: moveSelected(by: 1)
        case .up: select(selection - 1)
        case .down: select(selection + 1)
        case .home: select(0)
        case .end: select(items.count - 1)
        case .pageUp: select(selection - pageHeight)
        case .pageDown: select(selection + pageHeight)
        case .delete: removeSelected()
        default: return false
        }
        return true
    }

    /// One item per row, "› " before the selection (reversed when focused), scrolled to keep it visible.
    public mutating func render(in area: Rect, buffer: inout Buffer) {
        buffer.fill(area)
        guard !area.isEmpty else { return }
        pageHeight = area.height
        if items.isEmpty {
            buffer.writeTruncated(emptyText, in: area.row(0), style: Style().dim)
            return
        }
        if selection < scrollOffset { scrollOffset = selection }
        if selection >= scrollOffset + area.height { scrollOffset = selection - area.height + 1 }
        scrollOffset = min(scrollOffset, max(0, items.count - area.height))
        for y in 0..<area.height where scrollOffset + y < items.count {
            let index = scrollOffset + y
            let isSelected = index == selection
            let look: Style = isSelected ? (isFocused ? Style().reversed : Style().bold) : .plain
            let row = area.row(y)
            buffer.fill(row, style: look)
            buffer.writeTruncated((isSelected ? "› " : "  ") + items[index], in: row, style: look)
        }
    }
}
