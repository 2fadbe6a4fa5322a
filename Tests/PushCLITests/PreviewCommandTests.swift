import Testing
@testable import PushCLI

@Suite struct PreviewCommandTests {
    @Test func seedExampleDrawsAPlainCardWhenPiped() {
        let cli = CLIHarness()
        #expect(cli.run("preview", CLIHarness.fixture("seed-example-request.json")) == 0)
        #expect(cli.out == """
        ╭──────────────────────────────────────────╮
        │ ▣ APP                                now │
        │ Hello!                                   │
        │ Message here                             │
        ╰──────────────────────────────────────────╯

        """)
        #expect(!cli.out.contains("\u{1B}"))
        #expect(cli.err.contains("warning[request.boolean-string]"))
    }

    @Test func usesTheTerminalWidthAndColoursOnATerminal() {
        let cli = CLIHarness()
        var io = cli.io
        io.stdoutIsTerminal = true
        io.terminalWidth = 60
        #expect(PushComposerCommand.run(["preview", CLIHarness.fixture("valid-push.json")], io: io) == 0)
        let first = cli.out.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.contains("╭" + String(repeating: "─", count: 58) + "╮"))
        #expect(cli.out.contains("\u{1B}["))
    }

    @Test func noColorWinsOverATerminal() {
        let cli = CLIHarness()
        var io = cli.io
        io.stdoutIsTerminal = true
        io.environment = ["NO_COLOR": "1"]
        _ = PushComposerCommand.run(["preview", CLIHarness.fixture("valid-push.json")], io: io)
        #expect(!cli.out.contains("\u{1B}"))
    }

    @Test func allStatesAreHeaded() {
        let cli = CLIHarness()
        #expect(cli.run("preview", "--state", "all", "--width", "30", CLIHarness.fixture("valid-push.json")) == 0)
        for heading in ["Lock screen", "Expanded", "Banner"] { #expect(cli.out.contains(heading)) }
    }

    @Test func payloadComesUnderTheCardWhenNarrow() {
        let cli = CLIHarness()
        #expect(cli.run("preview", "--payload", CLIHarness.fixture("valid-push.json")) == 0)
        #expect(cli.out.contains("\"interruption-level\": \"active\""))
        #expect(cli.out.contains("\"ab_uri\": \"https://example.com/sale\""))
    }

    @Test func appNameAndErrors() {
        let named = CLIHarness()
        _ = named.run("preview", "--app-name", "Shop", CLIHarness.fixture("valid-push.json"))
        #expect(named.out.contains("▣ SHOP"))
        let invalid = CLIHarness()
        #expect(invalid.run("preview", CLIHarness.fixture("extra-aps.json")) == 1)
        #expect(invalid.out.isEmpty)
        #expect(CLIHarness().run("preview", "--width", "5", CLIHarness.fixture("valid-push.json")) == 2)
        #expect(CLIHarness().run("preview", "/no/such/file") == 2)
    }
}
