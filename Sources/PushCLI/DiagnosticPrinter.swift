import PushCore

/// Prints diagnostics the way compilers do: `FILE:LINE:COL: error[code]: message`.
struct DiagnosticPrinter {
    let ansi: ANSI

    func line(_ d: Diagnostic, file: String) -> String {
        let place = d.location.map { "\(file):\($0.line):\($0.column)" } ?? file
        let label: String
        switch d.severity {
        case .error: label = ansi.red("error[\(d.code)]")
        case .warning: label = ansi.yellow("warning[\(d.code)]")
        case .info: label = ansi.cyan("info[\(d.code)]")
        }
        return "\(ansi.bold(place + ":")) \(label): \(TextSafety.plain(d.message))"
    }

    func unreadable(_ file: String, _ message: String) -> String {
        "\(ansi.bold(file + ":")) \(ansi.red("error[file.unreadable]")): \(message)"
    }
}

/// Keeps text from a file from driving the user's terminal: control characters become visible.
enum TextSafety {
    static func plain(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20 where scalar != "\t", 0x7F, 0x80..<0xA0, 0x202A...0x202E, 0x2066...0x2069:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// English plurals for summaries.
func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
