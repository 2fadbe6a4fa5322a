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
        let users = state.testUsers.users
        let rows = picker.rows(state.testUsers)
        let window = PickerWindow(count: rows.count, cursor: picker.cursor, height: height)
        let nameWidth = min(24, rows[window.visible].compactMap { row -> Int? in
            if case .user(let at) = row { return DisplayWidth.of(Sanitizer.sanitize(users[at].name)) } else { return nil }
        }.max() ?? 0)
        if let problem = state.audience.problem {
            lines += TextLayout.wrap(Sanitizer.sanitize(problem), width: max(20, width - 12))
            lines.append("")
        } else if users.isEmpty {
            lines += TextLayout.wrap(Sanitizer.sanitize("No test users in \(state.usersFile) yet: push-composer users add NAME --set first_name=… adds one, "
                + "and this list reads the file again when it changes."), width: max(20, width - 12))
            lines.append("")
        }
        let selected = window.append(to: &lines, width: max(20, width - 12)) { index in
            let row = rows[index]
            switch row {
            case .user(let at):
                let user = users[at]
                let mark = state.previewUser == at ? "●" : " "
                let typed = state.audience.typed.contains { $0.name == user.name } ? "  (typed, in no file)" : ""
                // A Braze test recipient with no attributes: said instead of "(no attributes)",
                // with the command that reads them.
                let about = user.isRecipientOnly ? "Braze test user, no attributes until users fetch" : summary(user.attributes)
                return "\(mark) " + TextLayout.pad(Sanitizer.sanitize(user.name), toWidth: nameWidth) + "  " + about + typed
            case .asWritten:
                return (state.previewUser == nil ? "● " : "  ") + (row.label ?? "")
            case .newUser, .allUsers:
                return "  " + (row.label ?? "")
            }
        }
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
