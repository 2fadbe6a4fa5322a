import Foundation
import PushCore
import PushMedia
import PushPersonalization
import PushSending
import SafeFiles
import TextFormats

/// The user's settings from `~/.config/push-composer/config.toml` (or `$XDG_CONFIG_HOME`).
///
/// Four top-level keys, all optional: `theme` (a name or a path, as for `--theme`),
/// `app_name` and `bundle_id`, shown by the preview, and `phone`, the card's phone. A file that cannot be read as TOML gives a
/// notice and the defaults; an unknown key or a value of the wrong type gives a notice and is
/// ignored, and the rest of the file still applies. The sending tables, `[apns]` and `[braze]`,
/// are read into `sending`, whose mistakes stop a send rather than being skipped.
public struct UserConfig: Sendable, Equatable {
    /// The theme to use when there is no `--theme`.
    public var theme: String?
    /// The app's name on the preview card.
    public var appName: String?
    /// The app's bundle identifier, for the preview and the simulator file.
    public var bundleID: String?
    /// The phone the composer's card starts on (`small`, `standard`, `large`).
    public var phone: PhoneSize?
    /// The `[apns]` and `[braze]` tables.
    public var sending = SendSettings()
    /// Milliseconds after a lone Esc within which a key is Alt and that key; nil: the default.
    public var escapeTimeMilliseconds: Int?
    /// The workspace's locales (`[[locales]]`): which translation each test user gets.
    public var locales: [LocaleRule] = []
    /// The app's own notification categories (`[[categories]]`): their buttons' labels on the card.
    public var categories: [AppCategory] = []
    /// When the composer fetches rich media (`media`): `auto`, `ask` (the default) or `off`.
    public var mediaChecks: MediaChecks = .ask
    /// `[media] ca_file`: an extra trust root for fetching rich media (a company proxy, a test server).
    public var mediaCAFile: String?
    /// `[media] pictures`: the composer draws pictures in cells (the default) or in real pixels
    /// where the terminal answers that it can.
    public var pictures: PictureMode = .cells

    /// How the composer draws a fetched picture.
    public enum PictureMode: String, Sendable, CaseIterable {
        /// Half blocks in colour: every terminal, tmux and SSH.
        case cells
        /// kitty, sixel or iTerm2 images when the terminal answers that it draws them; cells otherwise.
        case pixels
    }

    /// The keys a config file may set.
    public static let keys = ["theme", "app_name", "bundle_id", "phone", "escape_time_ms", "media", "profile"]

    /// The profile in use (`[profiles.NAME]`), when one is chosen and the config has it.
    public var profile: String?
    /// Every profile the config defines, in file order.
    public var profiles: [String] = []

    /// Creates a config; every setting defaults to unset.
    public init(theme: String? = nil, appName: String? = nil, bundleID: String? = nil) {
        self.theme = theme
        self.appName = appName
        self.bundleID = bundleID
    }

