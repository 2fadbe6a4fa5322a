import ArgumentParser
import PushPersonalization

/// `push-composer users remove NAME…`: takes test users out of the file.
struct RemoveUserCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove test users from the file.",
        discussion: "Nothing is removed unless every name is in the file."
    )

    @Argument(help: "The users' names in the file.")
    var names: [String]

    @OptionGroup var usersFile: UsersFileOption

    func execute(_ io: CLIIO) async -> Int32 {
        guard var users = usersFile.open(io, for: "remove") else { return 2 }
        let original = users
        var removed: [String] = []
        for name in names where !removed.contains(name) {
            guard users.remove(name) else {
                io.errorLine("push-composer users remove: " + UsersFileOption.unknown(name, in: original))
                return 1
            }
            removed.append(name)
        }
        do throws(TestUsersError) {
            try users.save()
        } catch {
            io.errorLine("push-composer users remove: \(error.message)")
            return 2
        }
        io.errorLine("removed \(removed.joined(separator: ", ")) from \(users.path)")
        return 0
    }
}
