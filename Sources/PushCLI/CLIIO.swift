import Foundation
import SafeFiles
import TerminalKit

/// Where the command line reads and writes, injected so tests run commands in-process.
public struct CLIIO: Sendable {
    /// Writes to standard output; a failed write ends the program (see `standard`).
    public var out: @Sendable (String) -> Void
    /// Writes to standard output and returns the `errno` of a failed write instead of ending
    /// the program: for output that must not stop work under way (a send records its results
    /// whether or not they can be printed).
    public var write: @Sendable (String) -> Int32?
    /// Writes to standard error.
    public var err: @Sendable (String) -> Void
    /// Reads all of standard input, up to a byte limit (one more byte tells that it was exceeded),
    /// or says why it cannot (it is closed).
    public var readStdin: @Sendable (_ limit: Int) throws(FileReadError) -> [UInt8]
    /// Whether standard output is a terminal, for colour and width.
    public var stdoutIsTerminal: Bool
    /// The terminal's width in columns, when it is one.
    public var terminalWidth: Int?
    /// The environment, for `NO_COLOR` and friends.
    public var environment: [String: String]
    /// Asks a question on the terminal and returns the line typed (without echo when `hidden`),
    /// or nil when there is no terminal to ask on.
    public var ask: @Sendable (_ prompt: String, _ hidden: Bool) -> String?

    /// Creates an IO from its parts.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
                readStdin: @escaping @Sendable (Int) throws(FileReadError) -> [UInt8], stdoutIsTerminal: Bool = false,
                terminalWidth: Int? = nil, environment: [String: String] = [:],
                ask: @escaping @Sendable (String, Bool) -> String? = { _, _ in nil },
                write: (@Sendable (String) -> Int32?)? = nil) {
        self.out = out
        self.write = write ?? { text in out(text); return nil }
        self.err = err
        self.readStdin = readStdin
        self.stdoutIsTerminal = stdoutIsTerminal
        self.terminalWidth = terminalWidth
        self.environment = environment
        self.ask = ask
    }

    /// The process's real standard streams. A write that fails (a closed descriptor, a full
    /// disk) ends the program with one line on stderr and status 2, since its output is lost;
    /// a reader that went away (`| head`) ends it quietly, as SIGPIPE would.
    public static var standard: CLIIO {
        CLIIO(
            out: { text in
                guard let code = OutputChannel.standardOutput.write(text) else { return }
                if code == EPIPE { exit(141) }
                _ = OutputChannel.standardError.write("push-composer: cannot write to standard output: \(OutputChannel.reason(code))\n")
                exit(2)
            },
            err: { text in
                // Every stderr line passes here, so no name, argument or message from outside
                // reaches the terminal raw: nothing on stderr is coloured, all of it is sanitised.
                guard OutputChannel.standardError.write(Sanitizer.sanitize(text, keepingNewlines: true)) != nil else { return }
                // Nowhere left to say it: the status alone tells.
                exit(2)
            },
            readStdin: { limit throws(FileReadError) in try FileReader(limit: limit).readStandardInput() },
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            terminalWidth: TerminalSize.columns(),
            environment: ProcessInfo.processInfo.environment,
            ask: { prompt, hidden in TerminalPrompt.ask(prompt, hidden: hidden) },
            write: { text in OutputChannel.standardOutput.write(text) }
        )
    }

    /// Writes a line to stderr (sanitised there).
    public func errorLine(_ line: String) {
        err(line + "\n")
    }
}

/// Asks the kernel for the terminal's width.
enum TerminalSize {
    static func columns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
