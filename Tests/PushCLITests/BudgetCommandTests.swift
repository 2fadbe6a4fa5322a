import Foundation
import TestSupport
import Testing
@testable import PushCLI

@Suite struct BudgetCommandTests {
    @Test func listsFieldsLargestFirstWithTotals() async {
        let cli = CLIHarness()
        #expect(await cli.run("budget", CLIHarness.fixture("seed-example-request.json")) == 0)
        let lines = cli.out.split(separator: "\n").map(String.init)
        #expect(lines[0] == "\(CLIHarness.fixture("seed-example-request.json")) (Braze /messages/send request)")
        #expect(lines[1].hasPrefix("Braze              58 / 1912 B    3%"))
        // Each route the request can take, labelled: through Braze with ab.c, direct as compiled.
        #expect(lines[2].hasPrefix("APNs via Braze    194 / 4096 B    5%") && lines[2].hasSuffix("incl. 136 B for Braze's ab.c"))
        #expect(lines[3].hasPrefix("APNs direct        74 / 4096 B    2%") && lines[3].hasSuffix("as sent straight to APNs"))
        let body = lines.firstIndex { $0.hasPrefix("alert.body") }
        let title = lines.firstIndex { $0.hasPrefix("alert.title") }
        #expect(body != nil && title != nil && body! < title!)
    }

    @Test func severalFilesGetATableEachAndAJSONArray() async throws {
        let (a, b) = (CLIHarness.fixture("valid-push.json"), CLIHarness.fixture("seed-example-request.json"))
        let text = CLIHarness()
        #expect(await text.run("budget", a, b, "--color", "never") == 0)
        #expect(text.out.contains("\(a) (") && text.out.contains("\(b) (Braze /messages/send request)"))
        #expect(text.out.components(separatedBy: "\nBraze ").count == 3, "a Braze line per file:\n\(text.out)")
        let json = CLIHarness()
        #expect(await json.run("budget", "--format", "json", a, b) == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        #expect(array.map { $0["file"] as? String } == [a, b])
        let missing = CLIHarness()
        #expect(await missing.run("budget", a, "/nonexistent/push.json") == 2)
        #expect(missing.out.contains(a) && missing.err.contains("/nonexistent/push.json"))
    }

    @Test func jsonRowsAddUpToTheTotal() async throws {
        let cli = CLIHarness()
        #expect(await cli.run("budget", "--format", "json", CLIHarness.fixture("valid-push.json")) == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [String: Any])
        let braze = try #require((object["braze"] as? [String: Any])?["bytes"] as? Int)
        let rows = try #require(object["fields"] as? [[String: Any]])
        let structure = try #require(object["structure"] as? Int)
        #expect(rows.reduce(0) { $0 + ($1["bytes"] as? Int ?? 0) } + structure == braze)
    }

    @Test func jsonNamesTheFileAsItIsAndTheTableSanitisesIt() async throws {
        let folder = NSTemporaryDirectory() + "budget-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/odd\u{1B}[31mname.json"
        try Data(#"{"alert": "Hi"}"#.utf8).write(to: URL(fileURLWithPath: path))
        let json = CLIHarness()
        #expect(await json.run("budget", "--format", "json", path) == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(object["file"] as? String == path)
        #expect(!json.out.contains("\u{1B}"))
        let text = CLIHarness()
        #expect(await text.run("budget", path) == 0)
        #expect(!text.out.contains("\u{1B}") && text.out.contains("name.json"))
    }

    @Test func overTheLimitExitsOne() async {
        let long = String(repeating: "x", count: 2000)
        let cli = CLIHarness(stdin: #"{"alert": "\#(long)"}"#)
        #expect(await cli.run("budget", "-") == 1)
        #expect(cli.out.contains("Braze            2"))
    }
}
