import Foundation
import PushCore
import SafeFiles
import TextFormats
import TerminalThemes

/// Finds and loads the theme for `--theme NAME|PATH` or the config file, never failing.
///
/// A request containing `/` or ending in `.toml` is a path; anything else is a name looked up as
/// `NAME.toml` in the `Themes/` folders (next to the executable and up to four parent folders, so
/// `.build/debug/push-composer` finds the repository's), then in the user's
/// `$XDG_DATA_HOME/push-composer/themes`. A missing or broken theme gives the built-in default and
/// a one-line notice. `NO_COLOR` set to anything non-empty gives the monochrome theme.
public struct ThemeLoader: Sendable {
    /// The environment (`NO_COLOR`, `HOME`, `XDG_DATA_HOME`).
    public var environment: [String: String]
    /// The running executable's path, from which the shipped `Themes/` folder is found.
    public var executablePath: String?
    /// The folder relative paths are read from.
    public var workingDirectory: String

    /// How many parent folders of the executable's are searched for `Themes/`.
    public static let parentLevels = 4

    /// Creates a loader for this process, or for a given environment and executable in tests.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                executablePath: String? = ThemeLoader.runningExecutable(),
                workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.environment = environment
        self.executablePath = executablePath
        self.workingDirectory = workingDirectory
    }

    /// The running program's file. On Linux the kernel's link says it at once; `Bundle.main` builds
    /// a whole bundle first, which cost a tenth of the composer's launch.
    public static func runningExecutable() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 { return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #endif
        return Bundle.main.executablePath
    }

    /// Whether `NO_COLOR` asks for no colour (set and not empty, as no-color.org says).
    public var noColor: Bool { !(environment["NO_COLOR"] ?? "").isEmpty }

    /// Whether a `--theme` value is a path rather than a name.
    public static func isPath(_ request: String) -> Bool {
        request.contains("/") || request.hasSuffix(".toml")
    }

    /// The theme folders that exist, in search order.
    public var searchDirectories: [String] {
        var candidates: [String] = []
        if let executablePath {
            // The link's target first: a symlink in ~/bin should still find the repository's Themes/.
            // Plain path strings: Foundation's URLs cost a tenth of a millisecond at every start.
            let resolved = realpath(executablePath, nil).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            }
            for file in [resolved ?? executablePath, executablePath] {
                var current = Self.parent(of: file)
                // An installed binary (PREFIX/bin) keeps its themes in PREFIX/share/push-composer/themes.
                candidates.append(Self.parent(of: current) + "/share/push-composer/themes")
                for _ in 0...Self.parentLevels {
                    candidates.append((current == "/" ? "" : current) + "/Themes")
                    current = Self.parent(of: current)
                }
            }
        }
        candidates.append(SettingsPaths(environment: environment).userThemesDirectory)
        var seen = Set<String>()
        return candidates.filter { seen.insert($0).inserted && TextFile.isDirectory($0) }
    }

    /// The folder holding `path` ("/" at the top; "." for a bare name), as `deletingLastPathComponent` says it.
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        var folder = trimmed[..<slash]
        while folder.hasSuffix("/") { folder.removeLast() }
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The names of every theme that can be asked for: built in and found in the theme folders.
    public func availableNames() -> [String] {
        var names = Set(Theme.builtInNames)
        for folder in searchDirectories {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            names.formUnion(files.filter { $0.hasSuffix(".toml") }.map { String($0.dropLast(5)) })
        }
        return names.sorted()
    }

    /// The theme for a `--theme` option, else the config file's `theme`, else the default.
    public func load(option: String?, config: Loaded<UserConfig>) -> Loaded<Theme> {
        if let option { return load(option) }
        guard let request = config.value.theme else { return load(nil) }
        // A relative path in the config file means relative to the config file.
        let folder = config.source.map { ($0 as NSString).deletingLastPathComponent }
        return load(request, relativeTo: folder)
    }

    /// The theme for a name or path (nil means the default); relative paths are read from `folder`.
    public func load(_ request: String?, relativeTo folder: String? = nil) -> Loaded<Theme> {
        if noColor { return Loaded(.monochrome) }
        let request = request?.trimmingCharacters(in: .whitespaces) ?? "default"
        guard !request.isEmpty else { return fallback("the theme name is empty") }
        if Self.isPath(request) {
            let paths = SettingsPaths(environment: environment)
            var path = paths.expandingTilde(request)
            if path.utf8.first != UInt8(ascii: "/") { path = (folder ?? workingDirectory) + "/" + path }
            return loadFile(path, shownAs: request)
        }
        for directory in searchDirectories {
            let path = directory + "/" + request + ".toml"
            if TextFile.exists(path) { return loadFile(path, shownAs: path) }
        }
        if let theme = Theme.builtIn(named: request) { return Loaded(theme) }
        let names = availableNames()
        let hint = NameSuggester.suggest(request, among: names).map { "did you mean \"\($0)\"? " } ?? ""
        return fallback("theme \"\(request)\" not found (\(hint)themes: \(names.joined(separator: ", ")))")
    }

    private func loadFile(_ path: String, shownAs shown: String) -> Loaded<Theme> {
        do {
            let bytes = try TextFile.contents(path)
            // The shipped default, unchanged, is the built-in theme: parsing it was an eighth of
            // the composer's launch. Any edit changes the hash and the file is read as written.
            if FileStamp.hash(bytes) == Theme.shippedDefaultHash { return Loaded(.default, source: path) }
            let file = try ThemeFile.parse(bytes, file: path)
            return Loaded(file.theme(), source: path)
        } catch {
            var error = error
            error.file = shown
            return fallback(error.description)
        }
    }

    private func fallback(_ reason: String) -> Loaded<Theme> {
        Loaded(.default, notices: [reason.followed(by: "Using the built-in default theme.")])
    }
}
