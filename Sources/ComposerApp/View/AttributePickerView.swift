import PushPersonalization
import TerminalKit

/// The lines of the attribute picker: a line to type into, the matching attributes with each test
/// user's value, and the Liquid the chosen one inserts. Names and values come from the users file
/// and the request, so every one passes the sanitiser.
struct AttributePickerView {
    let picker: AttributePicker
    let width: Int
    /// The screen's height: only the rows around the cursor that fit are laid out.
    var height = 24

    /// The lines, and which one the cursor is on.
    func content() -> (lines: [String], selected: Range<Int>?) {
        var lines = ["Find:", ""]
        let rows = picker.rows
        let window = PickerWindow(count: rows.count, cursor: picker.cursor, height: height)
        let nameWidth = min(36, rows[window.visible].map { DisplayWidth.of(Sanitizer.sanitize(picker.attributes[$0].written)) }.max() ?? 0)
        let lineWidth = max(20, width - 12)
        if rows.isEmpty { lines.append("  No attribute holds \"\(Sanitizer.sanitize(picker.filter.text))\".") }
        let selected = window.append(to: &lines, width: lineWidth) { index in
            let attribute = picker.attributes[rows[index]]
            return "  " + TextLayout.pad(Sanitizer.sanitize(attribute.written), toWidth: nameWidth) + "  " + values(attribute)
        }
        lines.append("")
        if let chosen = picker.chosen { lines.append(TextLayout.truncate("Inserts " + Sanitizer.sanitize(chosen.liquid), toWidth: lineWidth)) }
        lines.append("Type to find · ↑/↓ · Enter inserts at the cursor · Esc closes")
        return (lines, selected)
    }

    /// Each test user's value, as `ana Ana · kenji 健二 · no-name —`; none without test users.
    private func values(_ attribute: InsertableAttribute) -> String {
        guard !attribute.values.isEmpty else { return "" }
        let more = attribute.moreUsers > 0 ? " · \(attribute.moreUsers) more" : ""
        return attribute.values.map { Sanitizer.sanitize("\(Self.short($0.user)) \($0.text.map { Self.short($0) } ?? "—")") }.joined(separator: " · ") + more
    }

    /// A value cut to a glance: a long one (an address, a JSON blob) is not the point here.
    private static func short(_ text: String) -> String {
        // Only the start is looked at: a value may be a megabyte.
        let oneLine = text.prefix(64).split(whereSeparator: \.isNewline).joined(separator: " ")
        return oneLine.count > 24 ? String(oneLine.prefix(23)) + "…" : oneLine.isEmpty ? "\"\"" : oneLine
    }
}
