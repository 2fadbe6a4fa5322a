/// A local Braze REST API over HTTP/2 and TLS: `/messages/send` and `/users/export/ids` with
/// Braze's documented answers, plus canned answers queued by a test.
public final class LocalBraze: Sendable {
    private let server: HTTP2TLSServer
    private let responder: BrazeResponder

    private init(server: HTTP2TLSServer, responder: BrazeResponder) {
        self.server = server
        self.responder = responder
    }

    /// Starts a server accepting `Authorization: Bearer <apiKey>`; `onRequest` sees each request
    /// as it is answered (on a server thread; keep it short). Call `stop()` when done.
    public static func start(
        tls: TestTLS,
        apiKey: String,
        onRequest: (@Sendable (BrazeRecordedRequest) -> Void)? = nil
    ) async throws -> LocalBraze {
        let responder = BrazeResponder(apiKey: apiKey, onRequest: onRequest)
        let server = try await HTTP2TLSServer.start(tls: tls, maxConcurrentStreams: 100) { request, connection in
            responder.reply(to: request, on: connection)
        }
        return LocalBraze(server: server, responder: responder)
    }

    /// The port on 127.0.0.1.
    public var port: Int { server.port }

    /// Queues a canned answer for the next request not yet given one; canned answers go first, in order.
    public func enqueue(_ answer: BrazeAnswer) { responder.enqueue(answer) }

    /// Adds a user `/users/export/ids` knows, with push tokens such as
    /// `["app": "Example", "platform": "ios", "token": "…", "device_id": "…", "notifications_enabled": "true"]`.
    public func addUser(_ externalID: String, pushTokens: [[String: String]]) {
        responder.addUser(externalID, pushTokens: pushTokens)
    }

    /// Gives a user exported profile fields, as a JSON object's text
    /// (`{"first_name": "Ana", "custom_attributes": {"tier": "gold"}}`).
    public func addProfile(_ externalID: String, json: String) {
        responder.addProfile(externalID, json: json)
    }

    /// Adds a content block to the workspace (`/content_blocks/list` and `/info` give it).
    public func addContentBlock(name: String, content: String) { responder.addContentBlock(name: name, content: content) }

    /// Adds a campaign whose `/campaigns/details` answer is `details` (JSON text).
    public func addCampaign(_ id: String, details: String) { responder.addCampaign(id, details: details) }

    /// Adds a Canvas `/canvas/details` answers for (its JSON text).
    public func addCanvas(_ id: String, details: String) { responder.addCanvas(id, details: details) }

    /// Adds translations `/campaigns/translations` or `/canvas/translations` (`path`) answers
    /// with when asked with exactly `query`.
    public func addTranslations(_ path: String, query: [String: String], json: String) {
        responder.addTranslations(path, query: query, json: json)
    }

    /// Adds an item (a JSON object with its "id") to a catalog of the workspace.
    public func addCatalogItem(_ catalog: String, json: String) { responder.addCatalogItem(catalog, json: json) }

    /// Every request received, in arrival order.
    public var requests: [BrazeRecordedRequest] { responder.requests }

    /// TLS connections accepted (completed handshakes).
    public var connectionsAccepted: Int { server.connectionsAccepted }

    /// Stops listening and closes every connection.
    public func stop() async throws {
        try await server.stop()
    }
}
