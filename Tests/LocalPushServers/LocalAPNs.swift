import Cryptography

/// A local APNs provider API: HTTP/2 over TLS on 127.0.0.1, token authentication, Apple's
/// checks, statuses and reasons, and answers scripted per device token.
public final class LocalAPNs: Sendable {
    /// Each push type's suffix of the app's topic, as Apple routes them (`voip`: `.voip`).
    public static var topicSuffixes: [String: String] { APNsResponder.topicSuffixes }

    /// Which APNs the server plays; only the sandbox sends `apns-unique-id`.
    public enum Environment: Sendable {
        /// api.sandbox.push.apple.com: responses carry `apns-unique-id`.
        case sandbox
        /// api.push.apple.com: no `apns-unique-id`.
        case production
    }

    private let server: HTTP2TLSServer
    private let responder: APNsResponder
    private let management: (server: HTTP2TLSServer, responder: ChannelResponder)?

    private init(server: HTTP2TLSServer, responder: APNsResponder, management: (server: HTTP2TLSServer, responder: ChannelResponder)? = nil) {
        self.server = server
        self.responder = responder
        self.management = management
    }

    /// Starts a server accepting tokens from `team` signed with `keys` (by key id) for `topics`,
    /// its clock `clockSkew` seconds ahead of this machine's;
    /// `onRequest` sees each request as it is answered (on a server thread; keep it short).
    /// Call `stop()` when done: the server has its own thread.
    public static func start(
        tls: TestTLS,
        team: String,
        keys: [String: P256Key],
        topics: Set<String>,
        environment: Environment = .sandbox,
        broadcastApps: Set<String>? = nil,
        channelLimit: Int = 10_000,
        clockSkew: Int64 = 0,
        onRequest: (@Sendable (APNsRecordedRequest) -> Void)? = nil
    ) async throws -> LocalAPNs {
        let verifier = ProviderTokenVerifier(team: team, keys: keys)
        let registry = ChannelRegistry(enabledApps: broadcastApps, limit: channelLimit)
        let responder = APNsResponder(authentication: .token(verifier), topics: topics, environment: environment, registry: registry,
                                      clockSkew: clockSkew, onRequest: onRequest)
        // One stream until the first token verified, as APNs advertises.
        let server = try await HTTP2TLSServer.start(tls: tls, maxConcurrentStreams: 1) { request, connection in
            responder.reply(to: request, on: connection)
        }
        // The channel management API, on a host (here: a port) of its own, as Apple's is.
        let channels = ChannelResponder(verifier: verifier, topics: topics, registry: registry)
        let management = try await HTTP2TLSServer.start(tls: tls, maxConcurrentStreams: 100) { request, connection in
            channels.reply(to: request, on: connection)
        }
        return LocalAPNs(server: server, responder: responder, management: (management, channels))
    }

    /// Starts a server that knows senders by their client certificates, as APNs does for
    /// push certificates: the handshake asks for one and accepts only those `clientCA` (a PEM
    /// file) signed; a request on a connection without one is 403 `MissingProviderToken`, one
    /// that carries an `authorization` header anyway 403 `InvalidProviderToken`, and one for a
    /// topic the certificate does not name 400 `TopicDisallowed`. `topics` are the apps it knows.
    public static func start(
        tls: TestTLS,
        clientCA: String,
        topics: Set<String>,
        environment: Environment = .sandbox,
        onRequest: (@Sendable (APNsRecordedRequest) -> Void)? = nil
    ) async throws -> LocalAPNs {
        let responder = APNsResponder(authentication: .certificate, topics: topics, environment: environment, onRequest: onRequest)
        let server = try await HTTP2TLSServer.start(tls: tls, clientCA: clientCA, maxConcurrentStreams: 1) { request, connection in
            responder.reply(to: request, on: connection)
        }
        return LocalAPNs(server: server, responder: responder)
    }

    /// The port on 127.0.0.1.
    public var port: Int { server.port }

    /// The channel management host's port on 127.0.0.1 (a token server's only).
    public var managementPort: Int? { management?.server.port }

    /// Every request the channel management host received, in arrival order.
    public var managementRequests: [APNsRecordedRequest] { management?.responder.requests ?? [] }

    /// Scripts the answer a broadcast on channel `id` gets after the checks pass.
    public func answer(_ answer: APNsAnswer, forChannel id: String) {
        responder.registry.script(answer, forChannel: id)
    }

    /// The channels the management host holds for `bundleID`.
    public func channels(of bundleID: String) -> [String] { responder.registry.channels(of: bundleID) }

    /// Scripts the answer for a device token (matched case-insensitively) after the checks pass.
    public func answer(_ answer: APNsAnswer, forToken token: String) {
        responder.script(answer, forToken: token)
    }

    /// Every request received, in arrival order.
    public var requests: [APNsRecordedRequest] { responder.requests }

    /// TLS connections accepted (completed handshakes).
    public var connectionsAccepted: Int { server.connectionsAccepted }

    /// Stops listening and closes every connection.
    public func stop() async throws {
        try await server.stop()
        try await management?.server.stop()
    }
}
