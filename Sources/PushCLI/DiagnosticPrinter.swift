import PushCore
import TerminalKit

/// Prints diagnostics the way compilers do: `FILE:LINE:COL: error[code]: message`.
struct DiagnosticPrinter {
    let ansi: ANSI

    func line(_ d: Diagnostic, file: String) -> String {
        line(d, sanitizedName: Sanitizer.sanitize(file))
    }

    /// The lines of a file's diagnostics, each ending in a newline: the name is made safe once.
    func lines(_ diagnostics: [Diagnostic], file: String) -> String {
        guard !diagnostics.isEmpty else { return "" }
        let name = Sanitizer.sanitize(file)
        var text = ""
        for d in diagnostics {
            text += line(d, sanitizedName: name)
            text += "\n"
        }
        return text
    }

    private func line(_ d: Diagnostic, sanitizedName name: String) -> String {
        let place = d.location.map { "\(name):\($0.line):\($0.column)" } ?? name
        let label: String
        switch d.severity {
        case .error: label = ansi.red("error[\(d.code)]")
        case .warning: label = ansi.yellow("warning[\(d.code)]")
        case .info: label = ansi.cyan("info[\(d.code)]")
        }
        return "\(ansi.bold(place + ":")) \(label): \(Sanitizer.sanitize(d.message))"
    }

    func unreadable(_ file: String, _ message: String) -> String {
        "\(ansi.bold(Sanitizer.sanitize(file) + ":")) \(ansi.red("error[file.unreadable]")): \(message)"
    }
}

/// English plurals for summaries.
func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
