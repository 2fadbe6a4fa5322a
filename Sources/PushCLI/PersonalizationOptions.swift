import ArgumentParser
import ComposerSettings
import Foundation
import PushCore
import PushPersonalization
import TerminalKit
import TextFormats

/// `--user NAME`, `--users FILE`, `--now TIME` and `--trigger FILE`: show a push as one test user
/// receives it, with Braze's Liquid rendered. Shared by compile, preview and budget.
struct PersonalizationOptions: ParsableArguments, Sendable {
    @Option(name: .customLong("user"), help: "Show the push as this test user (from the users file) receives it.")
    var user: String?

    @OptionGroup
    var usersFile: UsersFileOption

    /// The users file named with `--users`, if one was.
    var users: String? { usersFile.users }

    @OptionGroup
    var clock: NowOption

    @Option(help: "A /campaigns/trigger/send or /canvas/trigger/send body whose trigger_properties or canvas_entry_properties the push's Liquid sees.")
    var trigger: String?

    @Option(help: "The message's translations, as Braze's /campaigns/translations returns them, for {% translation %} blocks (default: NAME.translations.json beside the push).")
    var translations: String?

    @OptionGroup
    var message: MessageAttributesOption

    @Flag(help: "Make the push's Connected Content calls for the user (HTTPS, the [media] ca_file and proxy), each said on stderr.")
    var live = false

    /// Options built in code rather than parsed, as send and validate build them: every option
    /// is set here, since reading one that was neither parsed nor set stops the program.
    static func given(user: String? = nil, users: String? = nil, now: String? = nil, trigger: String? = nil,
                      translations: String? = nil, message: MessageAttributesOption = .given(), live: Bool = false) -> PersonalizationOptions {
        var options = PersonalizationOptions()
        options.live = live
        options.message = message
        options.user = user
        options.usersFile = UsersFileOption.given(users)
        options.clock = NowOption.given(now)
        options.trigger = trigger
        options.translations = translations
        return options
    }

    /// The translations for the push in `file`: the file given, else `NAME.translations.json`
    /// beside the push when there is one; nil otherwise. A file that cannot be read is a usage error.
    /// `rules`, the config's `[[locales]]`, say which user gets which; read only when there is a file.
    func loadTranslations(beside file: String, rules: @autoclosure () -> [LocaleRule]) throws(PersonalizationProblem) -> Translations? {
        let path: String
        if let translations {
            path = translations
        } else {
            guard file != "-" else { return nil }
            path = Translations.path(beside: file)
            guard access(path, F_OK) == 0 else { return nil }
        }
        var translations: Translations
        do {
            translations = try Translations.load(path)
        } catch {
            throw PersonalizationProblem(status: 2, error.message)
        }
        translations.rules = rules()
        return translations
    }

    /// The config's `[[locales]]`; each mistake in them is one line on stderr (the rest of the
    /// config is the sending commands' to speak of).
    func localeRules(io: CLIIO) -> [LocaleRule] {
        let config = UserConfig.load(environment: io.environment)
        for notice in config.notices where notice.contains("[[locales]]") { io.errorLine("push-composer: " + notice) }
        return config.value.locales
    }

    /// The properties of the `--trigger` request; nil without one. A file that is not such a
    /// request is a usage error.
    func triggerProperties(io: CLIIO) throws(PersonalizationProblem) -> RequestProperties? {
        guard let trigger else { return nil }
        let name = InputLoader.displayName(trigger)
        switch InputLoader(io: io).load(trigger) {
        case .failure(let problem):
            throw PersonalizationProblem(status: 2, "--trigger \(name): \(problem.message)")
        case .success(let document):
            // The reader's own words, with the line and column: too large, too deep, a duplicate key, not JSON.
            for case .unreadable(let error) in document.readIssues {
                throw PersonalizationProblem(status: 2, "--trigger \(name):\(error.location.line):\(error.location.column): \(error.message)")
            }
            let properties = RequestProperties(document)
            guard document.isReadable, !properties.isEmpty else {
                throw PersonalizationProblem(status: 2, "--trigger \(name): no trigger_properties or canvas_entry_properties in it; give a /campaigns/trigger/send or /canvas/trigger/send body")
            }
            return properties
        }
    }

    /// The moment to render at; a time that cannot be read is a usage error.
    func moment() throws(PersonalizationProblem) -> Date { try clock.moment() }

    /// The workspace's content blocks and catalogs from beside the config; a file that cannot be
    /// read is a note on stderr, and the rest are used.
    static func workspace(_ io: CLIIO) -> WorkspaceData {
        let (data, problems) = WorkspaceData.load(configDirectory: UserConfig.directory(environment: io.environment))
        for problem in problems { io.errorLine(Sanitizer.sanitize("push-composer: note: \(problem)")) }
        return data
    }

    /// The users file named, or the default one; nil when the default is absent and none was named.
    func loadUsers(environment: [String: String]) throws(PersonalizationProblem) -> TestUsers? {
        let path = users ?? UserConfig.usersPath(environment: environment)
        // Braze's test recipients are test users too, with no attributes until fetched.
        let recipients = UserConfig.load(environment: environment).value.sending.braze?.testUsers ?? []
        if users == nil && access(path, F_OK) != 0 { return recipients.isEmpty ? nil : TestUsers(users: []).withRecipients(recipients) }
        do {
            return try TestUsers.load(path).withRecipients(recipients)
        } catch {
            throw PersonalizationProblem(status: 2, error.message)
        }
    }

    /// The document as `--user` receives it, or unchanged without `--user`. A user who gets
    /// nothing (an abort, missing live data, a failed render) is a problem with status 1.
    /// `loaded` is the users file when the caller has read it already.
    func apply(to document: PushDocument, file: String, io: CLIIO, loaded: TestUsers? = nil) async throws(PersonalizationProblem) -> PushDocument {
        let environment = io.environment
        guard let name = user else {
            if live { throw PersonalizationProblem(status: 2, "--live: give --user NAME too; the calls are made for a test user") }
            if trigger != nil { throw PersonalizationProblem(status: 2, "--trigger: give --user NAME too; the properties are rendered for a test user") }
            return document
        }
        let found = if let loaded { loaded } else { try loadUsers(environment: environment) }
        guard let users = found else {
            throw PersonalizationProblem(status: 2, "--user \(name): no users file (\(UserConfig.usersPath(environment: environment))); write one or pass --users FILE")
        }
        guard let chosen = users.user(named: name) else {
            let known = users.users.prefix(8).map { "\"\($0.name)\"" }.joined(separator: ", ")
            throw PersonalizationProblem(status: 2, "--user \(name): no such user in the users file (it has \(known.isEmpty ? "none" : known))")
        }
        var prepared = PersonalizablePush(document, trigger: try triggerProperties(io: io), translations: try loadTranslations(beside: file, rules: localeRules(io: io)))
        prepared.workspace = Self.workspace(io)
        prepared.messageAttributes = (try? message.values()) ?? [:]
        let now = try moment()
        if live { prepared.fetchedContent = await LiveContent(environment: environment).fetch(prepared, for: [chosen], now: now, io: io) }
        switch prepared.render(for: chosen, now: now) {
        case .sent(let rendered): return rendered
        case let other: throw PersonalizationProblem(status: 1, "not sent to \(name): \(other.reason ?? other.outcome)")
        }
    }
}

/// A line and an exit status for a personalisation that cannot go on.
struct PersonalizationProblem: Error {
    /// 1 when the user gets nothing, 2 for a usage or file problem.
    var status: Int32
    var message: String

    init(status: Int32, _ message: String) {
        self.status = status
        self.message = message
    }
}
