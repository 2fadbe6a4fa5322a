import TerminalKit

/// The lines of the palette: a line to type into, the matching actions with their keys (each
/// summary wrapped, never cut), then how fields, choices and the mouse work.
struct CommandPaletteView {
    let palette: CommandPalette
    let width: Int

    /// The widest key column: longer key lists wrap under the summary's start instead.
    static let keysWidth = 16

    /// The lines, and which ones the cursor is on.
    func content() -> (lines: [String], selected: Range<Int>?) {
        let textWidth = max(20, width - 8)
        let summaryWidth = max(10, textWidth - Self.keysWidth - 1)
        var lines = ["Find:", ""]
        var selected: Range<Int>?
        let rows = palette.rows
        if rows.isEmpty { lines.append("No action holds \"\(Sanitizer.sanitize(palette.filter.text))\".") }
        for (index, binding) in rows.enumerated() {
            let keys = binding.keys.map(KeyMap.name).joined(separator: " ")
            let summary = TextLayout.wrap(binding.action.summary, width: summaryWidth)
            let start = lines.count
            for (i, part) in summary.enumerated() {
                let lead = i == 0 ? TextLayout.pad(keys, toWidth: Self.keysWidth) : String(repeating: " ", count: Self.keysWidth)
                lines.append(lead + " " + part)
            }
            if index == palette.cursor { selected = start..<lines.count }
        }
        lines.append("")
        lines += Self.footer.flatMap { TextLayout.wrap($0, width: textWidth) }
        return (lines, selected)
    }

    /// What no binding says: closing, fields, choices, the mouse.
    static let footer = [
        "Esc closes this. Enter runs the chosen action; ↑/↓ choose; typing finds one.",
        "In a text field: ←/→ move, Ctrl-←/→ or Alt-B/Alt-F by word, Home/End or ^A/^E, Backspace, Delete or ^D, "
            + "^W or Alt-D delete a word, ^U and ^K delete to the start and the end.",
        "Choices: ←/→ or Space; yes/no fields cycle yes, no, not set. A number arrives selected: typing replaces it.",
        "Mouse: click a tab or a field; the wheel scrolls the preview.",
    ]
}
