import FileTestSupport
import Foundation
import LocalPushServers
@testable import PushCLI
import TestSupport
import Testing

/// `pull canvas` against a local Braze: a step's iOS message as a /messages/send file, the
/// Canvas's attributes beside it for {{canvas.${…}}}, and the step's translations from Braze.
@Suite("Pulling a Canvas step's iOS push")
struct PullCanvasTests {
    static let key = "test-braze-key-canvas-00000"
    static let details = #"""
        {"message": "success", "name": "Onboarding",
         "variants": [{"name": "Variant 1", "id": "cv-1", "first_step_ids": ["s-1"]}, {"name": "Control", "id": "cv-2", "first_step_ids": []}],
         "steps": [
           {"name": "Wait a day", "type": "delay", "id": "s-1", "next_step_ids": ["s-2"], "messages": {}},
           {"name": "Welcome push", "type": "message", "id": "s-2", "next_step_ids": ["s-1"], "channels": ["ios_push"],
            "messages": {"mv-9": {"channel": "ios_push",
              "alert": "{% translation hi %}Welcome{% endtranslation %} to {{canvas.${name}}} ({{canvas.${variant_name}}}), from {{campaign.${name}}}"}}}
         ]}
        """#
    static let translations = #"{"translations": [{"locale": {"name": "de-DE", "language": "de", "country": "DE"}, "translation_map": {"hi": "Willkommen"}}]}"#

    final class Setup: Sendable {
        let workspace: BrazeWorkspace
        let users: String

        init() async throws {
            workspace = try await BrazeWorkspace(key: PullCanvasTests.key, testUsers: ["ana-test"])
            workspace.braze.addCanvas("can-1", details: PullCanvasTests.details)
            workspace.braze.addTranslations("/canvas/translations", query: ["workflow_id": "can-1", "step_id": "s-2", "message_variation_id": "mv-9"],
                                            json: PullCanvasTests.translations)
            users = try workspace.write(#"{"jonas": {"first_name": "Jonas", "language": "de", "country": "DE"}, "amy": {"first_name": "Amy", "language": "en"}}"#,
                                        to: "users.json")
        }

        var braze: LocalBraze { workspace.braze }
        var folder: TemporaryFolder { workspace.folder }

        func run(_ arguments: String...) async -> (status: Int32, out: String, err: String) {
            await workspace.run(arguments)
        }

        func stop() async throws { try await workspace.stop() }
    }

    @Test("A step pulled renders with the Canvas's name and variant, the step's name and its translations")
    func pulled() async throws {
        let setup = try await Setup()
        let file = setup.folder.path + "/welcome.json"
        let pulled = await setup.run("pull", "canvas", "can-1", "--step", "Welcome push", "--output", file)
        #expect(pulled.status == 0, "\(pulled.err)")
        #expect(pulled.err.contains("wrote \(setup.folder.path)/welcome.message.json") && pulled.err.contains("wrote \(setup.folder.path)/welcome.translations.json"),
                "\(pulled.err)")
        #expect(pulled.err.contains("has no place for a Canvas"), "\(pulled.err)")
        let german = await setup.run("compile", file, "--user", "jonas", "--users", setup.users)
        #expect(german.out.contains("Willkommen to Onboarding (Variant 1), from Welcome push"), "\(german.out)\(german.err)")
        let english = await setup.run("compile", file, "--user", "amy", "--users", setup.users)
        #expect(english.out.contains("Welcome to Onboarding (Variant 1), from Welcome push"), "\(english.out)\(english.err)")
        let checked = await setup.run("validate", "--users", setup.users, file)
        #expect(checked.status == 0 && !checked.out.contains("renders empty"), "\(checked.out)")
        let paths = setup.braze.requests.map(\.path)
        #expect(paths.contains { $0.hasPrefix("/canvas/details?canvas_id=can-1") } && paths.contains { $0.hasPrefix("/canvas/translations?") })
        let again = await setup.run("pull", "canvas", "can-1", "--step", "s-2", "--output", file)
        #expect(again.status == 2 && again.err.contains("welcome.json, ") && again.err.contains("exist; pass --replace"), "\(again.err)")
        #expect(await setup.run("pull", "canvas", "can-1", "--step", "s-2", "--output", file, "--replace").status == 0)
        try await setup.stop()
    }

    @Test("A step the Canvas lacks is said with the steps it has; translations not in Braze's shape write nothing")
    func refused() async throws {
        let setup = try await Setup()
        let file = setup.folder.path + "/none.json"
        let unknown = await setup.run("pull", "canvas", "can-1", "--step", "Goodbye", "--output", file)
        #expect(unknown.status == 2 && unknown.err.contains(#"has no step "Goodbye"; it has "Wait a day", "Welcome push""#), "\(unknown.err)")
        let delay = await setup.run("pull", "canvas", "can-1", "--step", "Wait a day", "--output", file)
        #expect(delay.status == 1 && delay.err.contains("has no iOS push message"), "\(delay.err)")
        setup.braze.addTranslations("/canvas/translations", query: ["workflow_id": "can-1", "step_id": "s-2", "message_variation_id": "mv-9"],
                                    json: #"{"translations": "none", "message": "success"}"#)
        let shape = await setup.run("pull", "canvas", "can-1", "--step", "Welcome push", "--output", file)
        #expect(shape.status == 1 && shape.err.contains("nothing was written"), "\(shape.err)")
        setup.braze.enqueue(BrazeAnswer(status: 200, body: "<html>proxy</html>"))
        let page = await setup.run("pull", "canvas", "can-1", "--step", "Welcome push", "--output", file)
        #expect(page.status == 1 && page.err.contains("not Braze's"), "\(page.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: setup.folder.path).filter { $0.hasPrefix("none") }.isEmpty)
        try await setup.stop()
    }
}
