import PushPersonalization
import TerminalKit

/// The all-users table of `validate`: one row per test user and phone, with the outcome, the
/// exact bytes, and what the lock screen cuts.
struct UsersTable {
    let ansi: ANSI

    /// The table for one file; every cell is sanitised (names and reasons come from outside).
    func render(_ reports: [UserReport], file: String, usersFile: String) -> String {
        let rows = reports.flatMap(\.rows).map { $0.map { Sanitizer.sanitize($0) } }
        let lines = TextTable.lines(header: UserReport.header, rows: rows)
        return (["\(Sanitizer.sanitize(file)): as each test user of \(Sanitizer.sanitize(usersFile)):", ansi.dim(lines[0])] + lines.dropFirst())
            .joined(separator: "\n") + "\n"
    }
}
