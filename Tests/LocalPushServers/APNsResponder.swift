import Foundation
import NIOSSL
import Synchronization

/// LocalAPNs' behaviour: Apple's checks in Apple's order, then the answer scripted for the token.
final class APNsResponder: Sendable {
    /// What MAX_CONCURRENT_STREAMS becomes once a connection's first token verified.
    static let raisedStreamLimit = 1000
    /// The topic suffix APNs expects for each push type that has one (Apple's request docs).
    static let topicSuffixes: [String: String] = [
        "voip": ".voip", "complication": ".complication", "fileprovider": ".pushkit.fileprovider", "location": ".location-query",
        "liveactivity": ".push-type.liveactivity", "pushtotalk": ".voip-ptt", "widgets": ".push-type.widgets",
        "controls": ".push-type.controls",
    ]
    static let pushTypes: Set<String> = [
        "alert", "background", "location", "voip", "complication", "fileprovider", "mdm", "liveactivity", "pushtotalk", "widgets", "controls",
    ]
    static let devicePathPrefix = "/3/device/"
    static let broadcastPathPrefix = "/4/broadcasts/apps/"

    private struct State {
        var answers: [String: APNsAnswer] = [:]
        var expiredOnce: Set<String> = []
        var requests: [APNsRecordedRequest] = []
    }

    /// A request failing a check: the status and reason to answer.
    private struct Rejection: Error {
        var status: Int
        var reason: String
    }

    /// How senders are known.
    enum Authentication: Sendable {
        /// Provider tokens, checked by the verifier.
        case token(ProviderTokenVerifier)
        /// Client certificates, already verified against the client CA by the handshake; a
        /// request may then carry no token, and its topic must be one the certificate names.
        case certificate
    }

    private let authentication: Authentication
    private let topics: Set<String>
    private let environment: LocalAPNs.Environment
    private let onRequest: (@Sendable (APNsRecordedRequest) -> Void)?
    private let state = Mutex(State())
    /// The broadcast channels the management host made.
    let registry: ChannelRegistry
    /// Seconds Apple's clock is ahead of this machine's, for tokens' `iat`: a clock behind by hours.
    let clockSkew: Int64

    init(
        authentication: Authentication,
        topics: Set<String>,
        environment: LocalAPNs.Environment,
        registry: ChannelRegistry = ChannelRegistry(enabledApps: nil, limit: 10_000),
        clockSkew: Int64 = 0,
        onRequest: (@Sendable (APNsRecordedRequest) -> Void)?
    ) {
        self.clockSkew = clockSkew
        self.authentication = authentication
        self.topics = topics
        self.environment = environment
        self.registry = registry
        self.onRequest = onRequest
    }

    var requests: [APNsRecordedRequest] { state.withLock { $0.requests } }

    func script(_ answer: APNsAnswer, forToken token: String) {
        state.withLock { $0.answers[token.lowercased()] = answer }
    }

