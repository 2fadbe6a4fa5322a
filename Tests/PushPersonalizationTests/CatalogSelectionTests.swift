import BrazeLiquid
import Foundation
import PushCore
@testable import PushPersonalization
import Testing
import TextFormats

/// A catalog selection as Braze defines one, applied to a catalog's items; a definition Braze
/// would refuse is one line; a push's selection renders the items it returns, and one not
/// defined is said by name.
@Suite struct CatalogSelectionTests {
    static let items = LiquidHash([
        ("g1", ["id": "g1", "title": "Chess", "price": 30, "genre": "board", "tags": ["classic"], "sale": true, "released": "2020-01-01T00:00:00Z"]),
        ("g2", ["id": "g2", "title": "Go", "price": 12.5, "genre": "board", "tags": ["classic", "asian"], "sale": false, "released": "2018-05-01T00:00:00Z"]),
        ("g3", ["id": "g3", "title": "Doom", "price": 20, "genre": "video", "tags": [], "sale": true, "released": "2024-12-10T00:00:00Z"]),
        ("g4", ["id": "g4", "title": "Tetris", "price": 5, "genre": "video", "tags": ["classic"], "sale": true, "released": "2019-06-06T00:00:00Z"]),
    ])

    func selection(_ json: String) throws -> CatalogSelection {
        let object = try #require(try JSONReader().read(Array(json.utf8)).value.objectValue)
        return try CatalogSelection.read(object).get()
    }

    func titles(_ json: String) throws -> [String] {
        try selection(json).apply(to: Self.items).compactMap { if case .hash(let h) = $0, case .string(let t)? = h["title"] { t } else { nil } }
    }

    @Test("Each of Braze's operators, a sort and a limit")
    func operators() throws {
        #expect(try titles(#"{"name": "s", "filters": [{"field": "genre", "operator": "equals", "value": "board"}]}"#) == ["Chess", "Go"])
        #expect(try titles(#"{"name": "s", "filters": [{"field": "genre", "operator": "does not equal", "value": "board"}]}"#) == ["Doom", "Tetris"])
        #expect(try titles(#"{"name": "s", "filters": [{"field": "price", "operator": "greater than", "value": 12.5}]}"#) == ["Chess", "Doom"])
        #expect(try titles(#"{"name": "s", "filters": [{"field": "price", "operator": "less than", "value": 20}]}"#) == ["Go", "Tetris"])
        #expect(try titles(#"{"name": "s", "filters": [{"field": "sale", "operator": "is", "value": false}]}"#) == ["Go"])
        #expect(try titles(#"{"name": "s", "filters": [{"field": "released", "operator": "after", "value": "2019-12-31T00:00:00Z"}]}"#) == ["Chess", "Doom"])
        #expect(try titles(#"{"name": "s", "filters": [{"field": "released", "operator": "before", "value": "2019-01-01"}]}"#) == ["Go"])
        #expect(try titles(#"{"name": "s", "filters": [{"field": "tags", "operator": "includes value", "value": "classic"}, {"field": "genre", "operator": "equals", "value": "video"}]}"#) == ["Tetris"])
        #expect(try titles(#"{"name": "s", "filters": [{"field": "tags", "operator": "does not include value", "value": "classic"}]}"#) == ["Doom"])
        #expect(try titles(#"{"name": "s", "sort_field": "price", "sort_order": "desc", "results_limit": 3}"#) == ["Chess", "Doom", "Go"])
        #expect(try titles(#"{"name": "s", "sort_field": "title", "sort_order": "asc"}"#) == ["Chess", "Doom", "Go", "Tetris"])
        // Items without the field sort last, in the file's order, whichever way the sort goes.
        #expect(try titles(#"{"name": "s", "sort_field": "sale_price", "sort_order": "asc"}"#) == ["Chess", "Go", "Doom", "Tetris"])
        #expect(try titles(#"{"name": "s", "sort_field": "tags", "sort_order": "desc"}"#) == ["Chess", "Go", "Doom", "Tetris"])
    }

