import ArgumentParser
import ComposerSettings
import Glibc
import PushPersonalization
import SafeFiles

/// `--users FILE` of the `users` subcommands, and the file it names when left out.
struct UsersFileOption: ParsableArguments, Sendable {
    @Option(help: "The test users file (default: users.json beside the config).")
    var users: String?

    /// The option built in code, as send builds its personalisation: set, never left unparsed.
    static func given(_ users: String?) -> UsersFileOption {
        var option = UsersFileOption()
        option.users = users
        return option
    }

    /// The file to read and write: the one given, or the default, followed through a symbolic
    /// link (a users file kept in a dotfiles folder is written where it is; the link stays).
    func path(_ io: CLIIO) -> String {
        Self.resolvingLink(users ?? UserConfig.usersPath(environment: io.environment))
    }

    /// The users file opened for `command`, or nil once a line on stderr has said why it cannot be.
    func open(_ io: CLIIO, for command: String) -> TestUsersFile? {
        do throws(TestUsersError) {
            return try TestUsersFile.open(path(io))
        } catch {
            io.errorLine("push-composer users \(command): \(error.message)")
            return nil
        }
    }

    /// Makes the config folder when the default file is meant and the folder is missing, as on a
    /// machine where nothing has been set up yet; a folder given with `--users` must exist.
    func createDefaultFolder(_ io: CLIIO) throws(TestUsersError) {
        guard users == nil else { return }
        do {
            try FolderPath.create(UserConfig.directory(environment: io.environment))
        } catch {
            throw TestUsersError(error.message)
        }
    }

    /// The file a symbolic link at `path` leads to, or `path` itself.
    static func resolvingLink(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// The line for a name the file does not have: the nearest one, or the users there are.
    static func unknown(_ name: String, in users: TestUsersFile) -> String {
        if let near = users.suggestion(for: name) { return "\(users.path) has no user \"\(name)\"; did you mean \"\(near)\"?" }
        if users.names.isEmpty { return "\(users.path) has no test users; add one with push-composer users add \(name) --set first_name=…" }
        return "\(users.path) has no user \"\(name)\" (users list shows the \(users.names.count) it has)"
    }
}
