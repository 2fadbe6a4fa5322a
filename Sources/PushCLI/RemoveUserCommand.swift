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
        let file = usersFile.path(io)
        do throws(TestUsersError) {
            var users = try TestUsersFile.open(file)
            let original = users
            for name in names where !users.remove(name) {
                throw TestUsersError(UsersFileOption.unknown(name, in: original))
            }
            try users.save()
            io.errorLine("removed \(names.joined(separator: ", ")) from \(file)")
            return 0
        } catch {
            io.errorLine("push-composer users remove: \(error.message)")
            return 1
        }
    }
}