    @Test("A definition Braze would refuse is one line", arguments: [
        (#"{"filters": []}"#, "needs a name"),
        (#"{"name": "s", "filters": [{"field": "a", "operator": "contains", "value": "x"}]}"#, "\"contains\" is not an operator Braze offers"),
        (#"{"name": "s", "results_limit": 51}"#, "results_limit is a number from 1 to 50"),
        (#"{"name": "s", "sort_field": "price"}"#, "sort_field and sort_order (asc or desc) go together"),
        (#"{"name": "s", "filters": {"field": "a"}}"#, "filters is a list of filter objects"),
        (#"{"name": "s", "filters": [{"field": "a", "operator": "is", "value": 1}, {"field": "a", "operator": "is", "value": 1}, {"field": "a", "operator": "is", "value": 1}, {"field": "a", "operator": "is", "value": 1}, {"field": "a", "operator": "is", "value": 1}]}"#, "Braze takes 4 at most"),
    ])
    func refused(json: String, said: String) throws {
        let object = try #require(try JSONReader().read(Array(json.utf8)).value.objectValue)
        guard case .failure(let problem) = CatalogSelection.read(object) else { Issue.record("\(json) was taken"); return }
        #expect(problem.message.contains(said), "\(problem.message)")
    }

    @Test("A push's selection renders the items it returns; one not defined is said, never an empty list")
    func rendered() throws {
        let push = PushReader().read(#"{"alert": "{% catalog_selection_items games cheap %}{% for g in items %}{{ g.title }} {% endfor %}"}"#)
        var prepared = PersonalizablePush(push)
        let cheap = try selection(#"{"name": "cheap", "filters": [{"field": "price", "operator": "less than", "value": 15}], "sort_field": "price", "sort_order": "asc"}"#)
        prepared.workspace = WorkspaceData(catalogs: ["games": Self.items])
        prepared.workspace.selections = ["games": LiquidHash([("cheap", .array(cheap.apply(to: Self.items)))])]
        let user = try #require(try TestUsers.parse(Array(#"{"ana": {}}"#.utf8), file: "u.json").users.first)
        guard case .sent(let rendered) = prepared.render(for: user, now: Date()) else { Issue.record("not rendered"); return }
        #expect(rendered.push.alert?.body == "Tetris Go ")
        prepared.workspace.selections = [:]
        let missing = prepared.render(for: user, now: Date())
        #expect(missing.reason?.contains("catalog_selection_items needs games cheap") == true, "\(String(describing: missing.reason))")
    }

    @Test("Selections stop at the folder's budget of work, said, so a folder someone else filled cannot hold up a start")
    func workBudget() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalogs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("catalogs"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let items = (0..<10_000).map { #""i\#($0)": {"id": "i\#($0)", "price": \#($0)}"# }.joined(separator: ",")
        try "{\(items)}".write(to: folder.appendingPathComponent("catalogs/big.json"), atomically: true, encoding: .utf8)
        let filter = #"{"field": "price", "operator": "greater than", "value": 1}"#
        let selections = (0..<100).map { #"{"name": "s\#($0)", "filters": [\#(filter), \#(filter), \#(filter), \#(filter)]}"# }.joined(separator: ",")
        try #"{"selections": [\#(selections)]}"#.write(to: folder.appendingPathComponent("catalogs/big.selections.json"), atomically: true, encoding: .utf8)
        let loaded = CatalogFolder(configDirectory: folder.path).load()
        #expect(loaded.catalogs["big"]?.count == 10_000)
        #expect((loaded.selections["big"]?.count ?? 0) == 50, "2,000,000 tests of 40,000 a selection")
        #expect(loaded.problems.contains { $0.contains("selections past 2000000 item tests in all are left out, from s50 on") }, "\(loaded.problems)")
    }
}
