import PushCore
import TerminalKit

/// Diagnostics as GitHub Actions workflow commands: `::error file=F,line=L,col=C,title=CODE::MESSAGE`
/// (`::warning`, `::notice`), which GitHub shows on the pull request's lines. Every value is made
/// safe for the terminal first, then escaped as the commands require.
enum GitHubAnnotations {
    /// The commands for a file's diagnostics, each ending in a newline.
    static func lines(_ diagnostics: [Diagnostic], file: String) -> String {
        diagnostics.map { line($0, file: file) + "\n" }.joined()
    }

    /// The command for one diagnostic.
    static func line(_ d: Diagnostic, file: String) -> String {
        var properties = ["file=" + property(file)]
        if let location = d.location { properties += ["line=\(location.line)", "col=\(location.column)"] }
        properties.append("title=" + property(d.code))
        return "::\(command(d.severity)) \(properties.joined(separator: ","))::\(data(d.message))"
    }

    /// `budget`'s command for a file: an error over a limit (titled with the size code), else a
    /// notice, each with the bytes against both limits.
    static func budget(_ analysis: PushAnalysis, file: String) -> String {
        let b = analysis.budget
        let bound = b.isLowerBound ? "≥" : ""
        let text = "\(bound)\(b.brazeBytes)/\(ByteBudget.brazeLimit) Braze bytes, "
            + b.routes.map { "\(b.isLowerBound($0) ? "≥" : "")\(b.apnsBytes($0))/\(ByteBudget.apnsLimit) APNs bytes \($0.label)" }.joined(separator: ", ")
        let over = analysis.diagnostics.first { $0.code == SizeRule.brazeLimit || $0.code == SizeRule.apnsLimit }
        let command = over == nil ? "notice" : "error"
        return "::\(command) file=\(property(file)),title=\(property(over?.code ?? "bytes"))::\(data(text))"
    }

    /// The command for a file that could not be read.
    static func unreadable(_ file: String, _ message: String) -> String {
        "::error file=\(property(file)),title=file.unreadable::\(data(message))"
    }

    private static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// A message: `%`, CR and LF escaped, so one command stays one line.
    static func data(_ text: String) -> String { escaped(text, property: false) }

    /// A property's value: as a message, and `:` and `,` too, which end a property.
    static func property(_ text: String) -> String { escaped(text, property: true) }

    private static func escaped(_ text: String, property: Bool) -> String {
        var out = ""
        for scalar in Sanitizer.sanitize(text, keepingNewlines: true).unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
