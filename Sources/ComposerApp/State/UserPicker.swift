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

    /// The rows for `users`, filtered by name.
    public func rows(_ users: TestUsers) -> [Row] {
        let text = filter.text.lowercased()
        let matching = users.users.indices.filter { text.isEmpty || users.users[$0].name.lowercased().contains(text) }
        return matching.map(Row.user) + [.asWritten, .newUser] + (users.users.isEmpty ? [] : [.allUsers])
    }
}
