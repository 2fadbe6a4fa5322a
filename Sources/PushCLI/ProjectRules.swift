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
    /// The project settings that apply, by the folder part of the file names as given.
    private let projects: [String: ProjectSettings]
    /// The folder relative names are taken from.
    private let workingDirectory: String

    /// The rules for `files`; a project file with a mistake is the error. Ten thousand files in
    /// one folder cost one lookup: folders are told apart by the names as given, and only those
    /// are made absolute.
    init(files: [String], ignore: [String], strict: Bool, workingDirectory: String = FileManager.default.currentDirectoryPath)
        throws(SettingsError) {
        self.ignore = ignore
        self.strict = strict
        self.workingDirectory = workingDirectory
        var cache: [String: ProjectSettings?] = [:]
        var projects: [String: ProjectSettings] = [:]
        var seen = Set<String>()
        for file in files {
            let folder = Self.folderPart(of: file)
            guard seen.insert(folder).inserted else { continue }
            let absolute = Self.absolute(folder.isEmpty ? "." : folder, in: workingDirectory)
            if let found = try ProjectSettings.nearest(to: absolute, cache: &cache, codeProblem: RuleCatalogue.ignoreProblem) { projects[folder] = found }
        }
        self.projects = projects
    }

    /// The codes ignored and whether warnings fail, for `file`.
    func rules(for file: String) -> (ignore: [String], strict: Bool) {
        guard !projects.isEmpty, let project = projects[Self.folderPart(of: file)] else { return (ignore, strict) }
        let relative = file == "-" ? "-" : String(Self.absolute(file, in: workingDirectory).dropFirst(project.folder.count + 1))
        let own = project.rules(forRelativePath: relative)
        return (ignore + own.ignore, strict || own.strict == true)
    }

    /// `diagnostics` without those `ignore` names.
    static func kept(_ diagnostics: [Diagnostic], ignoring ignore: [String]) -> [Diagnostic] {
        guard !ignore.isEmpty else { return diagnostics }
        return diagnostics.filter { !ProjectSettings.ignores(ignore, $0.code) }
    }

    /// The folder part of a file's name as given: "" for a name with no folder (and standard
    /// input), "/" for one at the root.
    private static func folderPart(of file: String) -> String {
        guard file != "-", let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == file.utf8.startIndex ? "/" : String(file[..<slash])
    }

    /// `path` from the root, `.` and `..` taken away (`a/../b` is looked up from `b`).
    private static func absolute(_ path: String, in workingDirectory: String) -> String {
        let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        guard joined.utf8.contains(UInt8(ascii: ".")) else { return joined }
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }
}
