import Foundation

/// Where the XDG base-directory rules put the composer's config and data, for one environment.
struct SettingsPaths: Sendable {
    /// The environment to read `HOME` and the `XDG_*` variables from.
    var environment: [String: String]

    /// The user's home folder: `$HOME`, else the account's.
    var home: String {
        if let home = environment["HOME"], !home.isEmpty { return home }
        return FileManager.default.homeDirectoryForCurrentUser.path
    }

    /// `$XDG_CONFIG_HOME/push-composer`, or `~/.config/push-composer`.
    var configDirectory: String { base("XDG_CONFIG_HOME", else: ".config") + "/push-composer" }

    /// `$XDG_DATA_HOME/push-composer/themes`, or `~/.local/share/push-composer/themes`.
    var userThemesDirectory: String { base("XDG_DATA_HOME", else: ".local/share") + "/push-composer/themes" }

    /// `~/x` with the home folder written out; other paths unchanged.
    func expandingTilde(_ path: String) -> String {
        if path == "~" { return home }
        if path.hasPrefix("~/") { return home + path.dropFirst() }
        return path
    }

    /// The spec says a relative `XDG_*` value is invalid and must be ignored.
    private func base(_ variable: String, else fallback: String) -> String {
        if let value = environment[variable], value.utf8.first == UInt8(ascii: "/") { return value }
        return home + "/" + fallback
    }
}