    func reply(to request: ReceivedRequest, on connection: HTTP2ServerConnection) -> StreamReply {
        let path = request.path
        let token = path.hasPrefix(Self.devicePathPrefix) ? String(path.dropFirst(Self.devicePathPrefix.count)) : ""
        var record = APNsRecordedRequest(
            connection: connection.number, streamID: request.streamID, method: request.method, path: path,
            token: token, headers: request.headers, body: request.body,
            jwtIssuedAt: nil, jwt: nil, status: nil, reason: nil, responseHeaders: [],
            clientCertificate: connection.clientCertificate.flatMap(Self.commonName)
        )
        let broadcast = path.hasPrefix(Self.broadcastPathPrefix)
        let answer: APNsAnswer
        do {
            if broadcast {
                answer = registry.answer(forChannel: try checkBroadcast(request, on: connection, recording: &record))
            } else {
                try check(request, token: token, on: connection, recording: &record)
                answer = scriptedAnswer(forToken: token)
            }
        } catch let rejection as Rejection {
            answer = .reject(status: rejection.status, reason: rejection.reason)
        } catch {
            answer = .reject(status: 500, reason: "InternalServerError")
        }

        let reply: StreamReply
        // A broadcast is answered with its request id; a push to a device with its apns-id.
        var headers = broadcast ? [HeaderField("apns-request-id", Self.responseID(for: request, header: "apns-request-id"))]
            : [HeaderField("apns-id", Self.responseID(for: request))]
        if environment == .sandbox { headers.append(HeaderField("apns-unique-id", UUID().uuidString.lowercased())) }
        switch answer {
        case .accept:
            record.status = 200
            reply = .respond(status: 200, headers: headers, body: [])
        case .reject(let status, let reason):
            (record.status, record.reason) = (status, reason)
            reply = .respond(status: status, headers: headers, body: JSONBody.encode(["reason": reason]))
        case .gone(let reason, let timestamp):
            (record.status, record.reason) = (410, reason)
            reply = .respond(status: 410, headers: headers, body: JSONBody.encode(["reason": reason, "timestamp": timestamp]))
        case .goAway(let reason):
            record.reason = reason
            headers = []
            reply = .goAway(debugData: JSONBody.encode(["reason": reason]))
        case .misbehave(let misbehaviour):
            record.reason = "\(misbehaviour)"
            if case .hugeBody(let status, _) = misbehaviour { record.status = status }
            reply = StreamReply(misbehaviour, headers: headers, debugData: JSONBody.encode(["reason": "Shutdown"]))
        case .silence, .expireTokenOnce:
            // expireTokenOnce was resolved to accept or reject by scriptedAnswer.
            headers = []
            reply = .silence
        }
        record.responseHeaders = headers
        state.withLock { $0.requests.append(record) }
        onRequest?(record)
        return reply
    }

    /// Apple's checks, in Apple's order; throws the first failure as a Rejection.
    private func check(
        _ request: ReceivedRequest,
        token: String,
        on connection: HTTP2ServerConnection,
        recording record: inout APNsRecordedRequest
    ) throws {
        guard request.method == "POST" else { throw Rejection(status: 405, reason: "MethodNotAllowed") }
        guard request.path.hasPrefix(Self.devicePathPrefix) else { throw Rejection(status: 404, reason: "BadPath") }
        guard !token.isEmpty else { throw Rejection(status: 400, reason: "MissingDeviceToken") }
        guard token.utf8.allSatisfy(Self.isASCIIHexDigit) else { throw Rejection(status: 400, reason: "BadDeviceToken") }

        var allowedTopics = topics
        switch authentication {
        case .token(let verifier):
            try checkToken(request, verifier: verifier, on: connection, recording: &record)
        case .certificate:
            guard let certificate = connection.clientCertificate else {
                throw Rejection(status: 403, reason: "MissingProviderToken")
            }
            // The connection says who sends; a token beside it means the client is confused.
            if let authorization = request.headers.headerValue("authorization") {
                record.jwt = authorization
                throw Rejection(status: 403, reason: "InvalidProviderToken")
            }
            allowedTopics = topics.intersection(Self.topics(of: certificate))
            connection.raiseStreamLimit(to: Self.raisedStreamLimit)
        }

        var seen = Set<String>()
        for field in request.headers where !seen.insert(field.name).inserted {
            throw Rejection(status: 400, reason: "DuplicateHeaders")
        }

        guard let topic = request.headers.headerValue("apns-topic") else { throw Rejection(status: 400, reason: "MissingTopic") }
        guard topics.contains(topic) else { throw Rejection(status: 400, reason: "BadTopic") }
        guard allowedTopics.contains(topic) else { throw Rejection(status: 400, reason: "TopicDisallowed") }

        let pushType = request.headers.headerValue("apns-push-type")
        if let pushType, !Self.pushTypes.contains(pushType) { throw Rejection(status: 400, reason: "InvalidPushType") }
        // Apple routes these types by topic: the app's bundle id with the type's own suffix.
        if let pushType, let suffix = Self.topicSuffixes[pushType], !topic.hasSuffix(suffix) {
            throw Rejection(status: 400, reason: "TopicDisallowed")
        }

        // An absent priority means 10 (Apple), so a background push must say 5 (or 1) explicitly.
        let priority = request.headers.headerValue("apns-priority") ?? "10"
        guard ["10", "5", "1"].contains(priority) else { throw Rejection(status: 400, reason: "BadPriority") }
        if pushType == "background" && priority == "10" { throw Rejection(status: 400, reason: "BadPriority") }

        if let id = request.headers.headerValue("apns-id"), !Self.isCanonicalUUID(id) {
            throw Rejection(status: 400, reason: "BadMessageId")
        }
        if let collapseID = request.headers.headerValue("apns-collapse-id"), collapseID.utf8.count > 64 {
            throw Rejection(status: 400, reason: "BadCollapseId")
        }
        if let expiration = request.headers.headerValue("apns-expiration"), Int64(expiration) == nil {
            throw Rejection(status: 400, reason: "BadExpirationDate")
        }

        guard request.bodySize > 0 else { throw Rejection(status: 400, reason: "PayloadEmpty") }
        let limit = pushType == "voip" ? 5120 : 4096
        guard request.bodySize <= limit else { throw Rejection(status: 413, reason: "PayloadTooLarge") }
    }

