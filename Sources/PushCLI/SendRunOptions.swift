import ArgumentParser

/// `--dry-run`, `--format` and `--yes`: how `send` and `resend` go about a prepared send.
struct SendRunOptions: ParsableArguments, Sendable {
    @Flag(help: "Print what would be sent, secrets masked, and send nothing.")
    var dryRun = false

    @Option(help: "text, or json: one object per recipient.")
    var format: OutputFormat = .text

    @Flag(help: "Do not ask before a production send or a send to several users.")
    var yes = false

    /// The step that asks, sends and reports, for `command`.
    func runner(_ command: String) -> AskAndSend {
        AskAndSend(command: command, format: format, yes: yes, dryRun: dryRun)
    }
}
