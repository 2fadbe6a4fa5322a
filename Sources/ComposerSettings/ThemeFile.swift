import Foundation
import PushCore
import TerminalKit
import TextFormats
import TerminalThemes

/// A theme file as written: its name, description and the roles it sets.
///
/// The layout is `name` and `description` at the top, then a `[roles]` table with one
/// `role = "style"` line per role (see `Themes/README.md`). Roles left out take the built-in
/// default's style; unknown roles and bad styles are errors with the line and a suggestion.
public struct ThemeFile: Sendable, Equatable {
    /// The theme's name: the file's `name`, else the file name without `.toml`.
    public var name: String
    /// The file's `description`, or "".
    public var summary: String
    /// The roles the file sets.
    public var styles: [ThemeRole: Style]

    /// The keys allowed above the first table.
    static let topLevelKeys = ["name", "description"]
    /// The tables allowed.
    static let tableNames = ["roles"]

    /// Roles the file leaves to the default theme, in the order of `ThemeRole.allCases`.
    public var missingRoles: [ThemeRole] { ThemeRole.allCases.filter { styles[$0] == nil } }

    /// The theme: the file's roles over `base`'s.
    public func theme(base: Theme = .default) -> Theme {
        Theme(name: name, summary: summary, styles: styles, base: base)
    }

    /// Reads and parses the file at `path`.
    public static func load(path: String) throws(SettingsError) -> ThemeFile {
        try parse(TextFile.contents(path), file: path)
    }

    /// Parses a theme file's text; `file` names it in errors and gives the default name.
    public static func parse(_ text: String, file: String) throws(SettingsError) -> ThemeFile {
        try parse(Array(text.utf8), file: file)
    }

    /// Parses a theme file's bytes; `file` names it in errors and gives the default name.
    public static func parse(_ bytes: [UInt8], file: String) throws(SettingsError) -> ThemeFile {
        let document: TOMLDocument
        do {
            document = try TOMLReader.read(bytes)
        } catch {
            throw error.inFile(file)
        }
        var result = ThemeFile(name: defaultName(file), summary: "", styles: [:])
        for table in document.tables {
            switch table.name {
            case "": try result.readTopLevel(table, file: file)
            case "roles": try result.readRoles(table, file: file)
            default:
                let hint = NameSuggester.suggest(table.name, among: tableNames).map { "; did you mean [\($0)]?" }
                    ?? "; a theme file has only [roles]"
                throw SettingsError(file: file, line: table.line, column: 1, "unknown table [\(table.name)]\(hint)")
            }
        }
        return result
    }

    private mutating func readTopLevel(_ table: TOMLDocument.Table, file: String) throws(SettingsError) {
        for entry in table.entries {
            guard Self.topLevelKeys.contains(entry.key) else {
                let message: String
                if ThemeRole(rawValue: entry.key) != nil {
                    message = "the role \"\(entry.key)\" must come after the [roles] line"
                } else if let near = NameSuggester.suggest(entry.key, among: Self.topLevelKeys) {
                    message = "unknown key \"\(entry.key)\"; did you mean \"\(near)\"?"
                } else {
                    message = "unknown key \"\(entry.key)\"; above [roles] a theme has only name and description"
                }
                throw SettingsError(file: file, line: entry.line, column: entry.column, message)
            }
            guard case .string(let text) = entry.value else {
                throw SettingsError(file: file, line: entry.line, column: entry.column,
                                    "\(entry.key) must be a string in quotes, not \(entry.value.typeName)")
            }
            if entry.key == "name" { name = text } else { summary = text }
        }
    }

    private mutating func readRoles(_ table: TOMLDocument.Table, file: String) throws(SettingsError) {
        for entry in table.entries {
            guard let role = ThemeRole(rawValue: entry.key) else {
                let hint = NameSuggester.suggest(entry.key, among: ThemeRole.allCases.map(\.key))
                    .map { "; did you mean \"\($0)\"?" } ?? "; the roles are \(ThemeRole.allCases.map(\.key).joined(separator: ", "))"
                throw SettingsError(file: file, line: entry.line, column: entry.column, "unknown role \"\(entry.key)\"\(hint)")
            }
            guard case .string(let text) = entry.value else {
                throw SettingsError(file: file, line: entry.line, column: entry.column,
                                    "\(entry.key) must be a style in quotes, such as \"bold cyan\", not \(entry.value.typeName)")
            }
            do {
                styles[role] = try StyleSpec.parse(text)
            } catch {
                throw SettingsError(file: file, line: entry.line, column: entry.column, "\(entry.key): \(error.message)")
            }
        }
    }

    /// "light" for ".../Themes/light.toml".
    private static func defaultName(_ file: String) -> String {
        let base = (file as NSString).lastPathComponent
        return base.hasSuffix(".toml") ? String(base.dropLast(5)) : base
    }
}
