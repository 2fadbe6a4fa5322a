import BrazeLiquid
import PushPersonalization
import TerminalKit

/// The lines of the preview-as picker: a line to type a name into, the matching test users with
/// a few of their attributes, the push as written, and a new user. Names and values come from
/// the users file, so every one passes the sanitiser.
struct UserPickerView {
    let state: AppState
    let picker: UserPicker
    let width: Int
    /// The screen's height: only the rows around the cursor that fit are laid out, however
    /// many users the file has.
    var height = 24

    /// The lines, and which one the cursor is on.
    func content() -> (lines: [String], selected: Range<Int>?) {
        var lines = ["Find:", ""]
        var selected: Range<Int>?
        let users = state.testUsers.users
        let rows = picker.rows(state.testUsers)
        // The rows that fit, scrolled to keep the cursor in view.
        let room = max(3, height - 12)
        let first = min(max(0, picker.cursor - room + 1), max(0, rows.count - room))
        let visible = first..<min(rows.count, first + room)
        let nameWidth = min(24, rows[visible].compactMap { row -> Int? in
            if case .user(let at) = row { return DisplayWidth.of(Sanitizer.sanitize(users[at].name)) } else { return nil }
        }.max() ?? 0)
        if let problem = state.usersProblem {
            lines += TextLayout.wrap(Sanitizer.sanitize(problem), width: max(20, width - 12))
            lines.append("")
        } else if users.isEmpty {
            lines += TextLayout.wrap(Sanitizer.sanitize("No test users in \(state.usersFile) yet: push-composer users add NAME --set first_name=… adds one, "
                + "and this list reads the file again when it changes."), width: max(20, width - 12))
            lines.append("")
        }
        if first > 0 { lines.append("  ↑ \(first) more") }
        for index in visible {
            let row = rows[index]
            let text: String
            switch row {
            case .user(let at):
                let user = users[at]
                let mark = state.previewUser == at ? "●" : " "
                let typed = state.adHocUsers.contains { $0.name == user.name } ? "  (typed, in no file)" : ""
                // A Braze test recipient with no attributes: said instead of "(no attributes)",
                // with the command that reads them.
                let about = user.isRecipientOnly ? "Braze test user, no attributes until users fetch" : summary(user.attributes)
                text = "\(mark) " + TextLayout.pad(Sanitizer.sanitize(user.name), toWidth: nameWidth) + "  " + about + typed
            case .asWritten:
                text = (state.previewUser == nil ? "● " : "  ") + (row.label ?? "")
            case .newUser, .allUsers:
                text = "  " + (row.label ?? "")
            }
            if index == picker.cursor { selected = lines.count..<(lines.count + 1) }
            lines.append(TextLayout.truncate(text, toWidth: max(20, width - 12)))
        }
        if visible.upperBound < rows.count { lines.append("  ↓ \(rows.count - visible.upperBound) more") }
        lines += ["", "Type to find · ↑/↓ (End: the table) · Enter previews · Esc closes"]
        return (lines, selected)
    }

    /// A few attributes, as `first_name Ana · language ja`.
    private func summary(_ attributes: LiquidValue) -> String {
        guard case .hash(let hash) = attributes, !hash.isEmpty else { return "(no attributes)" }
        let shown = zip(hash.keys, hash.values).prefix(3).map { key, value in Sanitizer.sanitize("\(key) \(Self.short(value))") }
        return shown.joined(separator: " · ") + (hash.count > 3 ? " · …" : "")
    }

    private static func short(_ value: LiquidValue) -> String {
        switch value {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .hash: "{…}"
        default: "[…]"
        }
    }
}
