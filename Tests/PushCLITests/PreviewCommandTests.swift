import Foundation
import TestSupport
import Testing
@testable import PushCLI

@Suite struct PreviewCommandTests {
    @Test func seedExampleDrawsAPlainCardWhenPiped() async {
        let cli = CLIHarness()
        #expect(await cli.run("preview", CLIHarness.fixture("seed-example-request.json")) == 0)
        #expect(cli.out == """
        ╭──────────────────────────────────────────────────────────╮
        │ ▟▙ Hello!                                            now │
        │ ▜▛ Message here                                          │
        ╰──────────────────────────────────────────────────────────╯

        """)
        #expect(!cli.out.contains("\u{1B}"))
        #expect(cli.err.contains("warning[request.boolean-string]"))
    }

    @Test func usesTheTerminalWidthAndColoursOnATerminal() async {
        let cli = CLIHarness()
        var io = cli.io
        io.stdoutIsTerminal = true
        io.terminalWidth = 50
        #expect(await PushComposerCommand.run(["preview", CLIHarness.fixture("valid-push.json")], io: io) == 0)
        let first = cli.out.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.contains("╭" + String(repeating: "─", count: 48) + "╮"))
        #expect(cli.out.contains("\u{1B}["))
    }

    @Test func noColorWinsOverATerminal() async {
        let cli = CLIHarness()
        var io = cli.io
        io.stdoutIsTerminal = true
        io.environment = ["NO_COLOR": "1"]
        _ = await PushComposerCommand.run(["preview", CLIHarness.fixture("valid-push.json")], io: io)
        #expect(!cli.out.contains("\u{1B}"))
    }

    @Test func allStatesAreHeaded() async {
        let cli = CLIHarness()
        #expect(await cli.run("preview", "--state", "all", "--width", "30", CLIHarness.fixture("valid-push.json")) == 0)
        for heading in ["Lock screen", "Expanded", "Banner", "Previews hidden"] { #expect(cli.out.contains(heading)) }
    }

    @Test func eachPhoneBreaksTheBodyWhereItsScreenDoes() async {
        let file = CLIHarness.fixture("long-body.json")
        var widths: [Int] = []
        var firstBodyRows: [String] = []
        for phone in ["small", "standard", "large"] {
            let cli = CLIHarness()
            #expect(await cli.run("preview", "--phone", phone, "--state", "all", file) == 0)
            #expect(cli.out.contains("\(phone) phone"))
            let lines = cli.out.split(separator: "\n")
            widths.append(lines.dropFirst().first?.count ?? 0)
            firstBodyRows.append(lines.count > 3 ? lines[3].trimmingCharacters(in: CharacterSet(charactersIn: "│ ▜▛")) : "")
        }
        #expect(widths == [47, 60, 67])
        // Each screen's first line ends at a different word.
        #expect(Set(firstBodyRows).count == 3, "\(firstBodyRows)")
        #expect(await CLIHarness().run("preview", "--phone", "tablet", file) == 2)
    }

    @Test func payloadComesUnderTheCardWhenNarrow() async {
        let cli = CLIHarness()
        #expect(await cli.run("preview", "--payload", CLIHarness.fixture("valid-push.json")) == 0)
        #expect(cli.out.contains("\"interruption-level\": \"active\""))
        #expect(cli.out.contains("\"ab_uri\": \"https://example.com/sale\""))
    }

    @Test func aPipedPayloadIsJSONAProgramCanRead() async throws {
        // A long string is never wrapped into the next line when the output is not a terminal.
        let file = NSTemporaryDirectory() + "long-body-\(UUID().uuidString).apns"
        let body = String(repeating: "a long body that goes on ", count: 12)
        try #"{"aps":{"alert":{"title":"Hi","body":"\#(body)"}},"ab":{"c":"Y2FtcGFpZ24="}}"#.write(toFile: file, atomically: true, encoding: .utf8)
        let cli = CLIHarness()
        #expect(await cli.run("preview", "--payload", file) == 0)
        let start = try #require(cli.out.range(of: "\n{\n", options: .backwards))
        let json = try JSONSerialization.jsonObject(with: Data(cli.out[start.lowerBound...].utf8)) as? [String: Any]
        let aps = json?["aps"] as? [String: Any], alert = aps?["alert"] as? [String: Any]
        #expect(alert?["body"] as? String == body)
        // A device payload is shown as it is delivered: its own ab.c.
        #expect((json?["ab"] as? [String: Any])?["c"] as? String == "Y2FtcGFpZ24=")
    }

    @Test func appNameAndErrors() async {
        let named = CLIHarness()
        _ = await named.run("preview", "--app-name", "Shop", "--state", "hidden", CLIHarness.fixture("valid-push.json"))
        #expect(named.out.contains("▟▙ Shop"))
        #expect(named.out.contains("Notification"))
        let invalid = CLIHarness()
        #expect(await invalid.run("preview", CLIHarness.fixture("extra-aps.json")) == 1)
        #expect(invalid.out.isEmpty)
        #expect(await CLIHarness().run("preview", "--width", "5", CLIHarness.fixture("valid-push.json")) == 2)
        #expect(await CLIHarness().run("preview", "/no/such/file") == 2)
    }
}

extension PreviewCommandTests {
    @Test func aDevicePayloadsSubtitleIsOnTheCard() async {
        let cli = CLIHarness()
        #expect(await cli.run("preview", CLIHarness.fixture("subtitle.apns")) == 0)
        let lines = cli.out.split(separator: "\n")
        #expect(lines[1].contains("Outbid Alert") && lines[2].contains("Small Leather Lamp") && lines[3].contains("outbid."))
    }
}
