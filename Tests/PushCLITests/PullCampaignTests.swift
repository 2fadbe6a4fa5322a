import FileTestSupport
import Foundation
import LocalPushServers
@testable import PushCLI
import TestSupport
import Testing

/// `pull campaign` against a local Braze: the iOS variation as a /messages/send file that
/// validate --strict accepts and send --to braze --dry-run would post with its ids.
@Suite("Pulling a campaign's iOS push")
struct PullCampaignTests {
    static let key = "test-braze-key-pull-0000000"
    static let details = #"""
        {"message": "success", "name": "Spring sale", "channels": ["ios_push", "email"], "draft": false,
         "messages": {
           "var-email": {"channel": "email", "name": "Email", "subject": "Sale"},
           "var-a": {"channel": "ios_push", "name": "Variant A", "alert": "Spring sale: 20% off {{campaign.${name}}}",
                     "extra": {"deep_link": "shop://sale?c={{campaign.${api_id}}}"}, "asset_url": "https://cdn.example.com/sale.jpg"},
           "var-b": {"channel": "ios_push", "name": "Variant B", "alert": "Spring sale today", "extra": {}}
         }}
        """#

    final class Setup: Sendable {
        let workspace: BrazeWorkspace

        init() async throws {
            workspace = try await BrazeWorkspace(key: PullCampaignTests.key, testUsers: ["ana-test"])
            workspace.braze.addCampaign("camp-1", details: PullCampaignTests.details)
        }

        var braze: LocalBraze { workspace.braze }
        var folder: TemporaryFolder { workspace.folder }

        func run(_ arguments: String...) async -> (status: Int32, out: String, err: String) {
            await workspace.run(arguments)
        }

        func stop() async throws { try await workspace.stop() }
    }

    @Test("A variant pulled is a request validate --strict accepts, posted with its campaign and variation ids")
    func pulled() async throws {
        let setup = try await Setup()
        let file = setup.folder.path + "/spring.json"
        let several = await setup.run("pull", "campaign", "camp-1", "--output", file)
        #expect(several.status == 2 && several.err.contains("has 2 iOS variants: name one with --variant (\"Variant A\", \"Variant B\")"), "\(several.err)")
        let pulled = await setup.run("pull", "campaign", "camp-1", "--variant", "Variant A", "--output", file)
        #expect(pulled.status == 0, "\(pulled.err)")
        #expect(pulled.err.contains("asset_file_type \"jpg\" filled in from the asset URL") && pulled.err.contains("did not return title, sound"), "\(pulled.err)")
        #expect(pulled.err.contains("addressed to the test users of [braze] (ana-test)"))
        // With test users the bytes are exact (without, a push with Liquid warns that they are a lower bound).
        let strict = await setup.run("validate", "--strict", "--users", CLIHarness.fixture("users.json"), file)
        #expect(strict.status == 0, "\(strict.out)")
        #expect(!strict.out.contains("campaign.${api_id} renders empty"), "the request's campaign_id is its api_id: \(strict.out)")
        #expect(!strict.out.contains("campaign.${name} renders empty"), "the name is in spring.message.json: \(strict.out)")
        let attributes = try String(contentsOfFile: setup.folder.path + "/spring.message.json", encoding: .utf8)
        #expect(attributes.contains(#""message_name": "Variant A""#) && attributes.contains(#""name": "Spring sale""#), "\(attributes)")
        let compiled = await setup.run("compile", file, "--user", "ana", "--users", CLIHarness.fixture("users.json"))
        #expect(compiled.out.contains("20% off Spring sale") && compiled.out.contains("c=camp-1"), "\(compiled.out)\(compiled.err)")
        let dry = await setup.run("send", file, "--to", "braze", "--dry-run")
        #expect(dry.status == 0 && dry.out.contains(#""campaign_id":"camp-1""#) && dry.out.contains(#""message_variation_id":"var-a""#), "\(dry.out)\(dry.err)")
        let again = await setup.run("pull", "campaign", "camp-1", "--variant", "var-b", "--output", file)
        #expect(again.status == 2 && again.err.contains("spring.json, ") && again.err.contains("exist; pass --replace"), "no file is replaced without asking: \(again.err)")
        try await setup.stop()
    }

    @Test("An unknown campaign or an answer that is not Braze's writes nothing")
    func refused() async throws {
        let setup = try await Setup()
        let file = setup.folder.path + "/none.json"
        let unknown = await setup.run("pull", "campaign", "nope", "--output", file)
        #expect(unknown.status == 1 && unknown.err.contains("Braze answered 400 (Invalid campaign_id)"), "\(unknown.err)")
        setup.braze.enqueue(BrazeAnswer(status: 200, body: "<html>proxy</html>"))
        let page = await setup.run("pull", "campaign", "camp-1", "--output", file)
        #expect(page.status == 1 && page.err.contains("not Braze's"), "\(page.err)")
        #expect(!FileManager.default.fileExists(atPath: file))
        // A message's file beside a push that is not what pull writes stops the command, in a line.
        try #"{"alert": "{{campaign.${name}}}"}"#.write(toFile: file, atomically: true, encoding: .utf8)
        try #"{"campaign": {"nmae": "x"}}"#.write(toFile: setup.folder.path + "/none.message.json", atomically: true, encoding: .utf8)
        let bad = await setup.run("validate", file)
        #expect(bad.status == 2 && bad.err.contains("none.message.json: campaign.${nmae} is not an attribute Braze fills"), "\(bad.err)")
        try await setup.stop()
    }
}
