import FileTestSupport
import Foundation
import LocalPushServers
@testable import PushCLI
import TestSupport
import Testing

/// `catalog fetch` against a local Braze, page after page, then `{% catalog_items %}` rendered
/// from the folder for every test user; a missing item said; a hostile answer writes nothing.
@Suite("Catalogs from the workspace")
struct CatalogCommandTests {
    static let key = "test-braze-key-catalog-000"

    final class Setup: Sendable {
        let workspace: BrazeWorkspace
        let push: String

        init() async throws {
            workspace = try await BrazeWorkspace(key: CatalogCommandTests.key)
            for n in 1...60 { workspace.braze.addCatalogItem("games", json: #"{"id": "g\#(n)", "title": "Game \#(n)", "price": \#(n)}"#) }
            push = try workspace.write(#"{"alert": {"title": "{% catalog_items games g57 %}{{ items[0].title }} is on sale", "body": "{% catalog_items games g57 %}Only {{ items[0].price }} today"}}"#,
                                       to: "push.json")
        }

        var braze: LocalBraze { workspace.braze }
        var store: String { workspace.configDirectory + "/catalogs/games.json" }

        func run(_ arguments: String...) async -> (status: Int32, out: String, err: String) {
            await workspace.run(arguments)
        }

        func stop() async throws { try await workspace.stop() }
    }

    @Test("Every item, page after page, renders for the test users; a missing one is said by name")
    func fetchedAndRendered() async throws {
        let setup = try await Setup()
        let missing = await setup.run("validate", setup.push)
        #expect(missing.out.contains("warning[liquid.catalog-item]") && missing.out.contains("catalog_items needs games g57"), "\(missing.out)")
        let fetched = await setup.run("catalog", "fetch", "games")
        #expect(fetched.status == 0 && fetched.err.contains("60 items of games from Braze"), "\(fetched.err)")
        #expect(setup.braze.requests.filter { $0.path.hasPrefix("/catalogs/games/items") }.count == 2, "two pages, by the Link header")
        let compiled = await setup.run("compile", setup.push, "--user", "ana")
        #expect(compiled.status == 0 && compiled.out.contains(#""title":"Game 57 is on sale""#) && compiled.out.contains("Only 57 today"),
                "\(compiled.out)\(compiled.err)")
        try #"{"alert": {"title": "{% catalog_items games g99 %}{{ items[0].title }}", "body": "x"}}"#.write(toFile: setup.push, atomically: true, encoding: .utf8)
        let absent = await setup.run("validate", setup.push)
        #expect(absent.out.contains("catalog_items needs games g99, which is not in catalogs/"), "\(absent.out)")
        try await setup.stop()
    }

    @Test("Items named: those found are kept with the rest, a missing one is said with status 1")
    func named() async throws {
        let setup = try await Setup()
        let one = await setup.run("catalog", "fetch", "games", "g3", "nope")
        #expect(one.status == 1 && one.err.contains("1 item of games") && one.err.contains("games has no item nope"), "\(one.err)")
        #expect((try? String(contentsOfFile: setup.store, encoding: .utf8))?.contains("\"Game 3\"") == true)
        try await setup.stop()
    }

    @Test("A selection written beside the fetched catalog renders the items it returns; one not there is said")
    func selections() async throws {
        let setup = try await Setup()
        #expect(await setup.run("catalog", "fetch", "games").status == 0)
        try #"{"alert": "{% catalog_selection_items games cheap %}{% for g in items %}{{ g.title }};{% endfor %}"}"#
            .write(toFile: setup.push, atomically: true, encoding: .utf8)
        let undefined = await setup.run("validate", setup.push)
        #expect(undefined.out.contains("warning[liquid.catalog-item]") && undefined.out.contains("catalog_selection_items needs games cheap"),
                "\(undefined.out)")
        try #"{"selections": [{"name": "cheap", "filters": [{"field": "price", "operator": "less than", "value": 4}], "sort_field": "price", "sort_order": "desc"}]}"#
            .write(toFile: setup.store.replacingOccurrences(of: "games.json", with: "games.selections.json"), atomically: true, encoding: .utf8)
        let compiled = await setup.run("compile", setup.push, "--user", "ana")
        #expect(compiled.status == 0 && compiled.out.contains("Game 3;Game 2;Game 1;"), "\(compiled.out)\(compiled.err)")
        try #"{"selections": [{"name": "cheap", "filters": [{"field": "price", "operator": "around", "value": 4}]}]}"#
            .write(toFile: setup.store.replacingOccurrences(of: "games.json", with: "games.selections.json"), atomically: true, encoding: .utf8)
        let refused = await setup.run("validate", setup.push)
        #expect(refused.err.contains("\"around\" is not an operator Braze offers") && refused.err.contains("its selections are left out"), "\(refused.err)")
        try await setup.stop()
    }

    @Test("A hostile answer writes nothing")
    func hostile() async throws {
        let setup = try await Setup()
        setup.braze.enqueue(BrazeAnswer(status: 200, body: #"{"items": "none"}"#))
        let result = await setup.run("catalog", "fetch", "games")
        #expect(result.status == 1 && result.err.contains("without a list of items") && result.err.contains("nothing was written"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: setup.store))
        try await setup.stop()
    }
}