    /// A broadcast's checks ("Sending broadcast push notification requests to APNs"); the channel's id.
    private func checkBroadcast(_ request: ReceivedRequest, on connection: HTTP2ServerConnection,
                                recording record: inout APNsRecordedRequest) throws -> String {
        guard request.method == "POST" else { throw Rejection(status: 405, reason: "MethodNotAllowed") }
        guard case .token(let verifier) = authentication else { throw Rejection(status: 403, reason: "MissingProviderToken") }
        try checkToken(request, verifier: verifier, on: connection, recording: &record)
        let bundleID = String(request.path.dropFirst(Self.broadcastPathPrefix.count))
        guard topics.contains(bundleID), bundleID == bundleID.lowercased() else { throw Rejection(status: 400, reason: "TopicMismatch") }
        guard registry.enabledApps?.contains(bundleID) ?? true else { throw Rejection(status: 400, reason: "FeatureNotEnabled") }
        guard let pushType = request.headers.headerValue("apns-push-type") else { throw Rejection(status: 400, reason: "MissingPushType") }
        guard pushType == "liveactivity" else { throw Rejection(status: 400, reason: "InvalidPushType") }
        guard let channel = request.headers.headerValue("apns-channel-id") else { throw Rejection(status: 400, reason: "MissingChannelId") }
        guard ChannelRegistry.isChannelID(channel) else { throw Rejection(status: 400, reason: "BadChannelId") }
        guard let policy = registry.policy(of: channel, bundleID: bundleID) else { throw Rejection(status: 400, reason: "ChannelNotRegistered") }
        let priority = request.headers.headerValue("apns-priority") ?? "10"
        guard ["10", "5", "1"].contains(priority) else { throw Rejection(status: 400, reason: "BadPriority") }
        if let expiration = request.headers.headerValue("apns-expiration") {
            // A channel that stores nothing takes only 0.
            guard let seconds = Int64(expiration), policy == 1 || seconds == 0 else { throw Rejection(status: 400, reason: "BadExpirationDate") }
        }
        guard request.bodySize > 0 else { throw Rejection(status: 400, reason: "PayloadEmpty") }
        guard request.bodySize <= 5120 else { throw Rejection(status: 413, reason: "PayloadTooLarge") }
        return channel
    }

