import ArgumentParser

/// When to colour output.
public enum ColorMode: String, ExpressibleByArgument, CaseIterable, Sendable {
    case auto, always, never

    /// Whether to colour: `auto` colours a terminal unless `NO_COLOR` is set.
    func enabled(_ io: CLIIO) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: io.stdoutIsTerminal && (io.environment["NO_COLOR"] ?? "").isEmpty && io.environment["TERM"] != "dumb"
        }
    }
}

/// The few ANSI styles the command line uses.
struct ANSI {
    let enabled: Bool

    func wrap(_ s: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
    func bold(_ s: String) -> String { wrap(s, "1") }
    func dim(_ s: String) -> String { wrap(s, "2") }
    func red(_ s: String) -> String { wrap(s, "1;31") }
    func yellow(_ s: String) -> String { wrap(s, "1;33") }
    func green(_ s: String) -> String { wrap(s, "32") }
    func cyan(_ s: String) -> String { wrap(s, "1;36") }
}
