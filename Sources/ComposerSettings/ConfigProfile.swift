/// `[profiles.NAME]` in the config: another app or workspace, with tables of its own
/// (`[profiles.NAME.apns]`, `[[profiles.NAME.apns.devices]]`, `[profiles.NAME.braze]`…) and
/// top-level keys of its own (`bundle_id`, `app_name`). Chosen with `--profile NAME`,
/// `$PUSH_COMPOSER_PROFILE` or the config's `profile` key.
///
/// A profile's sending is its own: the top level's `[apns]` and `[braze]` (devices, channels,
/// test users) are never used for it, so nothing of one profile goes out with another's.
public enum ConfigProfile {
    /// The variable that chooses a profile (what `--profile` sets).
    public static let variable = "PUSH_COMPOSER_PROFILE"
    /// The key at the top level that chooses one.
    static let key = "profile"
    /// The tables every profile replaces, whether it has them or not.
    static let sendingTables = ["apns", "apns.devices", "apns.channels", "braze"]

    /// The profile `--profile` (or the variable) names, for writing into; nil when none is.
    public static func given(_ environment: [String: String]) -> String? {
        environment[variable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The profile chosen in `environment` (set but empty: the top level), else by the
    /// document's `profile` key.
    static func chosen(_ document: TOMLDocument, environment: [String: String]) -> (name: String, line: Int?)? {
        if let name = environment[variable] { return name.isEmpty ? nil : (name, nil) }
        guard let entry = document.table("")?.entry(key), case .string(let name) = entry.value, !name.isEmpty else { return nil }
        return (name, entry.line)
    }

    /// The profiles the document defines, in file order.
    static func names(in document: TOMLDocument) -> [String] {
        var seen: [String] = []
        for table in document.tables where table.name.hasPrefix("profiles.") {
            let name = String(table.name.dropFirst("profiles.".count).split(separator: ".", maxSplits: 1).first ?? "")
            if !name.isEmpty && !seen.contains(name) { seen.append(name) }
        }
        return seen
    }

    /// The document as profile `name` sees it: its own keys over the top level's, its own tables
    /// in place of those of the same name, and no top-level sending table; nil when the document
    /// has no such profile.
    static func selecting(_ name: String, in document: TOMLDocument) -> TOMLDocument? {
        let prefix = "profiles." + name
        guard names(in: document).contains(name) else { return nil }
        let own = document.tables.filter { $0.name.hasPrefix(prefix + ".") }.map { table -> TOMLDocument.Table in
            var renamed = table
            renamed.name = String(table.name.dropFirst(prefix.count + 1))
            return renamed
        }
        let replaced = Set(own.map(\.name) + sendingTables)
        var top = document.tables[0]
        for entry in document.table(prefix)?.entries ?? [] {
            if let index = top.entries.firstIndex(where: { $0.key == entry.key }) { top.entries[index] = entry } else { top.entries.append(entry) }
        }
        top.entries.removeAll { $0.key == key }
        var selected = TOMLDocument()
        selected.tables = [top] + document.tables.dropFirst().filter { !$0.name.hasPrefix("profiles.") && !replaced.contains($0.name) } + own
        return selected
    }
}
