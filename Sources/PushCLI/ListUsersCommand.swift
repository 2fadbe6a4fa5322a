import ArgumentParser
import PushPersonalization
import TerminalKit

/// `push-composer users list`: the test users' names, one a line, in file order.
struct ListUsersCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the test users, one name a line."
    )

    @OptionGroup var usersFile: UsersFileOption

    func execute(_ io: CLIIO) async -> Int32 {
        guard let users = usersFile.open(io, for: "list") else { return 2 }
        if users.names.isEmpty {
            io.errorLine("no test users in \(users.path): add one with push-composer users add NAME --set first_name=…")
        }
        for name in users.names { io.out(Sanitizer.sanitize(name) + "\n") }
        return 0
    }
}
