import PushCore
import TerminalKit

/// The all-users table of `validate`: one row per test user and phone, with the outcome, the
/// exact bytes, and what the lock screen cuts.
struct UsersTable {
    let ansi: ANSI

    /// The table for one file; names and reasons come from the users file and the template, so
    /// every cell is sanitised.
    func render(_ outcomes: [UserOutcome], phones: [PhoneSize], file: String, usersFile: String) -> String {
        var rows: [[String]] = []
        for outcome in outcomes {
            let name = Sanitizer.sanitize(outcome.user)
            guard let budget = outcome.budget else {
                rows.append([name, "", Sanitizer.sanitize(outcome.outcomeText)])
                continue
            }
            for (index, (phone, fit)) in outcome.fits.enumerated() {
                let first = index == 0
                rows.append([first ? name : "", phone.rawValue, first ? outcome.outcomeText : "",
                             first ? "\(budget.brazeBytes)/\(ByteBudget.brazeLimit)" : "",
                             first ? "\(budget.apnsBytes)/\(ByteBudget.apnsLimit)" : "",
                             cut(fit.title, lost: fit.titleLost), cut(fit.body, lost: fit.bodyLost)])
            }
        }
        let header = ["user", "phone", "outcome", "Braze", "APNs", "title", "body"]
        // A row that says why a user gets nothing runs on past the columns it does not fill.
        var widths = header.map { DisplayWidth.of($0) }
        for row in rows where row.count == header.count {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], DisplayWidth.of(cell)) }
        }
        widths[0] = max(widths[0], rows.map { DisplayWidth.of($0[0]) }.max() ?? 0)
        func line(_ cells: [String]) -> String {
            var text = "  "
            for (column, cell) in cells.enumerated() {
                text += column == cells.count - 1 ? cell : TextLayout.pad(cell, toWidth: widths[column]) + "  "
            }
            return text
        }
        var lines = ["\(Sanitizer.sanitize(file)): as each test user of \(Sanitizer.sanitize(usersFile)):", ansi.dim(line(header))]
        lines += rows.map(line)
        return lines.joined(separator: "\n") + "\n"
    }

    private func cut(_ text: FittedText?, lost: Int) -> String {
        guard let text else { return "-" }
        return text.isCut ? "cut, \(lost) lost" : "fits"
    }
}
