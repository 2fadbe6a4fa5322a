import ArgumentParser
import PushPersonalization

/// `push-composer users add NAME --set PATH=VALUE…`: adds a test user by hand, or sets
/// attributes on one already in the file.
struct AddUserCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a test user, or set attributes on one.",
        discussion: """
        PATH is attribute names joined by dots, as templates address them: first_name, language, \
        custom_attribute.tier, live_data.content_blocks. VALUE is read as JSON when it is a JSON \
        value (120, true, null, ["a","b"], "007"), and as text otherwise. The user's other \
        attributes are kept. The file is written with mode 600.
        Example: push-composer users add ana-test --set first_name=Ana --set language=pt --set custom_attribute.tier=gold
        """
    )

    @Argument(help: "The user's name in the file (their external id, or any name you test with).")
    var name: String

    @Option(name: .customLong("set"), help: ArgumentHelp("An attribute to set; repeat for more.", valueName: "PATH=VALUE"))
    var assignments: [String] = []

    @OptionGroup var usersFile: UsersFileOption

    func execute(_ io: CLIIO) async -> Int32 {
        let file = usersFile.path(io)
        do throws(TestUsersError) {
            guard !name.isEmpty else { throw TestUsersError("a test user needs a name, such as ana-test") }
            var parsed: [AttributeAssignment] = []
            for text in assignments { parsed.append(try AttributeAssignment(parsing: text)) }
            var users = try TestUsersFile.open(file)
            let isNew = try users.set(parsed, for: name)
            try usersFile.createDefaultFolder(io)
            try users.save()
            io.errorLine(isNew ? "added \(name) to \(file)" : "updated \(name) in \(file)")
            return 0
        } catch {
            io.errorLine("push-composer users add: \(error.message)")
            return 2
        }
    }
}
