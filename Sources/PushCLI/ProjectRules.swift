import ComposerSettings
import Foundation
import PushCore

/// What each checked file is held to: the command line's `--ignore` and `--strict`, and the
/// nearest `.push-composer.toml` above the file (looked up once per folder, before checking).
struct ProjectRules: Sendable {
    /// Codes ignored for every file (`--ignore`).
    let ignore: [String]
    /// Whether warnings fail every file (`--strict`).
    let strict: Bool
    /// Each checked file's folder, absolute, and the project settings that apply there.
    private let projects: [String: ProjectSettings]
    /// The folder relative names are taken from.
    private let workingDirectory: String

    /// The rules for `files`; a project file with a mistake is the error.
    init(files: [String], ignore: [String], strict: Bool, workingDirectory: String = FileManager.default.currentDirectoryPath)
        throws(SettingsError) {
        self.ignore = ignore
        self.strict = strict
        self.workingDirectory = workingDirectory
        var cache: [String: ProjectSettings?] = [:]
        var projects: [String: ProjectSettings] = [:]
        for folder in Set(files.map { Self.folder(of: $0, in: workingDirectory) }) {
            if let found = try ProjectSettings.nearest(to: folder, cache: &cache) { projects[folder] = found }
        }
        self.projects = projects
    }

    /// The codes ignored and whether warnings fail, for `file`.
    func rules(for file: String) -> (ignore: [String], strict: Bool) {
        guard !projects.isEmpty, let project = projects[Self.folder(of: file, in: workingDirectory)] else { return (ignore, strict) }
        let relative = file == "-" ? "-" : String(Self.absolute(file, in: workingDirectory).dropFirst(project.folder.count + 1))
        let own = project.rules(forRelativePath: relative)
        return (ignore + own.ignore, strict || own.strict == true)
    }

    /// `diagnostics` without those `file`'s rules ignore.
    func kept(_ diagnostics: [Diagnostic], for file: String) -> [Diagnostic] {
        let patterns = rules(for: file).ignore
        guard !patterns.isEmpty else { return diagnostics }
        return diagnostics.filter { !ProjectSettings.ignores(patterns, $0.code) }
    }

    /// The absolute folder `file` is in (standard input's is the working directory).
    private static func folder(of file: String, in workingDirectory: String) -> String {
        guard file != "-" else { return workingDirectory }
        let absolute = absolute(file, in: workingDirectory)
        guard let slash = absolute.lastIndex(of: "/") else { return workingDirectory }
        return slash == absolute.startIndex ? "/" : String(absolute[..<slash])
    }

    /// `file` from the root, `.` and `..` taken away (`a/../b` is looked up from `b`'s folder).
    private static func absolute(_ file: String, in workingDirectory: String) -> String {
        let joined = file.hasPrefix("/") ? file : workingDirectory + "/" + file
        // Most paths have no `.` or `..` in them: only those are rebuilt (ten thousand files is
        // one run's work, and this is asked of each).
        guard joined.contains("/.") else { return joined }
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }
}
