import ComposerSettings
import Foundation
import TestSupport
import Testing
@testable import PushCLI

/// `validate --ignore` and the project file `.push-composer.toml`: a code or a family of codes
/// not reported, and `strict`, for the files in and below the file's folder.
@Suite("Rule control: --ignore and .push-composer.toml")
struct ProjectRulesTests {
    /// A folder with `files` written into it (paths relative to it), removed by the caller.
    func folder(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "project-\(UUID().uuidString)"
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return root
    }

    static let reserved = #"{"alert": {"title": "T", "body": "B"}, "extra": {"aps": 1}}"#
    static let warned = #"{"alert": "Hi", "interuption_level": "active"}"#

    @Test("--ignore takes a code or a family; an ignored error no longer fails the file, and is not counted")
    func ignoreOnTheCommandLine() async {
        let path = CLIHarness.fixture("extra-aps.json")
        let cli = CLIHarness()
        #expect(await cli.run("validate", "--ignore", "extra.reserved-key", path) == 0)
        #expect(!cli.out.contains("extra.reserved-key") && cli.out.contains("0 errors"), "\(cli.out)")
        #expect(await CLIHarness().run("validate", "--ignore", "extra.", path) == 0)
        #expect(await CLIHarness().run("validate", "--ignore", "extra", path) == 0)
        // A family is whole words, not a prefix of one: "extr" names nothing, and is refused.
        let prefix = CLIHarness()
        #expect(await prefix.run("validate", "--ignore", "extr", path) == 2)
        #expect(prefix.err.contains("\"extr\" is no code or family of codes"), "\(prefix.err)")
        let warned = CLIHarness.fixture("seed-example-request.json")
        #expect(await CLIHarness().run("validate", "--strict", warned) == 1)
        #expect(await CLIHarness().run("validate", "--strict", "--ignore", "request.boolean-string", warned) == 0)
    }

    @Test("An --ignore that cannot be a code is one line and status 2")
    func ignoreThatIsNoCode() async {
        let cli = CLIHarness()
        #expect(await cli.run("validate", "--ignore", "Media NotFound", CLIHarness.fixture("valid-push.json")) == 2)
        #expect(cli.err.split(separator: "\n").count == 1 && cli.err.contains("--ignore: \"Media NotFound\" is not a code"), "\(cli.err)")
    }

    @Test("JSON output leaves out what is ignored")
    func jsonLeavesOutIgnored() async throws {
        let cli = CLIHarness()
        #expect(await cli.run("validate", "--format", "json", "--ignore", "extra.reserved-key", CLIHarness.fixture("extra-aps.json")) == 0)
        #expect(!cli.out.contains("extra.reserved-key") && cli.out.contains("\"valid\": true"), "\(cli.out)")
    }

    @Test("The nearest .push-composer.toml above a file applies to it, its ignore added to --ignore; other folders are untouched")
    func projectFile() async throws {
        let root = try folder([
            "pushes/.push-composer.toml": "# this project's pushes\n[validate]\nignore = [\"extra.\"]\nstrict = true\n",
            "pushes/campaigns/reserved.json": Self.reserved,
            "pushes/campaigns/warned.json": Self.warned,
            "other/reserved.json": Self.reserved,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cli = CLIHarness()
        let status = await cli.run("validate", root + "/pushes/campaigns/reserved.json", root + "/other/reserved.json")
        #expect(status == 1)
        #expect(cli.out.contains("other/reserved.json:1:") && !cli.out.contains("campaigns/reserved.json:"), "\(cli.out)")
        // strict = true in the project: its warning fails the file, without --strict.
        #expect(await CLIHarness().run("validate", root + "/pushes/campaigns/warned.json") == 1)
        #expect(await CLIHarness().run("validate", "--ignore", "key.unknown", root + "/pushes/campaigns/warned.json") == 0)
    }

    @Test("An override adds its ignores and sets strict for the files its patterns match, from the project's folder")
    func overrides() async throws {
        let root = try folder([
            ".push-composer.toml": """
                [validate]
                strict = true

                [[validate.overrides]]
                paths = ["legacy/*.json"]
                ignore = ["extra."]
                strict = false
                """,
            "legacy/old/reserved.json": Self.reserved,
            "legacy/warned.json": Self.warned,
            "new/reserved.json": Self.reserved,
            "new/warned.json": Self.warned,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(await CLIHarness().run("validate", root + "/legacy/old/reserved.json") == 0, "* crosses folders")
        #expect(await CLIHarness().run("validate", root + "/legacy/warned.json") == 0, "strict = false in the override")
        #expect(await CLIHarness().run("validate", root + "/new/reserved.json") == 1)
        #expect(await CLIHarness().run("validate", root + "/new/warned.json") == 1, "the project's strict = true")
        #expect(await CLIHarness().run("validate", "--strict", root + "/legacy/warned.json") == 1, "--strict always wins")
        #expect(await CLIHarness().run("validate", root + "/new/../legacy/./warned.json") == 0, "a path with . and .. is the file it names")
    }

    @Test("A project file with a mistake is one line naming its place, and status 2", arguments: [
        ("[validate]\nignore = \"extra.\"\n", "ignore is a string; it should be a list of codes in quotes"),
        ("[validate]\nstrict = \"yes\"\n", "strict is a string; it should be true or false"),
        ("[validate]\nignroe = [\"x\"]\n", "ignroe is not a setting of [validate]"),
        ("[check]\nstrict = true\n", "only [validate] and [[validate.overrides]] belong here"),
        ("[[validate.overrides]]\nignore = [\"media.\"]\n", "an override needs paths"),
        ("[[validate.overrides]]\npaths = [\"a\"]\nstrictly = true\n", "strictly is not a setting of [[validate.overrides]] (paths, ignore, strict)"),
        ("[validate]\nignore = [\"Not A Code\"]\n", "\"Not A Code\" is not a code"),
        ("[validate\n", "expected ] to close the table name"),
    ])
    func projectFileMistakes(_ text: String, _ says: String) async throws {
        let root = try folder([".push-composer.toml": text, "p.json": Self.warned])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cli = CLIHarness()
        #expect(await cli.run("validate", root + "/p.json") == 2)
        #expect(cli.err.split(separator: "\n").count == 1, "\(cli.err)")
        #expect(cli.err.contains(root + "/.push-composer.toml:") && cli.err.contains(says), "\(cli.err)")
        #expect(cli.out.isEmpty, "nothing is checked under rules that did not read")
    }

    @Test("A family covers its codes and only them; the cache answers a folder's neighbours without reading again")
    func families() throws {
        #expect(ProjectSettings.ignores(["media."], "media.not-found"))
        #expect(ProjectSettings.ignores(["media"], "media.not-found"))
        #expect(ProjectSettings.ignores(["media.not-found"], "media.not-found"))
        #expect(!ProjectSettings.ignores(["media"], "mediation.x"))
        #expect(!ProjectSettings.ignores(["media.not"], "media.not-found"))
        let root = try folder(["a/.push-composer.toml": "[validate]\nstrict = true\n", "a/b/c/p.json": "{}"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var cache: [String: ProjectSettings?] = [:]
        let found = try ProjectSettings.nearest(to: root + "/a/b/c", cache: &cache)
        #expect(found?.strict == true && found?.file == root + "/a/.push-composer.toml")
        #expect(cache[root + "/a/b"] != nil, "every folder on the way is remembered")
        #expect(try ProjectSettings.nearest(to: root, cache: &cache) == nil, "above the project file, none applies")
    }
}
