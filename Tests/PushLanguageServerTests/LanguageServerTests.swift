import BrazeLiquid
import Foundation
import PushCore
import PushPersonalization
import Testing
import TextFormats
@testable import PushLanguageServer

/// The protocol driven in-process, message by message, as an editor would.
@Suite struct LanguageServerTests {
    static let settings = LanguageServerSettings(attributes: AttributeCatalog(topLevel: Set(AttributeCatalog.standardNames), custom: ["tier"]),
                                                 categories: ["order_updates"], codeProblem: { _ in nil }, now: { 1_780_000_000 })
    static let uri = "untitled:push.json"

    /// A server that has been initialised, with `text` open.
    static func server(_ text: String, encoding: String? = nil) -> LanguageServer {
        var server = LanguageServer(settings: settings)
        let offered = encoding.map { #", "general": {"positionEncodings": ["\#($0)", "utf-16"]}"# } ?? ""
        _ = server.handle(message(#"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {"textDocument": {}\#(offered)}}}"#))
        _ = server.handle(message(#"{"jsonrpc": "2.0", "method": "initialized", "params": {}}"#))
        var item = JSONObject()
        item["uri"] = .string(uri)
        item["languageId"] = .string("json")
        item["version"] = .number("1")
        item["text"] = .string(text)
        _ = server.handle(notification("textDocument/didOpen", ["textDocument": .object(item)]))
        return server
    }

    static func message(_ text: String) -> JSONValue {
        (try? JSONReader().read(text).value) ?? .null
    }

    static func notification(_ method: String, _ params: KeyValuePairs<String, JSONValue>) -> JSONValue {
        var o = JSONObject()
        o["jsonrpc"] = .string("2.0")
        o["method"] = .string(method)
        o["params"] = .object(JSONObject(pairs: params))
        return .object(o)
    }

    static func request(_ method: String, id: Int = 7, line: Int, character: Int, extra: KeyValuePairs<String, JSONValue> = [:]) -> JSONValue {
        var params = JSONObject(pairs: extra)
        var document = JSONObject()
        document["uri"] = .string(uri)
        params["textDocument"] = .object(document)
        var position = JSONObject()
        position["line"] = .number(String(line))
        position["character"] = .number(String(character))
        params["position"] = .object(position)
        var o = JSONObject()
        o["jsonrpc"] = .string("2.0")
        o["id"] = .number(String(id))
        o["method"] = .string(method)
        o["params"] = .object(params)
        return .object(o)
    }

    /// The codes of the one `publishDiagnostics` the server sends now.
    static func published(_ server: inout LanguageServer) -> [(code: String, line: Int, character: Int)] {
        let notes = server.publishChanged()
        guard let diagnostics = notes.first?.objectValue?["params"]?.objectValue?["diagnostics"]?.arrayValue else { return [] }
        return diagnostics.compactMap { node in
            let o = node.value.objectValue
            let start = o?["range"]?.objectValue?["start"]?.objectValue
            guard let code = o?["code"]?.stringValue, let line = LanguageServer.int(start?["line"]),
                  let character = LanguageServer.int(start?["character"]) else { return nil }
            return (code, line, character)
        }
    }

    @Test func initializeAnswersWithTheCapabilitiesAndTheEncoding() {
        var server = LanguageServer(settings: Self.settings)
        let answer = server.handle(Self.message(#"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {"general": {"positionEncodings": ["utf-8"]}}}}"#))
        let capabilities = answer.first?.objectValue?["result"]?.objectValue?["capabilities"]?.objectValue
        #expect(capabilities?["positionEncoding"]?.stringValue == "utf-8")
        #expect(capabilities?["hoverProvider"]?.boolValue == true)
        #expect(capabilities?["textDocumentSync"]?.objectValue?["change"]?.numberText == "2")
    }

    @Test func aRequestBeforeInitializeOrAfterShutdownIsRefusedAndExitSaysWhether() {
        var server = LanguageServer(settings: Self.settings)
        let early = server.handle(Self.request("textDocument/hover", line: 0, character: 0))
        #expect(early.first?.objectValue?["error"]?.objectValue?["code"]?.numberText == "-32002")
        var ready = Self.server("{}")
        _ = ready.handle(Self.message(#"{"jsonrpc": "2.0", "id": 2, "method": "shutdown"}"#))
        let late = ready.handle(Self.request("textDocument/hover", line: 0, character: 0))
        #expect(late.first?.objectValue?["error"]?.objectValue?["code"]?.numberText == "-32600")
        _ = ready.handle(Self.message(#"{"jsonrpc": "2.0", "method": "exit"}"#))
        #expect(ready.exitStatus == 0)
        var abrupt = Self.server("{}")
        _ = abrupt.handle(Self.message(#"{"jsonrpc": "2.0", "method": "exit"}"#))
        #expect(abrupt.exitStatus == 1)
    }

    @Test func aRequestTheClientCancelledIsAnsweredAsCancelled() {
        var server = Self.server("{}")
        let answer = server.handle(Self.request("textDocument/hover", id: 9, line: 0, character: 0), isCancelled: { $0 == .number("9") })
        #expect(answer.first?.objectValue?["error"]?.objectValue?["code"]?.numberText == "-32800")
        #expect(answer.first?.objectValue?["id"] == .number("9"))
    }

    @Test func findingsArriveWithValidatesCodesAndPlaces() {
        var server = Self.server("{\n  \"alert\": \"Hi\",\n  \"badge\": -1,\n  \"sond\": \"default\"\n}")
        let found = Self.published(&server)
        #expect(found.map(\.code) == ["badge.negative", "key.unknown"])
        // At the member's key, as validate places them.
        #expect(found.first.map { "\($0.line):\($0.character)" } == "2:2")
        #expect(found.last.map { "\($0.line):\($0.character)" } == "3:2")
        #expect(Self.published(&server).isEmpty, "published once per change")
    }

    @Test func aPushWithLiquidIsRenderedForEachTestUserAsValidateDoes() throws {
        let users = try TestUsers.parse(Array(#"{"ana": {"first_name": "Ana", "custom_attribute": {"tier": "gold"}}}"#.utf8), file: "users.json")
        let settings = LanguageServerSettings(testUsers: users, codeProblem: { _ in nil }, now: { 1_780_000_000 })
        var server = LanguageServer(settings: settings)
        _ = server.handle(Self.message(#"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}"#))
        var item = JSONObject()
        item["uri"] = .string(Self.uri)
        item["version"] = .number("1")
        item["text"] = .string(#"{"alert": "{% if custom_attribute.${tier} >= 3 %}Free delivery. {% endif %}Shipped"}"#)
        _ = server.handle(Self.notification("textDocument/didOpen", ["textDocument": .object(item)]))
        #expect(Self.published(&server).map(\.code) == ["liquid.render"], "ana's tier is text, compared with a number")
    }

    @Test func theWorkspacesContentBlocksRenderForEachUserAndAMissingOneIsNamed() throws {
        let users = try TestUsers.parse(Array(#"{"ana": {"first_name": "Ana"}}"#.utf8), file: "users.json")
        var settings = LanguageServerSettings(testUsers: users, codeProblem: { _ in nil }, now: { 1_780_000_000 })
        settings.workspace = WorkspaceData(contentBlocks: ["Greeting": "Hi {{${first_name}}}"])
        for (text, codes) in [(#"{"alert": "{{content_blocks.${Greeting}}}, your order has shipped"}"#, [String]()),
                              (#"{"alert": "{{content_blocks.${Footer}}} Your order has shipped"}"#, ["liquid.content-block"])] {
            var server = LanguageServer(settings: settings)
            _ = server.handle(Self.message(#"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}"#))
            var item = JSONObject()
            item["uri"] = .string(Self.uri)
            item["version"] = .number("1")
            item["text"] = .string(text)
            _ = server.handle(Self.notification("textDocument/didOpen", ["textDocument": .object(item)]))
            #expect(Self.published(&server).map(\.code) == codes, "\(text)")
        }
    }

    @Test func theTranslationsBesideTheFileAreReadAsValidateReadsThem() throws {
        let page = try #require(Translations.pages.first)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try page.failing.document.write(to: folder.appendingPathComponent("push.json"), atomically: true, encoding: .utf8)
        try #require(page.failing.translations).write(to: folder.appendingPathComponent("push.translations.json"), atomically: true, encoding: .utf8)
        var server = LanguageServer(settings: Self.settings)
        _ = server.handle(Self.message(#"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}"#))
        var item = JSONObject()
        item["uri"] = .string(folder.appendingPathComponent("push.json").absoluteString)
        item["version"] = .number("1")
        item["text"] = .string(page.failing.document)
        _ = server.handle(Self.notification("textDocument/didOpen", ["textDocument": .object(item)]))
        #expect(Self.published(&server).map(\.code).contains(Translations.missingCode))
    }

    @Test func aPulledMessagesNamesBesideTheFileRenderAsEveryCommandReadsThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = #"{"campaign_id": "c1", "external_user_ids": ["a"], "messages": {"apple_push": {"alert": "{{campaign.${name}}}: 20% off"}}}"#
        func codes() throws -> [String] {
            var server = LanguageServer(settings: Self.settings)
            _ = server.handle(Self.message(#"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}"#))
            var item = JSONObject()
            item["uri"] = .string(folder.appendingPathComponent("push.json").absoluteString)
            item["version"] = .number("1")
            item["text"] = .string(text)
            _ = server.handle(Self.notification("textDocument/didOpen", ["textDocument": .object(item)]))
            return Self.published(&server).map(\.code)
        }
        #expect(try codes().contains("liquid.message-attribute"))
        try #"{"campaign": {"name": "Spring sale"}}"#.write(to: folder.appendingPathComponent("push.message.json"), atomically: true, encoding: .utf8)
        #expect(try !codes().contains("liquid.message-attribute"))
        try #"{"campaign": {"nmae": "x"}}"#.write(to: folder.appendingPathComponent("push.message.json"), atomically: true, encoding: .utf8)
        #expect(try codes().contains("file.unreadable"))
    }

    @Test func anIncrementalChangeIsAppliedAndTheFindingsChange() {
        var server = Self.server("{\"alert\": \"Hi\", \"badge\": -1}")
        #expect(Self.published(&server).map(\.code) == ["badge.negative"])
        // "-1" becomes "1": the range of the minus sign replaced by nothing.
        let change = Self.message(#"{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "untitled:push.json", "version": 2}, "contentChanges": [{"range": {"start": {"line": 0, "character": 25}, "end": {"line": 0, "character": 26}}, "text": ""}]}}"#)
        _ = server.handle(change)
        #expect(Self.published(&server).isEmpty)
    }

    @Test func utf16PositionsCountSurrogatePairs() {
        // 😀 is two UTF-16 units, one scalar, four bytes: "badge" starts at scalar 15.
        var server = Self.server("{\"alert\": \"😀\", \"badge\": -1}")
        let found = Self.published(&server)
        #expect(found.first.map { "\($0.line):\($0.character)" } == "0:16")
        var utf8 = Self.server("{\"alert\": \"😀\", \"badge\": -1}", encoding: "utf-8")
        #expect(Self.published(&utf8).first.map { "\($0.line):\($0.character)" } == "0:18")
    }

    @Test func hoverOnAKeyTellsTheFieldItsBytesAndTheTotal() {
        var server = Self.server("{\n  \"alert\": {\"title\": \"Flash sale\", \"body\": \"40% off everything until midnight.\"},\n  \"badge\": 1\n}")
        let answer = server.handle(Self.request("textDocument/hover", line: 2, character: 4))
        let text = answer.first?.objectValue?["result"]?.objectValue?["contents"]?.objectValue?["value"]?.stringValue ?? ""
        #expect(text.contains("**badge**") && text.contains("The number on the app's icon"), "\(text)")
        #expect(text.contains("10 bytes of the payload") && text.contains("/ 1912 Braze bytes") && text.contains("/ 4096 APNs bytes"), "\(text)")
        let title = server.handle(Self.request("textDocument/hover", line: 1, character: 16))
        let cut = title.first?.objectValue?["result"]?.objectValue?["contents"]?.objectValue?["value"]?.stringValue ?? ""
        #expect(cut.contains("On the lock screen (one line)") && cut.contains("a small phone (320 pt): shown whole"), "\(cut)")
    }

    @Test func completionOffersTheKeysNotYetThereAndAFieldsValues() {
        var server = Self.server("{\n  \"inter\n  \"alert\": \"Hi\"\n}")
        let answer = server.handle(Self.request("textDocument/completion", line: 1, character: 8))
        let labels = answer.first?.objectValue?["result"]?.objectValue?["items"]?.arrayValue?.compactMap { $0.value.objectValue?["label"]?.stringValue } ?? []
        #expect(labels.contains("badge") && labels.contains("interruption_level") && !labels.contains("alert"), "\(labels)")
        var values = Self.server("{\"alert\": \"Hi\", \"interruption_level\": \"\"}")
        let offered = values.handle(Self.request("textDocument/completion", line: 0, character: 39))
        let choices = offered.first?.objectValue?["result"]?.objectValue?["items"]?.arrayValue?.compactMap { $0.value.objectValue?["label"]?.stringValue } ?? []
        #expect(choices == ["\"passive\"", "\"active\"", "\"time-sensitive\"", "\"critical\""])
        var category = Self.server("{\"alert\": \"Hi\", \"category\": \"\"}")
        let categories = category.handle(Self.request("textDocument/completion", line: 0, character: 29))
        let names = categories.first?.objectValue?["result"]?.objectValue?["items"]?.arrayValue?.compactMap { $0.value.objectValue?["label"]?.stringValue } ?? []
        #expect(names.contains("\"order_updates\"") && names.contains("\"ab_cat_yes_no\""), "\(names)")
        var liquid = Self.server("{\"alert\": \"Hi ${\"}")
        let attributes = liquid.handle(Self.request("textDocument/completion", line: 0, character: 16))
        let offeredNames = attributes.first?.objectValue?["result"]?.objectValue?["items"]?.arrayValue?.compactMap { $0.value.objectValue?["label"]?.stringValue } ?? []
        #expect(offeredNames.contains("${first_name}") && offeredNames.contains("custom_attribute.${tier}"), "\(offeredNames)")
    }

    @Test func quickFixesRenameAMistypedKeyAndAddTheFileType() throws {
        var server = Self.server("{\"alert\": \"Hi\", \"sond\": \"default\", \"asset_url\": \"https://cdn.example.com/a.png\"}")
        let range: JSONValue = Self.message(#"{"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 90}}"#)
        let answer = server.handle(Self.request("textDocument/codeAction", line: 0, character: 0, extra: ["range": range, "context": .object(JSONObject())]))
        let titles = answer.first?.objectValue?["result"]?.arrayValue?.compactMap { $0.value.objectValue?["title"]?.stringValue } ?? []
        #expect(titles == ["Rename \"sond\" to \"sound\"", "Add \"asset_file_type\": \"png\" (from the URL)"], "\(titles)")
    }

    @Test func aCustomKeyInsideApsMovesToTheTop() {
        var server = Self.server("{\"aps\": {\"alert\": \"Hi\", \"promo\": \"x1\"}}")
        let range: JSONValue = Self.message(#"{"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 40}}"#)
        let answer = server.handle(Self.request("textDocument/codeAction", line: 0, character: 0, extra: ["range": range, "context": .object(JSONObject())]))
        let action = answer.first?.objectValue?["result"]?.arrayValue?.first?.value.objectValue
        #expect(action?["title"]?.stringValue == "Move \"promo\" out of aps, to the top level")
        let edits = action?["edit"]?.objectValue?["changes"]?.objectValue?[Self.uri]?.arrayValue?.compactMap { $0.value.objectValue?["newText"]?.stringValue }
        #expect(edits == [" \"promo\": \"x1\",", ""])
    }

    @Test(arguments: ["", "{", "{\"", "{\"alert\": ", "{\"alert\": \"Hi", "[1, {\"a\": [", "}}}]]]", "{\"aps\": {\"alert\": {\"title\":", "\"\\"])
    func halfTypedTextNeverBreaksAnything(_ text: String) {
        var server = Self.server(text)
        _ = server.publishChanged()
        for character in 0...text.utf16.count + 1 {
            for method in ["textDocument/hover", "textDocument/completion"] {
                let answer = server.handle(Self.request(method, line: 0, character: character))
                #expect(answer.first?.objectValue?["error"] == nil)
            }
        }
    }
}
