/// Why the terminal interface cannot start; each reads as one line for the user.
public enum NcursesBackendError: Error, Equatable, Sendable, CustomStringConvertible {
    /// stdin or stdout is not a terminal (a pipe, a file, a CI job).
    case notATerminal
    /// TERM is unset or `dumb`: the terminal cannot address the cursor.
    case dumbTerminal(String)
    /// No terminfo entry exists for TERM on this machine.
    case unknownTerminal(String)
    /// ncurses failed for another reason.
    case initializationFailed(String)

    /// The one-line explanation, pointing at what to do instead.
    public var description: String {
        switch self {
        case .notATerminal:
            return "push-composer: the interactive composer needs a terminal on stdin and stdout; in scripts and pipes use push-composer validate|compile|budget|preview"
        case .dumbTerminal(let term):
            return "push-composer: TERM=\(term.isEmpty ? "(unset)" : term) cannot move the cursor; run in a terminal such as xterm-256color, or use push-composer validate|compile|budget|preview"
        case .unknownTerminal(let term):
            return "push-composer: this machine has no terminfo entry for TERM=\(term); set TERM=xterm-256color or install ncurses-term, or use push-composer validate|compile|budget|preview"
        case .initializationFailed(let reason):
            return "push-composer: could not start the terminal interface (\(reason))"
        }
    }

    /// The process exit status to use: 2 for wrong usage, 1 otherwise.
    public var exitCode: Int32 {
        if case .notATerminal = self { return 2 }
        return 1
    }
}
