import BrazeLiquid
import Foundation
import PushCore
import PushMedia
import PushPersonalization
import TestSupport
import Testing
@testable import PushCLI

/// Every code has a page, every page's examples hold when `validate` checks them as a user would,
/// and `rules`, `explain`, `--ignore` and SARIF all read the one catalogue.
@Suite struct RulePagesTests {
    /// Codes every engine reports, gathered where they are defined.
    static let definedCodes: Set<String> = Set(Validator.allRules.flatMap(\.codes) + MediaReport.codes + [Translations.missingCode]
        + [LiquidErrorCode.syntax, LiquidErrorCode.unknownTag, LiquidErrorCode.unknownFilter, LiquidErrorCode.unsupported,
           LiquidErrorCode.arguments, LiquidErrorCode.render, LiquidErrorCode.limit, LiquidErrorCode.tooCostly, LiquidErrorCode.lax])

    @Test func everyCodeHasExactlyOnePage() {
        let codes = RuleCatalogue.pages.map(\.code)
        #expect(Set(codes).count == codes.count, "a code with two pages")
        #expect(Set(codes) == Self.definedCodes)
        for page in RuleCatalogue.pages {
            #expect(!page.summary.contains("\n") && page.summary.count <= 80, "\(page.code): the summary is one short line")
            #expect(page.summary.hasSuffix(".") && page.why.hasSuffix(".") && page.fix.hasSuffix("."), "\(page.code): sentences")
            #expect(page.failing != page.passing || page.failing.options != page.passing.options, "\(page.code): two examples")
        }
    }

    /// The findings `validate` reports for an example, as a user would check it: the file (and
    /// its translations) in a folder, at a fixed moment, for the test users, with its options.
    static func codes(_ example: RuleExample) async throws -> (codes: [String], errors: Int) {
        let folder = NSTemporaryDirectory() + "page-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try example.document.write(toFile: folder + "/push.json", atomically: true, encoding: .utf8)
        if let translations = example.translations {
            try translations.write(toFile: folder + "/push.translations.json", atomically: true, encoding: .utf8)
        }
        // A URL with Liquid is not fetched without test users: that is the page's point.
        let users = example.options.contains("--media") ? ["--no-users"] : ["--users", CLIHarness.fixture("users.json")]
        let cli = CLIHarness()
        _ = await cli.run(["validate", "--format", "json", "--now", "2026-06-01T12:00:00Z"] + users + example.options + [folder + "/push.json"])
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [[String: Any]], "\(cli.out)\(cli.err)")
        let diagnostics = reports.flatMap { $0["diagnostics"] as? [[String: Any]] ?? [] }
        return (diagnostics.compactMap { $0["code"] as? String }, diagnostics.filter { $0["severity"] as? String == "error" }.count)
    }

    /// Pages whose examples a file decides; media answers are held in the media module's tests.
    static let documentPages = RuleCatalogue.pages.filter { $0.failing.mediaAnswer == nil || $0.code == MediaReport.notChecked }

    @Test(arguments: documentPages)
    func examplesHold(_ page: RulePage) async throws {
        var failing = page.failing
        if page.code == MediaReport.notChecked { failing = RuleExample(failing.document, options: ["--media"]) }
        #expect(try await Self.codes(failing).codes.contains(page.code), "\(page.code): the failing example does not report it")
        guard page.code != MediaReport.notChecked else { return }
        let passing = try await Self.codes(page.passing)
        #expect(!passing.codes.contains(page.code), "\(page.code): the passing example reports it")
        #expect(passing.errors == 0, "\(page.code): the passing example has an error: \(passing.codes)")
    }

    @Test func rulesListsEveryCodeOnceAndExplainPrintsItsPage() async {
        let cli = CLIHarness()
        #expect(await cli.run("rules") == 0)
        let listed = cli.out.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(listed == RuleCatalogue.pages.map(\.code))
        for page in RuleCatalogue.pages {
            let explain = CLIHarness()
            #expect(await explain.run("explain", page.code) == 0)
            #expect(explain.out.hasPrefix("\(page.code) (\(page.severity.rawValue))\n"))
            for part in [page.failing.document, page.passing.document] {
                let firstLine = String(RulePageText.shown(part).prefix { $0 != "\n" })
                #expect(explain.out.contains("    " + firstLine), "\(page.code): an example is missing")
            }
        }
    }

    @Test func explainAFamilyListsItsCodesAndAnUnknownCodeIsOneLine() async {
        let family = CLIHarness()
        #expect(await family.run("explain", "media.") == 0)
        #expect(family.out.split(separator: "\n").count == MediaReport.codes.count)
        // The hidden character a page is about is shown, as the JSON escape that means it.
        let hidden = CLIHarness()
        #expect(await hidden.run("explain", HiddenCharacterRule.code) == 0)
        #expect(hidden.out.contains(#"\u200b"#) && !hidden.out.unicodeScalars.contains("\u{200B}"), "\(hidden.out)")
        let unknown = CLIHarness()
        #expect(await unknown.run("explain", "badge.negativ") == 2)
        #expect(unknown.err == "push-composer explain: \"badge.negativ\" is no code or family of codes; did you mean \"badge.negative\"? (push-composer rules lists them)\n")
    }

    @Test func ignoreNamesMustBeCodesOrFamilies() async throws {
        let good = CLIHarness.fixture("valid-push.json")
        for name in ["media.", "media", "request.apple-push.", "badge.negative"] {
            let cli = CLIHarness()
            #expect(await cli.run("validate", "--ignore", name, good) == 0, "\(name): \(cli.err)")
        }
        let typo = CLIHarness()
        #expect(await typo.run("validate", "--ignore", "key.unknwn", good) == 2)
        #expect(typo.err.contains("\"key.unknwn\" is no code or family of codes; did you mean \"key.unknown\"?"))
        // The project file's names are held to the same list, at their line.
        let folder = NSTemporaryDirectory() + "ignore-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "[validate]\nignore = [\"media.\", \"sizes.\"]\n".write(toFile: folder + "/.push-composer.toml", atomically: true, encoding: .utf8)
        try #"{"alert": "Hi"}"#.write(toFile: folder + "/push.json", atomically: true, encoding: .utf8)
        let project = CLIHarness()
        #expect(await project.run("validate", folder + "/push.json") == 2)
        #expect(project.err.contains(".push-composer.toml:2:"), "\(project.err)")
        #expect(project.err.contains("\"sizes.\" is no code or family of codes; did you mean \"size.\"?"), "\(project.err)")
    }

    @Test func sarifNamesEveryRuleAndPointsEachResultAtIt() async throws {
        let cli = CLIHarness()
        #expect(await cli.run("validate", "--format", "sarif", CLIHarness.fixture("extra-aps.json"), "/nonexistent/push.json") == 2)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleCatalogue.pages.map(\.code))
        let results = try #require(run["results"] as? [[String: Any]])
        let reserved = try #require(results.first { $0["ruleId"] as? String == ExtraRule.reservedKey })
        #expect(reserved["level"] as? String == "error")
        let index = try #require(reserved["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == ExtraRule.reservedKey)
        let location = try #require((reserved["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 5)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect((invocation["toolExecutionNotifications"] as? [[String: Any]])?.count == 1)
        #expect(SARIFReport.uri("a b/#1 é.json") == "a%20b/%231%20%C3%A9.json")
    }
}
