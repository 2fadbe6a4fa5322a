/// A project's own settings for checking its push files: `.push-composer.toml`, found from a
/// checked file's folder upwards (as ruff and yamllint find theirs), the nearest one applying:
///
///     [validate]
///     ignore = ["media.", "key.unknown"]   # codes, or families ending in "."
///     strict = true                        # warnings fail too
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

    /// The settings in `bytes`, read from `file`.
    public static func parse(_ bytes: [UInt8], file: String) throws(SettingsError) -> ProjectSettings {
        let document: TOMLDocument
        do {
            document = try TOMLReader.read(bytes)
        } catch {
            throw error.inFile(file)
        }
        var settings = ProjectSettings(file: file)
        for table in document.tables {
            switch table.name {
            case "" where table.entries.isEmpty: continue
            case "validate": break
            default:
                let place = table.name.isEmpty ? table.entries.first?.line : table.line
                throw SettingsError(file: file, line: place, "only a [validate] table belongs here (ignore, strict)")
            }
            for entry in table.entries {
                func wrongType(_ wanted: String) -> SettingsError {
                    SettingsError(file: file, line: entry.line, column: entry.column, "\(entry.key) is \(entry.value.typeName); it should be \(wanted)")
                }
                switch (entry.key, entry.value) {
                case ("ignore", .array(let items)):
                    for item in items {
                        guard case .string(let code) = item else { throw wrongType("a list of codes in quotes") }
                        guard let problem = Self.codeProblem(code) else {
                            settings.ignore.append(code)
                            continue
                        }
                        throw SettingsError(file: file, line: entry.line, column: entry.column, problem)
                    }
                case ("ignore", _): throw wrongType("a list of codes in quotes")
                case ("strict", .bool(let flag)): settings.strict = flag
                case ("strict", _): throw wrongType("true or false")
                default:
                    throw SettingsError(file: file, line: entry.line, column: entry.column,
                                        "\(entry.key) is not a setting of [validate] (ignore, strict)")
                }
            }
        }
        return settings
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
    public static func nearest(to folder: String, cache: inout [String: ProjectSettings?]) throws(SettingsError) -> ProjectSettings? {
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
                found = try parse(TextFile.contents(candidate), file: candidate)
                break
            }
            guard current != "/", let slash = current.lastIndex(of: "/") else { break }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
        for folder in visited { cache[folder] = .some(found) }
        return found
    }
}
