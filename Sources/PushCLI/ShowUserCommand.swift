import ArgumentParser
import PushPersonalization
import TextFormats

/// `push-composer users show NAME`: one test user's attributes as the file holds them.
struct ShowUserCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a test user's attributes (JSON)."
    )

    @Argument(help: "The user's name in the file.")
    var name: String

    @OptionGroup var usersFile: UsersFileOption

    func execute(_ io: CLIIO) async -> Int32 {
        let file = usersFile.path(io)
        do throws(TestUsersError) {
            let users = try TestUsersFile.open(file)
            guard let attributes = users.attributes(of: name) else {
                throw TestUsersError(UsersFileOption.unknown(name, in: users))
            }
            // The same JSON; on a terminal, invisible and control characters are written escaped.
            io.out(JSONWriter.string(.object(attributes), style: .pretty, escaping: io.stdoutIsTerminal ? .invisibles : .minimal) + "\n")
            return 0
        } catch {
            io.errorLine("push-composer users show: \(error.message)")
            return 1
        }
    }
}
