import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import PushCLI
import PushCore
import TestSupport
import Testing

/// `validate --format github` and `--format junit`: what CI services read, from the same
/// diagnostics as the text and JSON forms.
@Suite("validate's CI formats")
struct CIFormatTests {
    @Test("budget --format github: a notice per file with its bytes, an error titled with the size code when over")
    func budgetAnnotatesFiles() async throws {
        let folder = NSTemporaryDirectory() + "budget-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"alert": "Hi"}"#.write(toFile: folder + "/small.json", atomically: true, encoding: .utf8)
        try #"{"alert": "\#(String(repeating: "x", count: 2000))"}"#.write(toFile: folder + "/big.json", atomically: true, encoding: .utf8)
        let cli = CLIHarness()
        #expect(await cli.run("budget", "--format", "github", folder + "/small.json", folder + "/big.json") == 1)
        let lines = cli.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(cli.out)")
        #expect(lines[0].hasPrefix("::notice file=\(GitHubAnnotations.property(folder + "/small.json")),title=bytes::") && lines[0].contains("/1912 Braze bytes"))
        #expect(lines[1].hasPrefix("::error file=\(GitHubAnnotations.property(folder + "/big.json")),title=size.braze-limit::"), "\(lines[1])")
    }

    @Test("github: one workflow command per diagnostic, with file, line, column and code; the exit status as ever")
    func githubAnnotatesLines() async {
        let cli = CLIHarness()
        let bad = CLIHarness.fixture("extra-aps.json"), warned = CLIHarness.fixture("seed-example-request.json")
        #expect(await cli.run("validate", "--format", "github", bad, warned) == 1)
        let lines = cli.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("::error file=\(GitHubAnnotations.property(bad)),line=5,col=5,title=extra.reserved-key::") }, "\(cli.out)")
        #expect(lines.contains { $0.hasPrefix("::warning file=\(GitHubAnnotations.property(warned)),line=5,col=3,title=request.boolean-string::") })
        #expect(!cli.out.contains("error[extra.reserved-key]"), "no compiler-style lines beside the commands")
        #expect(cli.out.contains("checked 2 files: 1 valid, 1 invalid"), "the summary stays, as a plain log line")
    }

    @Test("github: what would end a property or a command is escaped, and control characters are shown safely")
    func githubEscapes() {
        #expect(GitHubAnnotations.property("a,b:c%.json") == "a%2Cb%3Ac%25.json")
        #expect(GitHubAnnotations.data("50% off:\nnow, here") == "50%25 off:%0Anow, here")
        #expect(!GitHubAnnotations.data("x\u{1B}]0;pwned\u{07}").contains("\u{1B}"))
        let d = Diagnostic(code: "alert.required", severity: .info, path: "/", message: "m")
        #expect(GitHubAnnotations.line(d, file: "f.json") == "::notice file=f.json,title=alert.required::m")
    }

    @Test("github: an unreadable file is an error command too, on standard output")
    func githubUnreadable() async {
        let cli = CLIHarness()
        #expect(await cli.run("validate", "--format", "github", "/nonexistent/push.json") == 2)
        #expect(cli.out.contains("::error file=/nonexistent/push.json,title=file.unreadable::"), "\(cli.out)")
    }

    @Test("junit: well-formed XML, a case per file, a failure per error, an error for an unreadable file")
    func junitReport() async throws {
        let cli = CLIHarness()
        let good = CLIHarness.fixture("valid-push.json"), bad = CLIHarness.fixture("extra-aps.json")
        #expect(await cli.run("validate", "--format", "junit", good, bad, "/nonexistent/push.json") == 2)
        let counter = ElementCounter()
        let parser = XMLParser(data: Data(cli.out.utf8))
        parser.delegate = counter
        #expect(parser.parse(), "\(cli.out)")
        #expect(counter.counts["testcase"] == 3)
        #expect(counter.counts["failure"] == counter.failureTypes.count && counter.failureTypes.contains("extra.reserved-key"))
        #expect(counter.counts["error"] == 1)
        #expect(counter.suiteAttributes["tests"] == "3" && counter.suiteAttributes["failures"] == "1" && counter.suiteAttributes["errors"] == "1")
    }

    @Test("junit: warnings fail a case only with --strict; markup and control characters in names are escaped")
    func junitStrictAndEscaping() throws {
        let warning = Diagnostic(code: "request.boolean-string", severity: .warning, path: "/", message: "\"true\" <is> a string & not a boolean")
        #expect(JUnitReport.testCase("w.json", [warning], strict: false).failures.isEmpty)
        #expect(JUnitReport.testCase("w.json", [warning], strict: true).failures.count == 1)
        var report = JUnitReport()
        report.add(JUnitReport.testCase("a<b>&\u{1B}[31m.json", [warning], strict: true))
        let xml = report.xml
        #expect(!xml.contains("\u{1B}") && xml.contains("a&lt;b&gt;&amp;"))
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(xml)")
    }
}

/// Counts the elements of a parsed document, and keeps the suite's attributes and failure types.
private final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var suiteAttributes: [String: String] = [:]
    var failureTypes: [String] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        counts[name, default: 0] += 1
        if name == "testsuite" { suiteAttributes = attributes }
        if name == "failure", let type = attributes["type"] { failureTypes.append(type) }
    }
}
