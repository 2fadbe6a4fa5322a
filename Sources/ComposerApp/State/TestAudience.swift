import PushPersonalization
import SafeFiles

/// Whom the push is previewed for: the test users (read from the users file, with those typed
/// this session and the config's Braze test recipients) and the push's translations, each with
/// the version of the file it was read from, so that a file is read again only when it changed.
public struct TestAudience: Sendable {
    /// The test users a push can be previewed as.
    public var users = TestUsers(users: [])
    /// The test users file, by its full path, as the launcher resolved it.
    public var file = "users.json"
    /// The users file as it was when `users` were read from it.
    public var stamp: FileStamp?
    /// Users typed in the preview-as picker this session, kept in no file.
    public private(set) var typed: [TestUsers.User] = []
    /// Why the users file was not read the last time, until it reads again.
    public private(set) var problem: String?
    /// The push's translations (`NAME.translations.json` beside it), with the config's locales.
    public var translations: Translations?
    /// The translations file as it was when read (nil: not there).
    public var translationsStamp: FileStamp?
    /// The workspace's content blocks (`content_blocks/` beside the config), read at start.
    public var workspace = WorkspaceData.none
    /// The message's own attributes from a pulled message's `NAME.message.json`, read at start.
    public var messageAttributes: [String: [String: String]] = [:]

    /// Adds a user typed this session, kept in no file until saved.
    mutating func add(typed user: TestUsers.User) {
        typed.append(user)
        users = TestUsers(users: users.users + [user])
    }

    /// The typed user `name` was written to `path`: kept apart no more when that is the users file.
    mutating func saved(_ name: String, in path: String) {
        if path == file { typed.removeAll { $0.name == name } }
    }

    /// The config's Braze test recipients join the users, with no attributes until fetched.
    mutating func join(recipients: [String]) {
        let joined = users.withRecipients(recipients)
        if joined.users.count != users.users.count { users = joined }
    }

    /// The users file read again (`stamp`): its users, the config's `recipients` and those typed
    /// this session replace the ones loaded; a file with a mistake keeps the users read before,
    /// and the reason is kept to show.
    mutating func loaded(_ result: Result<TestUsers, TestUsersError>, stamp: FileStamp?, recipients: [String]) {
        switch result {
        case .success(let read):
            self.stamp = stamp
            problem = nil
            users = TestUsers(users: read.withRecipients(recipients).users + typed)
        case .failure(let error):
            let kept = users.users.isEmpty ? "" : " The users read before stay in use until it is fixed."
            problem = "Test users not loaded: \(error.message).\(kept)"
        }
    }
}
