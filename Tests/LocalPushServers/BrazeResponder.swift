import Foundation
import Synchronization

/// LocalBraze's behaviour: canned answers first, then Braze's documented answers for
/// `/messages/send`, `/messages/schedule/create`, the trigger sends and `/users/export/ids`, each with Braze's rate-limit and request-id headers.
final class BrazeResponder: Sendable {
    /// Braze's default hourly limit for /messages/send, as a real 201 reported it.
    static let rateLimit = 250_000
    /// Braze refuses more external ids plus aliases than this in one send.
    static let maxRecipients = 50

    private struct State {
        var canned: [BrazeAnswer] = []
        var users: [String: [[String: String]]] = [:]
        /// Exported profile fields per user (first_name, custom_attributes, …), as JSON text.
        var profiles: [String: String] = [:]
        var requests: [BrazeRecordedRequest] = []
        var answered = 0
        /// The workspace's content blocks, in the order made: id, name, Liquid.
        var contentBlocks: [(id: String, name: String, content: String)] = []
        /// Each campaign's details, as `/campaigns/details` gives them (JSON text), by id.
        var campaigns: [String: String] = [:]
        /// Each Canvas's details, as `/canvas/details` gives them (JSON text), by id.
        var canvases: [String: String] = [:]
        /// Translations (JSON text) by the query that asks for them, its pairs sorted.
        var translations: [String: String] = [:]
        /// Each catalog's items, in the order added: the id and the item's JSON text.
        var catalogs: [String: [(id: String, json: String)]] = [:]
    }

    /// Items a catalog page holds, as Braze's `/catalogs/{name}/items` gives them.
    static let catalogPage = 50

    private let apiKey: String
    private let onRequest: (@Sendable (BrazeRecordedRequest) -> Void)?
    private let state = Mutex(State())

    init(apiKey: String, onRequest: (@Sendable (BrazeRecordedRequest) -> Void)?) {
        self.apiKey = apiKey
        self.onRequest = onRequest
    }

    var requests: [BrazeRecordedRequest] { state.withLock { $0.requests } }

    func enqueue(_ answer: BrazeAnswer) { state.withLock { $0.canned.append(answer) } }

    func addUser(_ externalID: String, pushTokens: [[String: String]]) {
        state.withLock { $0.users[externalID] = pushTokens }
    }

    func addProfile(_ externalID: String, json: String) {
        state.withLock { state in
            state.profiles[externalID] = json
            if state.users[externalID] == nil { state.users[externalID] = [] }
        }
    }

    func addContentBlock(name: String, content: String) {
        state.withLock { $0.contentBlocks.append((Self.randomHex(), name, content)) }
    }

    func addCampaign(_ id: String, details: String) {
        state.withLock { $0.campaigns[id] = details }
    }

    func addCanvas(_ id: String, details: String) {
        state.withLock { $0.canvases[id] = details }
    }

    func addTranslations(_ path: String, query: [String: String], json: String) {
        state.withLock { $0.translations[Self.translationKey(path, query)] = json }
    }

    /// The key translations are kept under: the path and its query's pairs, sorted.
    static func translationKey(_ path: String, _ query: [String: String]) -> String {
        path + "?" + query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
    }

    func addCatalogItem(_ catalog: String, json: String) {
        guard let id = JSONBody.object(Array(json.utf8))?["id"] as? String else { return }
        state.withLock { $0.catalogs[catalog, default: []].append((id, json)) }
    }

