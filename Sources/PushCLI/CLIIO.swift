import Foundation

/// Where the command line reads and writes, injected so tests run commands in-process.
public struct CLIIO: Sendable {
    /// Writes to standard output.
    public var out: @Sendable (String) -> Void
    /// Writes to standard error.
    public var err: @Sendable (String) -> Void
    /// Reads all of standard input, up to a byte limit (one more byte tells that it was exceeded).
    public var readStdin: @Sendable (_ limit: Int) -> [UInt8]
    /// Whether standard output is a terminal, for colour and width.
    public var stdoutIsTerminal: Bool
    /// The terminal's width in columns, when it is one.
    public var terminalWidth: Int?
    /// The environment, for `NO_COLOR` and friends.
    public var environment: [String: String]

    /// Creates an IO from its parts.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
                readStdin: @escaping @Sendable (Int) -> [UInt8], stdoutIsTerminal: Bool = false,
                terminalWidth: Int? = nil, environment: [String: String] = [:]) {
        self.out = out
        self.err = err
        self.readStdin = readStdin
        self.stdoutIsTerminal = stdoutIsTerminal
        self.terminalWidth = terminalWidth
        self.environment = environment
    }

    /// The process's real standard streams.
    public static var standard: CLIIO {
        CLIIO(
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            err: { FileHandle.standardError.write(Data($0.utf8)) },
            readStdin: { limit in
                var data = Data()
                while data.count <= limit {
                    let chunk = FileHandle.standardInput.readData(ofLength: 64 * 1024)
                    if chunk.isEmpty { break }
                    data.append(chunk)
                }
                return [UInt8](data.prefix(limit + 1))
            },
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            terminalWidth: TerminalSize.columns(),
            environment: ProcessInfo.processInfo.environment
        )
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
