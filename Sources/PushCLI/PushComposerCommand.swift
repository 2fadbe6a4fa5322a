import ArgumentParser
import PushCore

/// The `push-composer` root command: parses arguments and dispatches with injected IO.
public struct PushComposerCommand: ParsableCommand {
    /// The version printed by `--version`.
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "push-composer",
        abstract: "Compose and check iOS pushes in Braze's apple_push format.",
        discussion: """
        Reads a bare apple_push object, a Braze /messages/send request body, or an APNs device \
        payload ({"aps": …}, simulator .apns files too): the form is told apart automatically.
        Exit status: 0 when no file has an error, 1 when one has, 2 for a usage error or an unreadable file.

        With no subcommand, opens the full-screen composer (a terminal is needed):
          push-composer [FILE] [--new] [--theme NAME|PATH] [--app-name NAME] [--bundle-id ID]
        FILE is opened (or created on the first save); without it the composer starts from a \
        sample push, or an empty one with --new. Press F1 in the composer for its keys.
        """,
        version: version,
        subcommands: [ValidateCommand.self, CompileCommand.self, BudgetCommand.self, PreviewCommand.self]
    )

    public init() {}

    /// Runs the command line with the given arguments (without the program name).
    public static func run(_ arguments: [String], io: CLIIO) -> Int32 {
        do {
            let command = try ValidateCommand.parseAsRootSettingFilesAside(arguments)  // the parser is quadratic in file arguments
            switch command {
            case let c as ValidateCommand: return c.execute(io)
            case let c as CompileCommand: return c.execute(io)
            case let c as BudgetCommand: return c.execute(io)
            case let c as PreviewCommand: return c.execute(io)
            default:
                // The parser's own `help` command reports itself by throwing a clean exit.
                var other = command
                try other.run()
                io.out(helpMessage() + "\n")
                return 0
            }
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                io.out(message + "\n")
                return 0
            }
            io.err(message + "\n")
            return 2
        }
    }
}

/// A subcommand that runs against injected IO and returns its exit status.
protocol IOCommand: ParsableCommand {
    func execute(_ io: CLIIO) -> Int32
}

extension IOCommand {
    /// The real process entry, for completeness: `PushComposerCommand.run` is the one used.
    public func run() throws {
        let status = execute(.standard)
        if status != 0 { throw ExitCode(status) }
    }
}
