import ArgumentParser
import PushCore
import TextFormats

/// `push-composer rules [NAME…]`: every code `validate` reports, with its level and one line.
struct RulesCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every code validate reports, with its level and what it checks.",
        discussion: "'push-composer explain CODE' prints a code's page: why, examples and the fix. A code or a family (media. or media) may be given to validate --ignore or to a .push-composer.toml's [validate] ignore."
    )

    @Argument(help: "Only these codes or families (media. or media covers every media.* code).")
    var names: [String] = []

    @Option(help: "Output format: text, or json (every page in full).")
    var format: OutputFormat = .text

    func execute(_ io: CLIIO) async -> Int32 {
        Self.list(names, format: format, command: "rules", io)
    }

    /// Prints the pages `names` cover (every page for none), one line each or in JSON; the status.
    static func list(_ names: [String], format: OutputFormat, command: String, _ io: CLIIO) -> Int32 {
        var shown: [RulePage] = []
        for name in names {
            if let problem = RuleCatalogue.ignoreProblem(name) {
                io.errorLine("push-composer \(command): \(problem)")
                return 2
            }
            shown += RuleCatalogue.pages(coveredBy: name).filter { page in !shown.contains { $0.code == page.code } }
        }
        if names.isEmpty { shown = RuleCatalogue.pages }
        switch format {
        case .json:
            io.out(JSONWriter.string(.array(shown.map { JSONNode(.object(Self.json($0))) }), style: .pretty, escaping: .invisibles) + "\n")
        case .text:
            let width = shown.map(\.code.count).max() ?? 0
            let levels = Severity.allCases.map(\.rawValue.count).max() ?? 0
            io.out(shown.map { page in
                page.code.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                    + page.severity.rawValue.padding(toLength: levels + 2, withPad: " ", startingAt: 0) + page.summary + "\n"
            }.joined())
        }
        return 0
    }

    /// A page as `--format json` gives it.
    static func json(_ page: RulePage) -> JSONObject {
        func example(_ shown: RuleExample) -> JSONObject {
            var o = JSONObject()
            o["document"] = .string(RulePageText.shown(shown.document))
            if let translations = shown.translations { o["translations"] = .string(translations) }
            if let answer = shown.mediaAnswer { o["media_answer"] = .string(answer) }
            if !shown.options.isEmpty { o["options"] = .array(shown.options.map { JSONNode(.string($0)) }) }
            return o
        }
        var o = JSONObject()
        o["code"] = .string(page.code)
        o["severity"] = .string(page.severity.rawValue)
        o["summary"] = .string(page.summary)
        o["why"] = .string(page.why)
        o["failing"] = .object(example(page.failing))
        o["passing"] = .object(example(page.passing))
        o["fix"] = .string(page.fix)
        return o
    }
}
