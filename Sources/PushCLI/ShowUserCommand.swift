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
        guard let users = usersFile.open(io, for: "show") else { return 2 }
        guard let attributes = users.attributes(of: name) else {
            io.errorLine("push-composer users show: " + UsersFileOption.unknown(name, in: users))
            return 1
        }
        // The same JSON; on a terminal, invisible and control characters are written escaped.
        io.out(JSONWriter.string(.object(attributes), style: .pretty, escaping: io.stdoutIsTerminal ? .invisibles : .minimal) + "\n")
        return 0
    }
}