    func reply(to request: ReceivedRequest, on connection: HTTP2ServerConnection) -> StreamReply {
        var record = BrazeRecordedRequest(
            connection: connection.number, streamID: request.streamID, method: request.method, path: request.path,
            headers: request.headers, body: request.body, status: nil, responseHeaders: [], responseBody: []
        )
        let (canned, answered, users, profiles) = state.withLock { state in
            state.answered += 1
            return (state.canned.isEmpty ? nil : state.canned.removeFirst(), state.answered, state.users, state.profiles)
        }
        let reply: StreamReply
        if let canned, canned.silence {
            reply = .silence
        } else if let canned, let misbehaviour = canned.misbehaviour {
            let headers = Self.usualHeaders(answered: answered)
            if case .hugeBody(let status, _) = misbehaviour { record.status = status }
            reply = StreamReply(misbehaviour, headers: headers, debugData: Array(#"{"message":"shutting down"}"#.utf8))
        } else {
            let (status, body) = canned.map { ($0.status, Array($0.body.utf8)) } ?? normalAnswer(to: request, users: users, profiles: profiles)
            var headers = Self.usualHeaders(answered: answered)
            if canned == nil, status == 200, let link = Self.catalogLink(request, catalogs: state.withLock({ $0.catalogs })) {
                headers.append(HeaderField("link", link))
            }
            for field in canned?.headers ?? [] {
                if let index = headers.firstIndex(where: { $0.name == field.name.lowercased() }) {
                    headers[index].value = field.value
                } else {
                    headers.append(HeaderField(field.name.lowercased(), field.value))
                }
            }
            (record.status, record.responseHeaders, record.responseBody) = (status, headers, body)
            reply = .respond(status: status, headers: headers, body: body)
        }
        state.withLock { $0.requests.append(record) }
        onRequest?(record)
        return reply
    }

    private func normalAnswer(to request: ReceivedRequest, users: [String: [[String: String]]],
                              profiles: [String: String]) -> (Int, [UInt8]) {
        let authorization = request.headers.headerValue("authorization") ?? ""
        let key = authorization.lowercased().hasPrefix("bearer ") ? String(authorization.dropFirst(7)) : authorization
        // Braze echoes the key it was sent; the client must redact it, so the echo is reproduced.
        guard key == apiKey else { return Self.message(401, "Invalid API key: \(key)") }
        let parts = request.path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts.first.map(String.init) ?? ""
        let query = Self.query(parts.count > 1 ? String(parts[1]) : "")
        switch (request.method, path) {
        case ("GET", "/content_blocks/list"):
            return listContentBlocks(query)
        case ("GET", "/content_blocks/info"):
            return contentBlockInfo(query)
        case ("GET", "/campaigns/details"):
            guard let text = state.withLock({ $0.campaigns[query["campaign_id"] ?? ""] }) else { return Self.message(400, "Invalid campaign_id") }
            return (200, Array(text.utf8))
        case ("GET", "/canvas/details"):
            guard let text = state.withLock({ $0.canvases[query["canvas_id"] ?? ""] }) else { return Self.message(400, "Invalid canvas_id") }
            return (200, Array(text.utf8))
        case ("GET", "/campaigns/translations"), ("GET", "/canvas/translations"):
            guard let text = state.withLock({ $0.translations[Self.translationKey(path, query)] }) else {
                return Self.message(404, "Translations not found")
            }
            return (200, Array(text.utf8))
        case ("GET", _) where path.hasPrefix("/catalogs/"):
            return catalogItems(path, query)
        case ("POST", "/messages/send"):
            return sendMessages(request.body)
        case ("POST", "/messages/schedule/create"):
            return scheduleMessages(request.body)
        case ("POST", "/campaigns/trigger/send"):
            return triggerSend(request.body, id: "campaign_id")
        case ("POST", "/canvas/trigger/send"):
            return triggerSend(request.body, id: "canvas_id")
        case ("POST", "/users/export/ids"):
            return exportUsers(request.body, users: users, profiles: profiles)
        default:
            return Self.message(404, "Not Found")
        }
    }

    private func sendMessages(_ body: [UInt8]) -> (Int, [UInt8]) {
        guard let object = JSONBody.object(body),
              let ids = Self.array(object["external_user_ids"]) as? [String],
              let aliases = Self.array(object["user_aliases"])
        else { return Self.message(400, "Bad Request") }
        if ids.count + aliases.count > Self.maxRecipients {
            return Self.message(400, "The max number of external_ids and aliases per request was exceeded")
        }
        if ids.isEmpty && aliases.isEmpty && object["segment_id"] == nil && object["audience"] == nil {
            return Self.message(400, "No Recipients")
        }
        guard let messages = object["messages"] as? [String: Any], messages["apple_push"] is [String: Any] else {
            return Self.message(400, "No message to send")
        }
        return (201, JSONBody.encode(["dispatch_id": Self.randomHex(), "message": "success"]))
    }

    /// `/messages/schedule/create`: the send's checks, a `schedule.time`, and a schedule id back.
    private func scheduleMessages(_ body: [UInt8]) -> (Int, [UInt8]) {
        guard let object = JSONBody.object(body), let schedule = object["schedule"] as? [String: Any],
              schedule["time"] is String else { return Self.message(400, "Bad Request") }
        let (status, answer) = sendMessages(body)
        guard status == 201 else { return (status, answer) }
        return (201, JSONBody.encode(["dispatch_id": Self.randomHex(), "schedule_id": Self.randomHex(), "message": "success"]))
    }

    /// `/campaigns/trigger/send` and `/canvas/trigger/send`: an id, and at most 50 recipients
    /// that each name a user (or a broadcast or audience).
    private func triggerSend(_ body: [UInt8], id: String) -> (Int, [UInt8]) {
        guard let object = JSONBody.object(body), object[id] is String else { return Self.message(400, "Bad Request") }
        let recipients = Self.array(object["recipients"]) as? [[String: Any]] ?? []
        if recipients.count > Self.maxRecipients {
            return Self.message(400, "The max number of external_ids and aliases per request was exceeded")
        }
        if recipients.isEmpty && object["broadcast"] as? Bool != true && object["audience"] == nil {
            return Self.message(400, "No Recipients")
        }
        if recipients.contains(where: { $0["external_user_id"] == nil && $0["user_alias"] == nil && $0["email"] == nil && $0["braze_id"] == nil }) {
            return Self.message(400, "Bad Request")
        }
        return (201, JSONBody.encode(["dispatch_id": Self.randomHex(), "message": "success"]))
    }

    private func exportUsers(_ body: [UInt8], users: [String: [[String: String]]], profiles: [String: String]) -> (Int, [UInt8]) {
        guard let object = JSONBody.object(body), let ids = object["external_ids"] as? [String] else {
            return Self.message(400, "Bad Request")
        }
        let fields = object["fields_to_export"] as? [String]
        var found: [[String: Any]] = []
        var invalid: [String] = []
        for id in ids {
            guard let tokens = users[id] else {
                invalid.append(id)
                continue
            }
            var user: [String: Any] = ["external_id": id]
            if fields?.contains("push_tokens") ?? true { user["push_tokens"] = tokens.map(Self.exportedToken) }
            // Only the fields asked for, as Braze does when fields_to_export is given.
            if let text = profiles[id], let profile = JSONBody.object(Array(text.utf8)) {
                for (key, value) in profile where fields?.contains(key) ?? true { user[key] = value }
            }
            found.append(user)
        }
        return (201, JSONBody.encode(["message": "success", "users": found, "invalid_user_ids": invalid]))
    }

    /// `/content_blocks/list`: a page (`limit` at most 1000, from `offset`) of names and ids.
    private func listContentBlocks(_ query: [String: String]) -> (Int, [UInt8]) {
        let limit = Int(query["limit"] ?? "100") ?? 100
        guard (1...1000).contains(limit) else { return Self.message(400, "limit must be between 1 and 1000") }
        let offset = Int(query["offset"] ?? "0") ?? 0
        let blocks = state.withLock { $0.contentBlocks }
        let page = blocks.dropFirst(offset).prefix(limit).map { block -> [String: Any] in
            ["content_block_id": block.id, "name": block.name, "content_type": "text",
             "liquid_tag": "{{content_blocks.${\(block.name)}}}", "inclusion_count": 0, "tags": []]
        }
        return (200, JSONBody.encode(["count": page.count, "content_blocks": page, "message": "success"]))
    }

    /// `/content_blocks/info?content_block_id=…`: one block with its content.
    private func contentBlockInfo(_ query: [String: String]) -> (Int, [UInt8]) {
        guard let id = query["content_block_id"], let block = state.withLock({ $0.contentBlocks.first { $0.id == id } }) else {
            return Self.message(400, "Invalid Content Block ID")
        }
        return (200, JSONBody.encode(["content_block_id": block.id, "name": block.name, "content": block.content,
                                      "content_type": "text", "tags": [], "message": "success"]))
    }

    /// `/catalogs/{name}/items` (a page, and a Link to the next) and `/catalogs/{name}/items/{id}`.
    private func catalogItems(_ path: String, _ query: [String: String]) -> (Int, [UInt8]) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map { String($0).removingPercentEncoding ?? String($0) }
        guard parts.count >= 4, parts[3] == "items", let items = state.withLock({ $0.catalogs[parts[2]] }) else {
            return (404, JSONBody.encode(["errors": [["id": "catalog-not-found", "message": "Could not find catalog"]], "message": "Invalid Request"]))
        }
        if parts.count == 5 {
            guard let item = items.first(where: { $0.id == parts[4] }).flatMap({ JSONBody.object(Array($0.json.utf8)) }) else {
                return (404, JSONBody.encode(["errors": [["id": "item-not-found", "message": "Could not find item"]], "message": "Invalid Request"]))
            }
            return (200, JSONBody.encode(["items": [item], "message": "success"]))
        }
        let start = Int(query["cursor"] ?? "0") ?? 0
        let page = items.dropFirst(start).prefix(Self.catalogPage).compactMap { JSONBody.object(Array($0.json.utf8)) }
        return (200, JSONBody.encode(["items": page, "message": "success"]))
    }

    /// The Link header of a catalog page that has a next one.
    static func catalogLink(_ request: ReceivedRequest, catalogs: [String: [(id: String, json: String)]]) -> String? {
        let parts = request.path.split(separator: "?", maxSplits: 1).map(String.init)
        let names = parts[0].split(separator: "/").map(String.init)
        guard request.method == "GET", names.count == 3, names[0] == "catalogs", names[2] == "items",
              let items = catalogs[names[1].removingPercentEncoding ?? names[1]] else { return nil }
        let start = Int(query(parts.count > 1 ? parts[1] : "")["cursor"] ?? "0") ?? 0
        guard start + catalogPage < items.count else { return nil }
        return "<https://127.0.0.1\(parts[0])?cursor=\(start + catalogPage)>; rel=\"next\""
    }

    /// A query string's pairs, percent-decoded.
    private static func query(_ text: String) -> [String: String] {
        var pairs: [String: String] = [:]
        for item in text.split(separator: "&") {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = parts.first?.removingPercentEncoding else { continue }
            pairs[key] = parts.count > 1 ? parts[1].removingPercentEncoding : ""
        }
        return pairs
    }

    /// Braze writes `notifications_enabled` as a JSON boolean; the other token fields are strings.
    private static func exportedToken(_ token: [String: String]) -> [String: Any] {
        var exported: [String: Any] = token
        if let enabled = token["notifications_enabled"], enabled == "true" || enabled == "false" {
            exported["notifications_enabled"] = enabled == "true"
        }
        return exported
    }

    /// An absent list is empty; anything but an array is nil.
    private static func array(_ value: Any?) -> [Any]? {
        guard let value else { return [] }
        return value as? [Any]
    }

    private static func message(_ status: Int, _ text: String) -> (Int, [UInt8]) {
        (status, JSONBody.encode(["message": text]))
    }

    /// The fields every Braze answer carries; the reset is the next full hour, in UTC epoch seconds.
    private static func usualHeaders(answered: Int) -> [HeaderField] {
        let now = Int(Date().timeIntervalSince1970)
        return [
            HeaderField("content-type", "application/json"),
            HeaderField("x-ratelimit-limit", String(rateLimit)),
            HeaderField("x-ratelimit-remaining", String(max(0, rateLimit - answered))),
            HeaderField("x-ratelimit-reset", String((now / 3600 + 1) * 3600)),
            HeaderField("x-request-id", randomHex()),
        ]
    }

    private static func randomHex() -> String {
        UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }
}
