import Glibc

/// A project's own settings for checking its push files: `.push-composer.toml`, found from a
/// checked file's folder upwards (as ruff and yamllint find theirs), the nearest one applying:
///
///     [validate]
///     ignore = ["media.", "key.unknown"]   # codes, or families ending in "."
///     strict = true                        # warnings fail too
///
///     [[validate.overrides]]               # for some files, in file order, the last one winning
///     paths = ["legacy/*.json"]            # shell patterns, from this file's folder
///     ignore = ["size.near-limit"]         # added to the ignores above
///     strict = false
///
/// A mistake in it (an unknown key, a value of the wrong type) is an error naming its line:
/// a rule silently not ignored, or ignored by a typo, would be worse.
public struct ProjectSettings: Sendable, Equatable {
    /// The file's name.
    public static let fileName = ".push-composer.toml"

    /// The file these came from.
    public var file: String
    /// Codes not reported, each a code or a family (`media.` or `media`).
    public var ignore: [String] = []
    /// Whether warnings fail a file, when the file says.
    public var strict: Bool?
    /// Settings for the files some patterns match, in file order.
    public var overrides: [Override] = []

    /// Settings for some of the project's files.
    public struct Override: Sendable, Equatable {
        /// Shell patterns (`*`, `?`, `[…]`; `*` crosses folders), matched against a file's path
        /// from the project file's folder.
        public var paths: [String] = []
        /// Codes not reported in those files, besides the project's.
        public var ignore: [String] = []
        /// Whether warnings fail those files, when the override says.
        public var strict: Bool?
    }

    /// The folder the project file is in, which override paths start from.
    public var folder: String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// The codes ignored in `file` (a path from the project's folder) and whether warnings fail
    /// it, by the project and the overrides that match it.
    public func rules(forRelativePath file: String) -> (ignore: [String], strict: Bool?) {
        var (ignore, strict) = (self.ignore, self.strict)
        for override in overrides where override.paths.contains(where: { fnmatch($0, file, 0) == 0 }) {
            ignore += override.ignore
            if let flag = override.strict { strict = flag }
        }
        return (ignore, strict)
    }

    /// The settings in `bytes`, read from `file`; `codeProblem` says why an ignored name names
    /// no code (by default, only whether it is written as one).
    public static func parse(_ bytes: [UInt8], file: String,
                             codeProblem: (String) -> String? = ProjectSettings.codeProblem(_:)) throws(SettingsError) -> ProjectSettings {
        let document: TOMLDocument
        do {
            document = try TOMLReader.read(bytes)
        } catch {
            throw error.inFile(file)
        }
        var settings = ProjectSettings(file: file)
        for table in document.tables {
            switch (table.name, table.isArrayElement) {
            case ("", false) where table.entries.isEmpty: continue
            case ("validate", false):
                let read = try Self.read(table, file: file, keys: ["ignore", "strict"], codeProblem: codeProblem)
                (settings.ignore, settings.strict) = (read.ignore, read.strict)
            case ("validate.overrides", true):
                let read = try Self.read(table, file: file, keys: ["paths", "ignore", "strict"], codeProblem: codeProblem)
                guard !read.paths.isEmpty else {
                    throw SettingsError(file: file, line: table.line, "an override needs paths = [\"pattern\", …]: the files it is for")
                }
                settings.overrides.append(read)
            default:
                let place = table.name.isEmpty ? table.entries.first?.line : table.line
                throw SettingsError(file: file, line: place, "only [validate] and [[validate.overrides]] belong here")
            }
        }
        return settings
    }

    /// The settings of one table, which may hold only `keys`.
    private static func read(_ table: TOMLDocument.Table, file: String, keys: [String],
                             codeProblem: (String) -> String?) throws(SettingsError) -> Override {
        var read = Override()
        let name = table.isArrayElement ? "[[\(table.name)]]" : "[\(table.name)]"
        for entry in table.entries {
            func wrongType(_ wanted: String) -> SettingsError {
                SettingsError(file: file, line: entry.line, column: entry.column, "\(entry.key) is \(entry.value.typeName); it should be \(wanted)")
            }
            func strings(_ value: TOMLDocument.Value, _ wanted: String) throws(SettingsError) -> [String] {
                guard case .array(let items) = value else { throw wrongType(wanted) }
                return try items.map { item throws(SettingsError) -> String in
                    guard case .string(let text) = item else { throw wrongType(wanted) }
                    return text
                }
            }
            guard keys.contains(entry.key) else {
                throw SettingsError(file: file, line: entry.line, column: entry.column,
                                    "\(entry.key) is not a setting of \(name) (\(keys.joined(separator: ", ")))")
            }
            switch (entry.key, entry.value) {
            case ("ignore", let value):
                read.ignore = try strings(value, "a list of codes in quotes")
                if let problem = read.ignore.lazy.compactMap(codeProblem).first {
                    throw SettingsError(file: file, line: entry.line, column: entry.column, problem)
                }
            case ("paths", let value):
                read.paths = try strings(value, "a list of path patterns in quotes")
            case ("strict", .bool(let flag)): read.strict = flag
            default: throw wrongType("true or false")
            }
        }
        return read
    }

    /// Why `code` cannot name a code or a family (codes are lowercase words joined by `.` and
    /// `-`), or nil when it can.
    public static func codeProblem(_ code: String) -> String? {
        let allowed = code.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "-" }
        guard code.isEmpty || !allowed else { return nil }
        return "\"\(code)\" is not a code (lowercase words joined by . and -, such as media.not-found, or a family such as media.)"
    }

    /// Whether `code` is ignored by `patterns`: itself, or in a family one names (`media.` and
    /// `media` both cover `media.not-found`).
    public static func ignores(_ patterns: [String], _ code: String) -> Bool {
        patterns.contains { pattern in
            let family = pattern.hasSuffix(".") ? pattern : pattern + "."
            return code == pattern || code.hasPrefix(family)
        }
    }

    /// The settings that apply to files in `folder`: the nearest `.push-composer.toml` in it or
    /// above it, or nil when there is none. `cache` keeps what each folder found, so that ten
    /// thousand files in one folder look once.
    public static func nearest(to folder: String, cache: inout [String: ProjectSettings?],
                               codeProblem: (String) -> String? = ProjectSettings.codeProblem(_:)) throws(SettingsError) -> ProjectSettings? {
        var visited: [String] = []
        var current = folder
        var found: ProjectSettings?
        while true {
            if let known = cache[current] {
                found = known
                break
            }
            visited.append(current)
            let candidate = (current == "/" ? "" : current) + "/" + fileName
            if TextFile.exists(candidate) {
                found = try parse(TextFile.contents(candidate), file: candidate, codeProblem: codeProblem)
                break
            }
            guard current != "/", let slash = current.lastIndex(of: "/") else { break }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
        for folder in visited { cache[folder] = .some(found) }
        return found
    }
}
