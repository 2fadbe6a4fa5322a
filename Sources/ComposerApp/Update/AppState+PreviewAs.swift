import PushPersonalization
import SafeFiles
import TerminalKit

extension AppState {
    /// Alt-U: the picker of test users, with the cursor on the next one; the users file is read
    /// again when it changed (off the loop), so users added meanwhile appear in it.
    mutating func openUserPicker() -> [Effect] {
        overlay = .previewAs(UserPicker(after: previewUser, users: testUsers))
        var effects: [Effect] = [.loadTestUsers(path: usersFile, unless: audience.stamp, always: testUsers.users.isEmpty)]
        if let translationsFile { effects.append(.loadTranslations(path: translationsFile, config: configFile, unless: audience.translationsStamp)) }
        return effects
    }

    /// The push's translations file: `NAME.translations.json` beside the file being edited.
    var translationsFile: String? { filePath.map(Translations.path(beside:)) }

    /// The translations read again: taken when they are still the edited push's; a file with a
    /// mistake keeps the ones read before and says why.
    mutating func translationsLoaded(_ path: String, stamp: FileStamp?, _ result: Result<Translations?, TestUsersError>) {
        guard path == translationsFile else { return }
        switch result {
        case .success(let read):
            audience.translationsStamp = stamp
            audience.translations = read
        case .failure(let error):
            userPreview.announces = false
            say("Translations not loaded: \(error.message).\(translations == nil ? "" : " The ones read before stay in use.")", .warning, for: 12)
        }
    }

    /// The row chosen in the preview-as picker: a user, the push as written, the every-user
    /// table, or a prompt for a new user.
    mutating func act(on row: UserPicker.Row) -> [Effect] {
        switch row {
        case .user(let index): preview(as: index)
        case .asWritten: preview(as: nil)
        case .newUser: overlay = .prompt(.newUser, LineEditor(""))
        case .allUsers:
            previewScroll = 0
            showsAllUsers = true
            userPreview.live.isShown = false
            revealPreview()
        }
        return []
    }

    /// Enter in the new-user prompt: `[NAME] key=value …` becomes a user kept for this session;
    /// with ^S it is also written to the users file (off the loop).
    mutating func answerNewUser(_ line: LineEditor, saving: Bool = false) -> [Effect] {
        var words = line.text.split(separator: " ", omittingEmptySubsequences: true)
        let name = words.first.map { !$0.contains("=") } == true ? String(words.removeFirst()) : "new user \(audience.typed.count + 1)"
        guard !testUsers.users.contains(where: { $0.name == name }) else {
            say("A test user named \(name) is there already: pick another name.", .warning, for: 8)
            return []
        }
        let typed = words.joined(separator: " ")
        do throws(TestUsersError) {
            let user = try TestUsers.User.adHoc(named: name, typed: typed)
            audience.add(typed: user)
            overlay = nil
            preview(as: testUsers.users.count - 1)
        } catch {
            say(error.message, .warning, for: 10)
            return []
        }
        return saving ? [.saveTestUser(path: usersFile, name: name, typed: typed)] : []
    }

    /// A typed user was written to the users file: no longer kept apart, since the file has them.
    mutating func testUserSaved(_ path: String, _ name: String, _ result: Result<Bool, TestUsersError>) {
        switch result {
        case .success:
            audience.saved(name, in: path)
            // Said instead of the preview's own line, which would hide it.
            if previewUserName == name { userPreview.announces = false }
            say("Saved \(name) in \(path).", .ok, for: 8)
        case .failure(let error):
            say("\(name) is kept until you quit, not saved: \(error.message)", .warning, for: 12)
        }
    }

    /// Shows the push as the test user at `index`, or as written.
    private mutating func preview(as index: Int?) {
        previewUser = index
        if let name = previewUserName {
            // A rendering still to come says its outcome when it comes.
            if personalized == nil || personalizingSince != nil {
                userPreview.announces = true
                say("Preview as \(name): rendering…", .info, for: 6)
            } else {
                let outcome = personalized?.reason.map { ": not sent to \(name): \($0)" } ?? ""
                say("Preview as \(name)\(outcome)", outcome.isEmpty ? .info : .warning, for: 6)
            }
        } else {
            userPreview.announces = false
            say("Preview as written.")
        }
    }

    /// The test users file read again: its users (and those typed this session) replace the ones
    /// loaded, the previewed user kept by name; a file with a mistake keeps the users read before.
    mutating func testUsersLoaded(_ path: String, stamp: FileStamp?, _ result: Result<TestUsers, TestUsersError>) -> [Effect] {
        guard path == usersFile else { return [] }
        let shown = previewUserName
        audience.loaded(result, stamp: stamp, recipients: sendSettings.braze?.testUsers ?? [])
        if let problem = audience.problem {
            // Said instead of the preview's own line, which would hide it.
            userPreview.announces = false
            say((shown.map { "Preview as \($0). " } ?? "") + problem, .warning, for: 12)
        } else {
            previewUser = shown.flatMap { name in testUsers.users.firstIndex { $0.name == name } }
            if shown != nil && previewUser == nil { say("\(shown ?? "") is no longer in \(usersFile): preview as written.", .warning, for: 8) }
        }
        return []
    }
}
