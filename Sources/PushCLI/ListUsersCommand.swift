import ArgumentParser
import ComposerSettings
import PlainText
import PushPersonalization
import TerminalKit

/// `push-composer users list`: the test users' names, one a line: the users file's in its order,
/// then Braze's test recipients it does not hold.
struct ListUsersCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the test users, one name a line."
    )

    @OptionGroup var usersFile: UsersFileOption

    func execute(_ io: CLIIO) async -> Int32 {
        guard let users = usersFile.open(io, for: "list") else { return 2 }
        // Braze's test recipients are test users too: listed after the file's, with a note.
        let recipients = (UserConfig.load(environment: io.environment).value.sending.braze?.testUsers ?? [])
            .filter { !users.names.contains($0) }
        if users.names.isEmpty && recipients.isEmpty {
            io.errorLine("no test users in \(users.path): add one with push-composer users add NAME --set first_name=…")
        }
        for name in users.names + recipients { io.out(Sanitizer.sanitize(name) + "\n") }
        if !recipients.isEmpty {
            let list = recipients.joined(separator: ", "), words = recipients.map(ShellWord.minimal).joined(separator: " ")
            io.errorLine("note: \(list) \(recipients.count == 1 ? "is a Braze test recipient" : "are Braze test recipients") ([braze] test_users) "
                + "with no attributes yet: push-composer users fetch \(words) reads them from Braze")
        }
        return 0
    }
}
