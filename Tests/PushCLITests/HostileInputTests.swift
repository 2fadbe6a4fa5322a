import Foundation
import PushCore
import SafeFiles
import TestSupport
import Testing
@testable import PushCLI

/// Input a careless or hostile user gives: every one is a clear line and a status, never a
/// crash, a hang or gigabytes of memory.
struct HostileInputTests {
    @Test func aClosedStandardInputIsOneClearLine() async {
        let cli = CLIHarness()
        var io = cli.io
        io.readStdin = { _ throws(FileReadError) in throw FileReadError(.closed, "standard input is closed") }
        #expect(await PushComposerCommand.run(["validate", "-"], io: io) == 2)
        #expect(cli.err == "<stdin>: error[file.unreadable]: standard input is closed\n")
    }

    @Test("A key typed as an argument to login is never printed back, and the history is named",
          arguments: [["login", "braze", "sk-0123456789abcdef"], ["login", "sk-0123456789abcdef"], ["login", "--replace", "braze", "x", "sk-0123456789abcdef"]])
    func aKeyInLoginsArgumentsIsNotEchoed(_ arguments: [String]) async {
        let cli = CLIHarness()
        #expect(await PushComposerCommand.run(arguments, io: cli.io) == 2)
        #expect(!cli.err.contains("0123456789abcdef") && !cli.out.contains("0123456789abcdef"), "\(cli.err)")
        #expect(cli.err.contains("your shell's history now holds it"), "\(cli.err)")
        #expect(cli.err.split(separator: "\n").count == 1)
    }

    @Test func aHugeWidthIsAUsageErrorNotAnAllocation() async {
        let cli = CLIHarness()
        #expect(await cli.run("preview", CLIHarness.fixture("valid-push.json"), "--width", "50000000") == 2)
        #expect(cli.err.contains("--width must be from 20 to 1000"))
    }

    @Test func aBundleIDCannotForgeAHeaderLine() async {
        let cli = CLIHarness()
        #expect(await cli.run("compile", CLIHarness.fixture("valid-push.json"), "--to", "headers", "--bundle-id", "com.x\napns-priority: 10") == 2)
        #expect(cli.err.contains("a bundle id holds only letters, digits, hyphens and periods, not a control character"))
        #expect(cli.out.isEmpty)
    }

    @Test func aPipeIsRefusedWithoutWaitingForAWriter() async throws {
        let path = NSTemporaryDirectory() + "/push-composer-fifo-\(getpid())"
        unlink(path)
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let cli = CLIHarness()
        #expect(await cli.run("validate", path) == 2)
        #expect(cli.err.contains("is a named pipe, not a file"))
    }

    @Test func aFileNameFullOfEscapesIsShownAsPlaceholders() async {
        let cli = CLIHarness()
        #expect(await cli.run("compile", "/no/such/\u{1B}]52;c;aGk=\u{07}.json") == 2)
        #expect(cli.err.contains("␛]52;c;aGk=␇.json"))
    }
}

/// Header lines cannot be forged from inside a push either.
struct HeaderForgingTests {
    @Test func aLineBreakInACollapseIDOrAFilesBundleStaysInsideItsHeader() async throws {
        let folder = NSTemporaryDirectory() + "/push-composer-headers-\(getpid()).apns"
        defer { unlink(folder) }
        let json = #"{"Simulator Target Bundle": "com.x\napns-priority: 1", "aps": {"alert": "Hi"}}"#
        FileManager.default.createFile(atPath: folder, contents: Data(json.utf8))
        let cli = CLIHarness()
        _ = await cli.run("compile", folder, "--to", "headers")
        let lines = cli.out.split(separator: "\n").map(String.init)
        #expect(!lines.contains("apns-priority: 1"), "\(cli.out)")
        #expect(!lines.contains { $0.hasPrefix("apns-topic") }, "an invalid bundle id is not a topic")
        let headers = APNsHeaders(push: ApplePush(collapseID: "a\r\napns-priority: 1"), topic: nil).lines
        #expect(headers.contains("apns-collapse-id: a\\u000d\\u000aapns-priority: 1"))
    }
}
