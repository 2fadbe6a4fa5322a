import TestSupport
import Testing
@testable import PushCLI

/// `push-composer lsp`: as editors start it (no option) it skips the argument parser; with
/// options it is parsed as every command is, and a bad users file is one line and status 2.
@Suite struct LSPCommandTests {
    @Test func plainLSPSkipsTheParserAndOptionsGoThroughIt() {
        guard case .command(let plain) = PushComposerCommand.dispatch(["lsp"], io: CLIHarness().io) else {
            Issue.record("lsp is a command")
            return
        }
        #expect(plain is PlainLSPCommand)
        guard case .command(let parsed) = PushComposerCommand.dispatch(["lsp", "--phone", "small"], io: CLIHarness().io) else {
            Issue.record("lsp --phone small is a command")
            return
        }
        #expect((parsed as? LSPCommand)?.phoneOption.phone == .small)
    }

    @Test func aUsersFileThatCannotBeReadIsOneLine() async {
        let cli = CLIHarness()
        #expect(await cli.run("lsp", "--users", "/nonexistent/users.json") == 2)
        #expect(cli.err.hasPrefix("push-composer lsp: ") && cli.err.split(separator: "\n").count == 1, "\(cli.err)")
    }
}
