import PushPersonalization
import TerminalKit

/// Preview as: the test users that match what is typed, then the push as written, then a user
/// typed on the spot.
public struct UserPicker: FilteredList, Sendable, Equatable {
    /// One row.
    public enum Row: Sendable, Equatable {
        /// The test user at this index.
        case user(Int)
        /// The push as written, Liquid unrendered.
        case asWritten
        /// A new user, typed as attributes, kept in no file.
        case newUser
        /// Every test user at once, on every phone: the all-users table.
        case allUsers

        /// How a row other than a user's reads, and the words it is found by.
        public var label: String? {
            switch self {
            case .user: nil
            case .asWritten: "as written (Liquid not rendered)"
            case .newUser: "a new user… (typed here, kept until you quit)"
            case .allUsers: "every test user at once: a table of what each gets on each phone"
            }
        }
    }

    /// What is typed to find a user by name.
    public var filter = LineEditor("")
    /// The row with the cursor.
    public var cursor = 0

    /// Opens with the cursor on the user after `current` (Alt-U then Enter goes to the next user).
    public init(after current: Int?, users: TestUsers) {
        let next = (current ?? -1) + 1
        cursor = next < users.users.count ? next : users.users.count
    }

    /// The rows for `users`, filtered by name; the other rows found by their words.
    public func rows(_ users: TestUsers) -> [Row] {
        let text = filter.text.lowercased()
        let fixed: [Row] = [.asWritten, .newUser] + (users.users.isEmpty ? [] : [.allUsers])
        let matching = users.users.indices.filter { text.isEmpty || users.users[$0].name.lowercased().contains(text) }
        guard !text.isEmpty else { return matching.map(Row.user) + fixed }
        // What is typed finds the other rows by their words too ("new", "written", "every"),
        // ahead of those it does not name, so Enter takes what was typed for.
        let named = fixed.filter { $0.label?.lowercased().contains(text) == true }
        return matching.map(Row.user) + named + fixed.filter { !named.contains($0) }
    }

    /// Typing finds a user by name, ↑/↓ move, Enter answers with the row, Esc closes. The
    /// preview-as keys again step on, as they did before there was a picker; the ends round, so
    /// the table and the new user are one key from the top.
    mutating func update(_ key: KeyEvent, users: TestUsers) -> OverlayReply<Row> {
        let rows = rows(users)
        let stepsOn = KeyMap.standard.action(for: key) == .previewAs
        if navigate(stepsOn ? KeyEvent(.down) : key, rows: rows.count) { return .stay }
        switch key.key {
        case .escape: return .close
        case .enter: return rows.indices.contains(cursor) ? .answer(rows[cursor]) : .stay
        default: return .stay
        }
    }
}