    /// The folder of the config, the users file and the credentials for this environment.
    public static func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        SettingsPaths(environment: environment).configDirectory
    }

    /// Where the config file lives for this environment.
    public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        SettingsPaths(environment: environment).configDirectory + "/config.toml"
    }

    /// Where the test users file lives for this environment: `users.json` beside the config.
    public static func usersPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        SettingsPaths(environment: environment).configDirectory + "/users.json"
    }

    /// `~/x` with the home folder of this environment written out; other paths unchanged.
    public static func expandingTilde(_ path: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        SettingsPaths(environment: environment).expandingTilde(path)
    }

    /// Loads the user's config file; a missing file is the defaults, with no notice.
    public static func load(environment: [String: String] = ProcessInfo.processInfo.environment) -> Loaded<UserConfig> {
        load(path: path(environment: environment), environment: environment)
    }

    /// Loads a config file; a missing file is the defaults, with no notice. A file (or folder)
    /// that someone else could have changed is not read: it decides where keys are sent, so
    /// every send is refused with the fix, and the rest is the defaults.
    public static func load(path: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Loaded<UserConfig> {
        if let problem = TrustedPath.problem(settingsFile: path) { return unusable(problem) }
        guard access(path, F_OK) == 0 else {
            // No file: the proxy variables still apply.
            var config = UserConfig()
            let network = ProxySettingsReader(file: path, environment: environment).read(nil)
            config.sending = config.sending.routed(through: network.proxy, problems: network.problems)
            return Loaded(config)
        }
        do {
            return parse(try TextFile.contents(path), file: path, environment: environment)
        } catch {
            return unusable("config \(error)")
        }
    }

    /// The defaults, with `line` as the notice and as the reason every send is refused.
    private static func unusable(_ line: String) -> Loaded<UserConfig> {
        var config = UserConfig()
        config.sending.apnsProblems = [line]
        config.sending.brazeProblems = [line]
        return Loaded(config, notices: [line.followed(by: "Using the defaults.")])
    }

    /// Parses a config file's bytes; `file` names it in notices, `environment` gives `~` and
    /// the config folder that relative key files are found in.
    public static func parse(_ bytes: [UInt8], file: String,
                             environment: [String: String] = ProcessInfo.processInfo.environment) -> Loaded<UserConfig> {
        let parsed: TOMLDocument
        do {
            parsed = try TOMLReader.read(bytes)
        } catch {
            var config = UserConfig()
            let line = "config \(error.inFile(file))"
            config.sending.apnsProblems = [line]
            config.sending.brazeProblems = [line]
            return Loaded(config, source: file, notices: [line.followed(by: "Using the defaults.")])
        }
        var config = UserConfig()
        var notices: [String] = []
        func notice(_ line: Int, _ message: String) {
            notices.append("config \(file):\(line): \(message)")
        }
        // A profile chosen: its own keys and tables, and never the top level's sending tables.
        var document = parsed
        config.profiles = ConfigProfile.names(in: parsed)
        var missingProfile: String?
        if let (name, line) = ConfigProfile.chosen(parsed, environment: environment) {
            if let selected = ConfigProfile.selecting(name, in: parsed) {
                document = selected
                config.profile = name
            } else {
                let known = ConfigProfile.names(in: parsed)
                missingProfile = "config \(file)\(line.map { ":\($0)" } ?? ""): no profile \"\(name)\" ([profiles.\(name)])"
                    + (line == nil ? " as $\(ConfigProfile.variable) or --profile names" : "")
                    + "; " + (known.isEmpty ? "the config has none" : "the config has " + known.joined(separator: ", "))
            }
        }
        // A key whose value is one of a list: a value not in it is a notice naming the list.
        func choice<Choice: RawRepresentable & CaseIterable>(_: Choice.Type, _ value: String, key: String, line: Int) -> Choice?
        where Choice.RawValue == String {
            if let chosen = Choice(rawValue: value) { return chosen }
            notice(line, "\(key) \"\(value)\" is ignored; it is one of \(Choice.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        // Locales and categories are lists: [locales] without the second bracket is a mistake.
        let lists = [LocalesReader.table, CategoriesReader.table, CategoriesReader.buttonsTable]
        for table in document.tables where !table.name.isEmpty && !(SendSettingsReader.tables + ["media", "network"]).contains(table.name)
            && !(table.isArrayElement && lists.contains(table.name)) && !table.name.hasPrefix("profiles.") {
            notice(table.line, "unknown table [\(table.name)] is ignored; the file has top-level settings, [apns], [braze], [media], [network], [[locales]] and [[categories]]")
        }
        for entry in document.tables[0].entries {
            guard keys.contains(entry.key) else {
                let hint = NameSuggester.suggest(entry.key, among: keys).map { "; did you mean \"\($0)\"?" } ?? ""
                notice(entry.line, "unknown key \"\(entry.key)\" is ignored\(hint)")
                continue
            }
            if entry.key == ConfigProfile.key { continue }
            if entry.key == "escape_time_ms" {
                guard case .integer(let number) = entry.value, (0...1000).contains(number) else {
                    notice(entry.line, "escape_time_ms is a number of milliseconds from 0 (Esc never starts an Alt key) to 1000; it is ignored")
                    continue
                }
                config.escapeTimeMilliseconds = Int(number)
                continue
            }
            guard case .string(let text) = entry.value else {
                notice(entry.line, "\(entry.key) must be a string in quotes, not \(entry.value.typeName); it is ignored")
                continue
            }
            // An empty string is the same as leaving the key out.
            let value = text.isEmpty ? nil : text
            switch entry.key {
            case "theme": config.theme = value
            case "app_name": config.appName = value
            case "media":
                if let value, let checks = choice(MediaChecks.self, value, key: entry.key, line: entry.line) { config.mediaChecks = checks }
            case "phone":
                if let value, let phone = choice(PhoneSize.self, value, key: entry.key, line: entry.line) { config.phone = phone }
            default:
                if let value, let problem = BundleID.problem(value) {
                    notice(entry.line, "bundle_id is ignored: \(problem)")
                    continue
                }
                config.bundleID = value
            }
        }
        let reader = SendSettingsReader(file: file, paths: SettingsPaths(environment: environment))
        let network = ProxySettingsReader(file: file, environment: environment).read(document.table("network"))
        config.sending = reader.read(document, bundleID: config.bundleID).routed(through: network.proxy, problems: network.problems)
        if let missingProfile {
            // Sending with the top level's tables would send as another app: every send is refused.
            config.sending = SendSettings(apnsProblems: [missingProfile], brazeProblems: [missingProfile])
            notices.append(missingProfile)
        }
        let locales = LocalesReader(file: file).read(document)
        config.locales = locales.rules
        notices += locales.notices
        for entry in document.table("media")?.entries ?? [] {
            if entry.key == "pictures" {
                guard case .string(let text) = entry.value, let choice = PictureMode(rawValue: text) else {
                    notice(entry.line, "[media] pictures is \"cells\" or \"pixels\"; the value is ignored")
                    continue
                }
                config.pictures = choice
                continue
            }
            guard entry.key == "ca_file", case .string(let text) = entry.value, !text.isEmpty else {
                notice(entry.line, "[media] takes ca_file = \"path/to/extra-ca.pem\" and pictures = \"cells\" or \"pixels\"; \"\(entry.key)\" is ignored")
                continue
            }
            // As sending's: a relative path is beside the config, not wherever the command runs.
            let paths = SettingsPaths(environment: environment)
            let expanded = paths.expandingTilde(text)
            config.mediaCAFile = expanded.hasPrefix("/") ? expanded : paths.configDirectory + "/" + expanded
        }
        let categories = CategoriesReader(file: file).read(document)
        config.categories = categories.categories
        notices += categories.notices
        return Loaded(config, source: file, notices: notices)
    }

    /// Parses a config file's text; `file` names it in notices.
    public static func parse(_ text: String, file: String,
                             environment: [String: String] = ProcessInfo.processInfo.environment) -> Loaded<UserConfig> {
        parse(Array(text.utf8), file: file, environment: environment)
    }
}
