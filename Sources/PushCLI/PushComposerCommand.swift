import ComposerSettings
import ArgumentParser
import PushCore
import SafeFiles
import TextFormats

/// The `push-composer` root command: parses arguments and dispatches with injected IO.
public struct PushComposerCommand: ParsableCommand {
    /// The release number; `--version` adds the commit the binary was built from.
    public static let number = "0.1.0"
    /// What `--version` prints: the release number and the commit.
    public static let version = "\(number) (commit \(BuildCommit.hash))"

    public static let configuration = CommandConfiguration(
        commandName: "push-composer",
        abstract: "Compose, check and send iOS test pushes in Braze's apple_push format.",
        discussion: """
        Reads a bare apple_push object, a Braze /messages/send request body, or an APNs device \
        payload ({"aps": …}, simulator .apns files too): the form is told apart automatically.
        Exit status: 0 when no file has an error, 1 when one has, 2 for a usage error or an \
        unreadable file, 3 when a send got no answer (could not connect, TLS failed, timed out).

        With no subcommand, opens the full-screen composer (a terminal is needed):
          push-composer [FILE] [--new] [--theme NAME|PATH] [--bundle-id ID]

        See 'push-composer compose --help' for the composer's options.
        """,
        version: version,
        subcommands: [ComposeCommand.self, ValidateCommand.self, RulesCommand.self, ExplainCommand.self, SchemaCommand.self, LSPCommand.self, DoctorCommand.self, CompileCommand.self, BudgetCommand.self, PreviewCommand.self, MediaCommand.self,
                      SendCommand.self, ResendCommand.self, InitCommand.self, LoginCommand.self, HistoryCommand.self, UsersCommand.self, DevicesCommand.self, ChannelsCommand.self, APNsTokenCommand.self, BlocksCommand.self, CatalogCommand.self, PullCommand.self],
        defaultSubcommand: ComposeCommand.self
    )

    public init() {}

    /// What the arguments ask the program to do: the composer needs a terminal,
    /// which this module does not touch, and a command runs in the caller's async context, so
    /// each is handed back; help and usage errors are written here.
    public enum Dispatch {
        /// The arguments were wrong, or asked for help; exit with this status.
        case exit(Int32)
        /// Run this command-line command and exit with its status.
        case command(any IOCommand)
        /// Open the composer with these options.
        case compose(ComposeOptions)
    }

    /// The variable `--profile` sets, which the config's reader reads in every command.
    public static let profileVariable = ConfigProfile.variable

    /// `--profile NAME` (or `--profile=NAME`) anywhere on the line, taken out: every command
    /// and the composer take it, as `$PUSH_COMPOSER_PROFILE`, without an option of their own.
    public static func profileTakenOut(_ arguments: [String]) -> (arguments: [String], profile: String?) {
        var out: [String] = []
        var profile: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { out += arguments[index...]; break }
            if argument == "--profile", index + 1 < arguments.count {
                profile = arguments[index + 1]
                index += 2
                continue
            }
            if argument.hasPrefix("--profile=") {
                profile = String(argument.dropFirst("--profile=".count))
                index += 1
                continue
            }
            out.append(argument)
            index += 1
        }
        return (out, profile)
    }

    /// The one dispatch: every subcommand, the composer as the default one.
    /// `io` is made only when there are arguments.
    public static func dispatch(_ arguments: [String], io makeIO: @autoclosure () -> CLIIO) -> Dispatch {
        // No arguments opens the composer: parsing them through the whole command tree cost more
        // at launch than drawing the first frame, and the command line's streams are not needed.
        if arguments.isEmpty { return .compose(ComposeOptions()) }
        if arguments == ["lsp"] { return .command(PlainLSPCommand()) }
        let io = makeIO()
        if let line = mistypedCommand(arguments.first) {
            io.errorLine(line)
            return .exit(2)
        }
        do {
            let command = try ValidateCommand.parseAsRootSettingFilesAside(arguments)  // the parser is quadratic in file arguments
            switch command {
            case let c as IOCommand: return .command(c)
            case let c as ComposeCommand: return .compose(c.options)
            default:
                // The parser's own `help` command reports itself by throwing a clean exit.
                var other = command
                try other.run()
                io.out(helpMessage() + "\n")
                return .exit(0)
            }
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                io.out(message + "\n")
                return .exit(0)
            }
            if let line = LoginCommand.secretInArguments(arguments) {
                io.errorLine(line)
                return .exit(2)
            }
            io.err(message + "\n")
            return .exit(2)
        }
    }

    /// Runs a command-line subcommand (tests call this); the composer is not run here.
    public static func run(_ arguments: [String], io: CLIIO) async -> Int32 {
        var io = io
        let (arguments, profile) = profileTakenOut(arguments)
        if let profile { io.environment[profileVariable] = profile }
        switch dispatch(arguments, io: io) {
        case .exit(let status): return status
        case .command(let command): return await command.execute(io)
        case .compose: return 0
        }
    }

    /// `push-composer valdate …` means a command, not a new push file called "valdate": a first
    /// word that names no subcommand and no file, has no extension or folder, and is close to a
    /// subcommand's name is refused with the name it is close to.
    static func mistypedCommand(_ first: String?) -> String? {
        var names: [String] = []
        for subcommand in configuration.subcommands {
            let sub = subcommand.configuration
            if sub.shouldDisplay, let name = sub.commandName { names.append(name) }
        }
        guard let word = first, !word.hasPrefix("-"), !word.contains("/"), !word.contains("."), !names.contains(word),
              word != "help", FileStamp.current(word) == nil,
              let command = NameSuggester.suggest(word, among: names + ["help"]) else { return nil }
        return "push-composer: no such command '\(word)'; did you mean '\(command)'? (A new push file needs an extension: \(word).json.)"
    }
}

/// A subcommand that runs against injected IO and returns its exit status.
public protocol IOCommand: AsyncParsableCommand, Sendable {
    /// Runs the command, writing through `io`; its exit status.
    func execute(_ io: CLIIO) async -> Int32
}

extension IOCommand {
    /// The real process entry, for completeness: `PushComposerCommand.dispatch` is the one used.
    public func run() async throws {
        let status = await execute(.standard)
        if status != 0 { throw ExitCode(status) }
    }
}

extension ComposeCommand {
    /// Not run here: `dispatch` hands the composer back to the program, which owns the terminal.
    public func run() throws { throw CleanExit.message("The composer needs a terminal: run 'push-composer' in one.") }
}