    /// The provider token's checks, in Apple's order.
    private func checkToken(
        _ request: ReceivedRequest,
        verifier: ProviderTokenVerifier,
        on connection: HTTP2ServerConnection,
        recording record: inout APNsRecordedRequest
    ) throws {
        guard let authorization = request.headers.headerValue("authorization") else {
            throw Rejection(status: 403, reason: "MissingProviderToken")
        }
        guard authorization.count > 7, authorization.prefix(7).lowercased() == "bearer " else {
            throw Rejection(status: 403, reason: "InvalidProviderToken")
        }
        let jwt = String(authorization.dropFirst(7))
        record.jwt = jwt
        switch verifier.verify(jwt, now: Int64(Date().timeIntervalSince1970) + clockSkew) {
        case .invalid:
            throw Rejection(status: 403, reason: "InvalidProviderToken")
        case .expired:
            throw Rejection(status: 403, reason: "ExpiredProviderToken")
        case .valid(let keyID, let issuedAt):
            record.jwtIssuedAt = issuedAt
            guard connection.firstKeyID(claiming: keyID) == keyID else {
                throw Rejection(status: 403, reason: "UnrelatedKeyIdInToken")
            }
            // Like APNs: one stream until a token verified, then many.
            connection.raiseStreamLimit(to: Self.raisedStreamLimit)
        }
    }

    /// The topics a push certificate names, as APNs reads them: the subject's UID and the
    /// strings of Apple's extension 1.2.840.113635.100.6.3.6 (a SEQUENCE of topic strings, each
    /// followed by a SEQUENCE naming its kind).
    static func topics(of certificate: NIOSSLCertificate) -> Set<String> {
        var topics = Set(certificate.subjectName.filter { $0.type == .userId }.map(\.value))
        guard let oid = NIOSSLObjectIdentifier("1.2.840.113635.100.6.3.6"),
              let listed = certificate._extensions.first(where: { $0.objectIdentifier == oid }) else { return topics }
        let bytes = Array(listed.data)
        // Short lengths only: the test certificates' lists are small.
        guard bytes.count >= 2, bytes[0] == 0x30, bytes[1] < 0x80, Int(bytes[1]) == bytes.count - 2 else { return topics }
        var index = 2
        while index + 2 <= bytes.count, bytes[index + 1] < 0x80 {
            let (tag, length) = (bytes[index], Int(bytes[index + 1]))
            guard index + 2 + length <= bytes.count else { break }
            if tag == 0x0C { topics.insert(String(decoding: bytes[(index + 2)..<(index + 2 + length)], as: UTF8.self)) }
            index += 2 + length
        }
        return topics
    }

    /// A certificate's common name, for the record.
    private static func commonName(_ certificate: NIOSSLCertificate) -> String? {
        certificate.subjectName.first { $0.type == .commonName }?.value
    }

    /// The scripted answer for a token, resolving expireTokenOnce to 403 the first time and 200 after.
    private func scriptedAnswer(forToken token: String) -> APNsAnswer {
        let key = token.lowercased()
        return state.withLock { state in
            let answer = state.answers[key] ?? .accept
            guard answer == .expireTokenOnce else { return answer }
            return state.expiredOnce.insert(key).inserted ? .reject(status: 403, reason: "ExpiredProviderToken") : .accept
        }
    }

    /// The request's apns-id (or `header`) when it is a valid UUID, else a fresh lowercase one, as APNs does.
    private static func responseID(for request: ReceivedRequest, header: String = "apns-id") -> String {
        if let id = request.headers.headerValue(header), isCanonicalUUID(id) { return id }
        return UUID().uuidString.lowercased()
    }

    // Character.isHexDigit also accepts fullwidth digits, which no token contains.
    private static func isASCIIHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    /// 8-4-4-4-12 hexadecimal digits (either case).
    static func isCanonicalUUID(_ text: String) -> Bool {
        text.utf8.count == 36 && UUID(uuidString: text) != nil
    }
}
