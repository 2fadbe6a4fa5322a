import CNcursesw
import Glibc

/// Checks and settings that must happen before ncurses starts.
enum TerminalSetup {
    /// Terminal families that speak xterm's language even when their own terminfo entry is missing.
    static let xtermCompatible = ["xterm", "kitty", "alacritty", "wezterm", "foot", "ghostty", "tmux", "screen", "rxvt", "vte", "konsole", "gnome"]

    /// Selects the user's locale, falling back to C.UTF-8 when it is not UTF-8; returns a notice if it had to.
    ///
    /// Without a UTF-8 LC_CTYPE ncurses draws non-ASCII text as blanks and drops UTF-8 input
    /// (an SSH session with LANG unset is the usual case).
    static func selectUTF8Locale() -> String? {
        setlocale(LC_ALL, "")
        if isUTF8() { return nil }
        if setlocale(LC_CTYPE, "C.UTF-8") != nil && isUTF8() { return nil }
        return "the locale is not UTF-8 and C.UTF-8 is missing: non-ASCII text may not display"
    }

    /// Whether LC_CTYPE uses UTF-8.
    static func isUTF8() -> Bool {
        guard let codeset = pc_codeset() else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// The value of an environment variable.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether NO_COLOR asks for no colour (set and not empty, per no-color.org).
    static var noColorRequested: Bool {
        !(environment("NO_COLOR") ?? "").isEmpty
    }

    /// Whether both stdin and stdout are terminals.
    static var hasTerminal: Bool { isatty(0) == 1 && isatty(1) == 1 }

    /// Whether `term` looks like a terminal that accepts xterm's sequences.
    static func isXtermCompatible(_ term: String) -> Bool {
        let lower = term.lowercased()
        return xtermCompatible.contains { lower.hasPrefix($0) || lower.contains($0) }
    }
}
