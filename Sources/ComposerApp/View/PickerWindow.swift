import TerminalKit

/// The rows of a picker that fit on the screen, scrolled to keep the cursor in view, with a
/// line above and below saying how many more there are: the preview-as and attribute pickers
/// scroll alike.
struct PickerWindow {
    /// The indices of the rows shown.
    let visible: Range<Int>
    /// How many rows there are.
    let count: Int
    /// The row with the cursor.
    let cursor: Int

    /// The window over `count` rows with the cursor on `cursor`, on a screen `height` rows tall.
    init(count: Int, cursor: Int, height: Int) {
        let room = max(3, height - 12)
        let first = min(max(0, cursor - room + 1), max(0, count - room))
        visible = first..<min(count, first + room)
        self.count = count
        self.cursor = cursor
    }

    /// Appends the shown rows to `lines`, each made by `text` and cut to `width`, between the
    /// "more" lines; returns the line the cursor is on.
    func append(to lines: inout [String], width: Int, _ text: (Int) -> String) -> Range<Int>? {
        var selected: Range<Int>?
        if visible.lowerBound > 0 { lines.append("  ↑ \(visible.lowerBound) more") }
        for index in visible {
            if index == cursor { selected = lines.count..<(lines.count + 1) }
            lines.append(TextLayout.truncate(text(index), toWidth: width))
        }
        if visible.upperBound < count { lines.append("  ↓ \(count - visible.upperBound) more") }
        return selected
    }
}
