import Foundation
import Synchronization
import TestSupport
import Testing
@testable import PushCLI

@Suite struct ValidateCommandTests {
    @Test("Every option validate shows taking a value is known to the fast path, which then parses one file, not all")
    func valueOptionsMatchTheHelp() throws {
        let help = ValidateCommand.helpMessage(columns: 400)
        let shown = Set(help.matches(of: /(--[a-z-]+) <[a-z-]+>/).map { String($0.output.1) })
        #expect(!shown.isEmpty)
        #expect(shown.subtracting(ValidateCommand.valueOptions).isEmpty, "missing: \(shown.subtracting(ValidateCommand.valueOptions).sorted())")
        // With every value option in it, the files are set aside whatever options come first.
        let command = try #require(try ValidateCommand.parseAsRootSettingFilesAside(
            ["validate", "--topic", "com.example.app", "--priority", "5", "a.json", "b.json", "c.json"]) as? ValidateCommand)
        #expect(command.files == ["a.json", "b.json", "c.json"])
    }

    /// iOS 18: a push-to-start may name a broadcast channel; --strict passes it (it once got a
    /// false key.unknown), and summary-arg gets the iOS 15 note, not "move it out of aps".
    @Test func iOS18AndRetiredApsKeysAreKnown() async throws {
        let folder = NSTemporaryDirectory() + "ios18-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = #"{"aps": {"event": "start", "timestamp": 1780315200, "content-state": {"score": "0-0"}, "attributes-type": "MatchAttributes", "attributes": {"home": "Reds"}, "alert": {"title": "Kick-off", "body": "Reds v Blues"}, "input-push-channel": "dHN0LXNyY2gtY2hubA=="}}"#
        try start.write(toFile: folder + "/start.apns", atomically: true, encoding: .utf8)
        let strict = CLIHarness()
        #expect(await strict.run("validate", "--strict", "--now", "2026-06-01T12:00:00Z", folder + "/start.apns") == 0, "\(strict.out)")
        #expect(!strict.out.contains("key.unknown"))
        try #"{"aps": {"alert": "Hi", "summary-arg": "Ana", "summary-arg-count": 2}}"#.write(toFile: folder + "/summary.apns", atomically: true, encoding: .utf8)
        let summary = CLIHarness()
        #expect(await summary.run("validate", "--strict", folder + "/summary.apns") == 0)
        #expect(summary.out.contains("info[apns.ignored-key]: aps.summary-arg is ignored since iOS 15"), "\(summary.out)")
        #expect(!summary.out.contains("key.unknown") && !summary.out.contains("not-expressible"))
    }

    @Test func seedExampleHasNoErrorAndOneWarningForTheStringBoolean() async {
        let cli = CLIHarness()
        let path = CLIHarness.fixture("seed-example-request.json")
        #expect(await cli.run("validate", path) == 0)
        #expect(cli.out.contains("\(path):5:3: warning[request.boolean-string]:"))
        #expect(!cli.out.contains("error["))
        #expect(cli.out.contains("valid Braze /messages/send request: 0 errors, 1 warning"))
    }

    @Test func reservedKeyInExtraIsAnErrorAtItsLineAndColumn() async {
        let cli = CLIHarness()
        let path = CLIHarness.fixture("extra-aps.json")
        #expect(await cli.run("validate", path) == 1)
        #expect(cli.out.contains("\(path):5:5: error[extra.reserved-key]:"))
    }

    /// Files are read and checked on every core, a window at a time: what is printed is still
    /// each file in the order given, across windows, with the same counts.
    @Test func manyFilesArePrintedInTheOrderGiven() async throws {
        let folder = NSTemporaryDirectory() + "order-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files: [String] = []
        for index in 0..<600 {
            let path = folder + "/\(index).json"
            // Every third file has an error (a badge that is not a number), the rest are valid.
            let badge = index % 3 == 0 ? "\"x\"" : "\(index)"
            try #"{"alert": "Push \#(index)", "badge": \#(badge)}"#.write(toFile: path, atomically: true, encoding: .utf8)
            files.append(path)
        }
        let h = CLIHarness()
        #expect(await h.run(["validate"] + files) == 1)
        let named = h.out.split(separator: "\n").compactMap { line in files.firstIndex { line.hasPrefix($0 + ":") } }
        #expect(named == stride(from: 0, to: 600, by: 3).map { $0 }, "one error line per third file, in order")
        #expect(h.out.contains("checked 600 files: 400 valid, 200 invalid; 200 errors"), "\(h.out.suffix(200))")
    }

    /// Output is gathered into large writes, yet what goes to stderr still comes after what was
    /// printed for the files before it, as if each line had gone out alone.
    @Test func outputGoesOutInLargeWritesAndStaysInOrderWithErrors() async throws {
        let folder = NSTemporaryDirectory() + "writes-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files: [String] = []
        for index in 0..<300 {
            let path = folder + "/\(index).json"
            try #"{"alert": "Push \#(index)", "badge": "x"}"#.write(toFile: path, atomically: true, encoding: .utf8)
            files.append(path)
        }
        files.insert(folder + "/missing.json", at: 150)
        let log = Mutex<[(stream: String, text: String)]>([])
        let io = CLIIO(out: { text in log.withLock { $0.append(("out", text)) } },
                       err: { text in log.withLock { $0.append(("err", text)) } },
                       readStdin: { _ in [] }, environment: ["HOME": "/nonexistent/push-composer-test-home"])
        #expect(await PushComposerCommand.run(["validate"] + files, io: io) == 2)
        let writes = log.withLock { $0 }
        #expect(writes.filter { $0.stream == "out" }.count < 10, "300 error lines in a few writes")
        let lines = writes.flatMap { write in write.text.split(separator: "\n").map { (write.stream, String($0)) } }
        let missing = try #require(lines.firstIndex { $0.0 == "err" && $0.1.contains("missing.json") })
        #expect(lines[missing - 1].1.hasPrefix(files[149] + ":"))
        #expect(lines[missing + 1].1.hasPrefix(files[151] + ":"))
    }

    @Test func strictFailsOnWarnings() async {
        let path = CLIHarness.fixture("warning-only.json")
        #expect(await CLIHarness().run("validate", path) == 0)
        #expect(await CLIHarness().run("validate", "--strict", path) == 1)
    }

    @Test func jsonFormatHasOneObjectPerFile() async throws {
        let cli = CLIHarness()
        let status = await cli.run("validate", "--format", "json", CLIHarness.fixture("valid-push.json"), CLIHarness.fixture("extra-aps.json"))
        #expect(status == 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [[String: Any]]
        let reports = try #require(parsed)
        #expect(reports.count == 2)
        #expect(reports[0]["kind"] as? String == "apple_push")
        #expect(reports[0]["valid"] as? Bool == true)
        let bytes = try #require(reports[0]["bytes"] as? [String: Any])
        #expect((bytes["braze"] as? Int).map { $0 > 0 } == true)
        #expect((bytes["apns"] as? Int) == (bytes["braze"] as? Int).map { $0 + 136 })
        #expect(reports[1]["valid"] as? Bool == false)
        let diagnostics = try #require(reports[1]["diagnostics"] as? [[String: Any]])
        let reserved = try #require(diagnostics.first { $0["code"] as? String == "extra.reserved-key" })
        #expect(reserved["severity"] as? String == "error")
        #expect(reserved["path"] as? String == "/extra/aps")
        #expect(reserved["line"] as? Int == 5)
        #expect(reserved["column"] as? Int == 5)
    }

    @Test func kindsAreToldApart() async throws {
        let cli = CLIHarness()
        _ = await cli.run("validate", "--format", "json", CLIHarness.fixture("valid-push.json"),
                    CLIHarness.fixture("seed-example-request.json"), CLIHarness.fixture("device.apns"))
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [[String: Any]])
        #expect(reports.map { $0["kind"] as? String } == ["apple_push", "messages/send", "apns"])
    }

    @Test func readsStandardInput() async {
        let cli = CLIHarness(stdin: #"{"alert": "Hello"}"#)
        #expect(await cli.run("validate", "-") == 0)
        #expect(cli.out.contains("valid apple_push object"))
    }

    @Test func missingFileAndDirectoryExitTwoWithOneLine() async {
        let missing = CLIHarness()
        #expect(await missing.run("validate", "/no/such/push.json") == 2)
        #expect(missing.err == "/no/such/push.json: error[file.unreadable]: no such file\n")
        let directory = CLIHarness()
        #expect(await directory.run("validate", NSTemporaryDirectory()) == 2)
        #expect(directory.err.contains("is a directory"))
    }

    @Test func binaryEmptyHugeAndDeepInputGetOneClearError() async throws {
        let binary = CLIHarness()
        #expect(await binary.run("validate", CLIHarness.fixture("binary.png")) == 1)
        #expect(binary.out.contains("error[json.encoding]") || binary.out.contains("error[json.syntax]"))

        let empty = CLIHarness()
        #expect(await empty.run("validate", CLIHarness.fixture("empty.json")) == 1)
        #expect(empty.out.contains("error[json.empty]"))

        let deep = CLIHarness(stdin: String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))
        #expect(await deep.run("validate", "-") == 1)
        #expect(deep.out.contains("error[json.depth]"))

        let huge = FileManager.default.temporaryDirectory.appendingPathComponent("push-composer-huge-\(UUID()).json")
        FileManager.default.createFile(atPath: huge.path, contents: Data(count: 50 * 1024 * 1024))
        defer { try? FileManager.default.removeItem(at: huge) }
        let big = CLIHarness()
        #expect(await big.run("validate", huge.path) == 1)
        #expect(big.out.contains("error[json.size]: the file is 50.0 MiB"))
    }

    @Test func usageErrorsExitTwo() async throws {
        let none = CLIHarness()
        #expect(await none.run("validate") == 2)
        #expect(none.err.contains("Missing expected argument"))
        let unknown = CLIHarness()
        #expect(await unknown.run("validate", "--no-such-flag", "x.json") == 2)
        // A word close to a subcommand is a typo; any other is a new file for the composer.
        let typo = CLIHarness()
        #expect(await typo.run("valdate", "x.json") == 2)
        #expect(typo.err.contains("no such command 'valdate'; did you mean 'validate'?"))
        guard case .compose(let compose) = PushComposerCommand.dispatch(["frobnicate"], io: CLIHarness().io) else {
            Issue.record("a plain word did not open the composer")
            return
        }
        #expect(compose.file == "frobnicate")
        guard case .compose(let bare) = PushComposerCommand.dispatch([], io: CLIHarness().io) else {
            Issue.record("no arguments did not open the composer")
            return
        }
        // Opened without the parser, with what the parser gives for no arguments.
        #expect(bare == ComposeOptions())
        #expect(try ComposeCommand.parse([]).options == bare)
        #expect(try ComposeCommand.parse(["--phone", "small"]).options.phone == .small)
        #expect(await PushComposerCommand.run(["--bundle-id", "a b"], io: CLIHarness().io) == 2)
    }

    @Test func helpAndVersionWorkEverywhere() async {
        let help = CLIHarness()
        #expect(await help.run("--help") == 0)
        #expect(help.out.contains("validate"))
        let sub = CLIHarness()
        #expect(await sub.run("validate", "--help") == 0)
        #expect(sub.out.contains("--strict"))
        let version = CLIHarness()
        #expect(await version.run("--version") == 0)
        #expect(version.out == PushComposerCommand.version + "\n")
        let completion = CLIHarness()
        #expect(await completion.run("--generate-completion-script", "bash") == 0)
        #expect(completion.out.contains("complete"))
    }

    @Test func controlCharactersFromAFileNeverReachTheTerminalRaw() async {
        let cli = CLIHarness(stdin: "{\"alert\": \"x\", \"in\\u001b]0;pwned\\u0007\": 1}")
        _ = await cli.run("validate", "-")
        #expect(!cli.out.contains("\u{1B}"))
        #expect(cli.out.contains("␛]0;pwned␇"))
    }

    @Test func colourOnlyWhenAsked() async {
        let plain = CLIHarness()
        _ = await plain.run("validate", CLIHarness.fixture("extra-aps.json"))
        #expect(!plain.out.contains("\u{1B}["))
        let coloured = CLIHarness()
        _ = await coloured.run("validate", "--color", "always", CLIHarness.fixture("extra-aps.json"))
        #expect(coloured.out.contains("\u{1B}[1;31merror[extra.reserved-key]"))
    }
}

@Suite struct ManyFilesTests {
    /// Thousands of files parse as fast as one (the argument parser is quadratic in them) and
    /// give the same report as the same files named one by one.
    @Test func manyFilesAreReportedInOrder() async {
        let files = Array(repeating: CLIHarness.fixture("valid-push.json"), count: 500) + ["/no/such/file.json"]
        let cli = CLIHarness()
        #expect(await PushComposerCommand.run(["validate", "--strict"] + files, io: cli.io) == 2)
        #expect(cli.out.contains("checked 501 files: 500 valid, 0 invalid"))
        let optionsAfter = CLIHarness()
        #expect(await PushComposerCommand.run(["validate", CLIHarness.fixture("warning-only.json"), "--strict"], io: optionsAfter.io) == 1)
    }
}
