import ArgumentParser
import PushCore
import TextFormats

/// `push-composer explain CODE`: a code's page (what it checks, why, a failing and a passing
/// example, the fix); a family lists its codes.
struct ExplainCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a code validate reports: why, examples and the fix.",
        discussion: "Give a code such as badge.negative, as validate prints it in brackets; a family (media.) lists its codes. 'push-composer rules' lists them all."
    )

    @Argument(help: "A code (badge.negative) or a family of codes (media.).")
    var code: String

    @Option(help: "Output format: text, or json (the page's parts).")
    var format: OutputFormat = .text

    func execute(_ io: CLIIO) async -> Int32 {
        if let problem = RuleCatalogue.ignoreProblem(code) {
            io.errorLine("push-composer explain: \(problem)")
            return 2
        }
        guard let page = RuleCatalogue.byCode[code] else {
            // A family: its codes, one line each, as `rules` lists them.
            return RulesCommand.list([code], format: format, command: "explain", io)
        }
        switch format {
        case .json: io.out(JSONWriter.string(.object(RulesCommand.json(page)), style: .pretty, escaping: .invisibles) + "\n")
        case .text: io.out(RulePageText.plain(page, width: min(io.terminalWidth ?? 80, 100)))
        }
        return 0
    }
}
