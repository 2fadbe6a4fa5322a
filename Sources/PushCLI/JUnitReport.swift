import PushCore
import TerminalKit

/// `validate --format junit`: one test case per file, a `<failure>` per error (and per warning
/// with `--strict`), an `<error>` for a file that could not be read, the other findings as the
/// case's output. The JUnit XML that CI services (Jenkins, GitLab, Azure) read.
struct JUnitReport: Sendable {
    /// One checked file.
    struct Case: Sendable {
        let file: String
        /// The findings that fail it.
        var failures: [Diagnostic] = []
        /// The other findings, as compiler-style lines.
        var output = ""
        /// Why the file could not be read, when it could not.
        var unreadable: String?
    }

    private(set) var cases: [Case] = []

    /// The case of file `name` with its final `diagnostics`; warnings fail it with `strict`.
    static func testCase(_ name: String, _ diagnostics: [Diagnostic], strict: Bool) -> Case {
        var entry = Case(file: name)
        let printer = DiagnosticPrinter(ansi: ANSI(enabled: false))
        for d in diagnostics {
            if d.severity == .error || (strict && d.severity == .warning) {
                entry.failures.append(d)
            } else {
                entry.output += printer.line(d, file: name) + "\n"
            }
        }
        return entry
    }

    /// Adds a case taken whole.
    mutating func add(_ entry: Case) {
        cases.append(entry)
    }

    /// Adds file `name`, which could not be read for `reason`.
    mutating func addUnreadable(_ name: String, _ reason: String) {
        cases.append(Case(file: name, unreadable: reason))
    }

    /// The report as XML.
    var xml: String {
        let failing = cases.filter { !$0.failures.isEmpty }.count
        let errors = cases.filter { $0.unreadable != nil }.count
        let counts = "tests=\"\(cases.count)\" failures=\"\(failing)\" errors=\"\(errors)\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"push-composer validate\" \(counts)>\n"
        out += "  <testsuite name=\"push-composer validate\" \(counts) skipped=\"0\">\n"
        for entry in cases {
            out += "    <testcase name=\"\(Self.escape(entry.file))\" classname=\"push-composer.validate\">\n"
            for d in entry.failures {
                let place = d.location.map { "\(entry.file):\($0.line):\($0.column)" } ?? entry.file
                out += "      <failure type=\"\(Self.escape(d.code))\" message=\"\(Self.escape(d.message))\">"
                    + Self.escape("\(place): \(d.severity.rawValue)[\(d.code)]: \(d.message)") + "</failure>\n"
            }
            if let reason = entry.unreadable {
                out += "      <error type=\"file.unreadable\" message=\"\(Self.escape(reason))\"/>\n"
            }
            if !entry.output.isEmpty { out += "      <system-out>\(Self.escape(entry.output))</system-out>\n" }
            out += "    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }

    /// Text made safe for the terminal (no control characters, which XML 1.0 cannot hold either),
    /// then escaped for an attribute or element.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in Sanitizer.sanitize(text, keepingNewlines: true).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
