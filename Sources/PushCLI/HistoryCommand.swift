import ArgumentParser
import PushTransport

/// `push-composer history`: the sends so far (`history list`, the default), and what one of
/// them sent (`history show N`).
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List the test pushes sent: when, what, to whom, how it ended, the id to quote to support.",
        discussion: """
        The history is sends.jsonl in the state folder (mode 600); each payload sent is kept once in \
        its sent/ folder (mode 600: the latest \(SentBodies.maxCount), at most \(SentBodies.maxBytes / 1024 / 1024) MB). \
        Neither holds a key. Sends are numbered from the latest: 1 is the last one, as in 'resend 1'.
        """,
        subcommands: [HistoryListCommand.self, HistoryShowCommand.self],
        defaultSubcommand: HistoryListCommand.self
    )
}
