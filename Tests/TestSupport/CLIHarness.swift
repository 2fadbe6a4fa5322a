import Foundation
import Synchronization
@testable import PushCLI

/// Runs the command line in-process and captures what it writes; a test target gives it its
/// own fixtures (`fixture(_:)`).
public final class CLIHarness: Sendable {
    public let stdout = Mutex("")
    public let stderr = Mutex("")
    public let stdin: [UInt8]
    /// Variables laid over the harness's own (a config folder, say).
    public let environment: [String: String]

    public init(stdin: String = "", environment: [String: String] = [:]) {
        self.stdin = Array(stdin.utf8)
        self.environment = environment
    }

    public var io: CLIIO {
        // A home with no config or users file, so no test reads the machine's own.
        CLIIO(out: { s in self.stdout.withLock { $0 += s } },
              err: { s in self.stderr.withLock { $0 += s } },
              readStdin: { limit in Array(self.stdin.prefix(limit + 1)) },
              environment: ["HOME": "/nonexistent/push-composer-test-home"].merging(environment) { _, given in given })
    }

    /// Runs `push-composer ARGS` and returns the exit status.
    public func run(_ arguments: String...) async -> Int32 {
        await PushComposerCommand.run(arguments, io: io)
    }

    /// Runs a subcommand from an array of arguments.
    public func run(_ arguments: [String]) async -> Int32 {
        await PushComposerCommand.run(arguments, io: io)
    }

    public var out: String { stdout.withLock { $0 } }
    public var err: String { stderr.withLock { $0 } }
}
