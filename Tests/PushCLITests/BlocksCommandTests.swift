import FileTestSupport
import Foundation
import LocalPushServers
@testable import PushCLI
import TestSupport
import Testing

/// `blocks fetch` against a local Braze, then the blocks rendered for every test user by
/// `validate --users` and `compile --user`; a missing block named; files kept unless replaced.
@Suite("Content blocks from the workspace")
struct BlocksCommandTests {
    static let key = "test-braze-key-blocks-0000"

    final class Setup: Sendable {
        let workspace: BrazeWorkspace
        let push: String

        init() async throws {
            workspace = try await BrazeWorkspace(key: BlocksCommandTests.key, users: """
                {"ana": {"first_name": "Ana"}, "bo": {"first_name": "Bo"},
                 "cy": {"first_name": "Cy", "live_data": {"content_blocks": {"Greeting": "Yo {{${first_name}}}"}}}}
                """)
            workspace.braze.addContentBlock(name: "Greeting", content: "Hi {{${first_name} | default: 'there'}}")
            push = try workspace.write(#"{"alert": {"title": "{{content_blocks.${Greeting}}}", "body": "Sale today"}}"#, to: "push.json")
        }

        var braze: LocalBraze { workspace.braze }
        var folder: TemporaryFolder { workspace.folder }
        var blockFile: String { workspace.configDirectory + "/content_blocks/Greeting.liquid" }

        func run(_ arguments: String...) async -> (status: Int32, out: String, err: String) {
            await workspace.run(arguments)
        }

        func stop() async throws { try await workspace.stop() }
    }

    @Test("Fetched blocks render for every test user in validate and compile; live_data still overrides one")
    func fetchedAndRendered() async throws {
        let setup = try await Setup()
        let missing = await setup.run("validate", "--format", "json", setup.push)
        #expect(missing.out.contains(#"content block \"Greeting\" is not in content_blocks/ beside the config: run push-composer blocks fetch Greeting"#),
                "a missing block is named, never silence: \(missing.out)")
        let fetched = await setup.run("blocks", "fetch")
        #expect(fetched.status == 0 && fetched.err.contains("1 block from Braze") && fetched.err.contains("1 written"), "\(fetched.err)")
        #expect((try? String(contentsOfFile: setup.blockFile, encoding: .utf8)) == "Hi {{${first_name} | default: 'there'}}")
        let listed = await setup.run("blocks", "list")
        #expect(listed.out == "Greeting\t39 B\n", "\(listed.out)")
        let compiled = await setup.run("compile", setup.push, "--user", "ana")
        #expect(compiled.status == 0 && compiled.out.contains(#""title":"Hi Ana""#), "\(compiled.out)\(compiled.err)")
        let overridden = await setup.run("compile", setup.push, "--user", "cy")
        #expect(overridden.out.contains(#""title":"Yo Cy""#), "a user's live_data wins: \(overridden.out)")
        let checked = await setup.run("validate", "--format", "json", setup.push)
        #expect(checked.status == 0 && !checked.out.contains("needs-data"), "\(checked.out)")
        try await setup.stop()
    }

    @Test("A file that differs from Braze's block is kept unless --replace")
    func keptUnlessReplaced() async throws {
        let setup = try await Setup()
        #expect(await setup.run("blocks", "fetch").status == 0)
        try "Hello by hand".write(toFile: setup.blockFile, atomically: true, encoding: .utf8)
        let kept = await setup.run("blocks", "fetch", "Greeting")
        #expect(kept.status == 0 && kept.err.contains("1 kept (Greeting"), "\(kept.err)")
        #expect((try? String(contentsOfFile: setup.blockFile, encoding: .utf8)) == "Hello by hand")
        let replaced = await setup.run("blocks", "fetch", "--replace")
        #expect(replaced.err.contains("1 written"), "\(replaced.err)")
        #expect((try? String(contentsOfFile: setup.blockFile, encoding: .utf8)) == "Hi {{${first_name} | default: 'there'}}")
        try await setup.stop()
    }

    @Test("A hostile answer writes nothing")
    func hostileWritesNothing() async throws {
        let setup = try await Setup()
        setup.braze.enqueue(BrazeAnswer(status: 200, body: "<html>login</html>"))
        let result = await setup.run("blocks", "fetch")
        #expect(result.status == 1 && result.err.contains("not Braze's") && result.err.hasSuffix("no block was written\n"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: setup.folder.path + "/config/push-composer/content_blocks"))
        try await setup.stop()
    }
}
