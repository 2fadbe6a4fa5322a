import Foundation
import Synchronization

/// LocalAPNs' channel management host ("Sending channel management requests to APNs"): create,
/// read, list and delete, with the same provider tokens as the push host, and Apple's reasons.
final class ChannelResponder: Sendable {
    private let verifier: ProviderTokenVerifier
    private let topics: Set<String>
    private let registry: ChannelRegistry
    private let recorded = Mutex<[APNsRecordedRequest]>([])

    init(verifier: ProviderTokenVerifier, topics: Set<String>, registry: ChannelRegistry) {
        self.verifier = verifier
        self.topics = topics
        self.registry = registry
    }

    /// Every request received, in arrival order.
    var requests: [APNsRecordedRequest] { recorded.withLock { $0 } }

    private struct Rejection: Error {
        var status: Int
        var reason: String
    }

    func reply(to request: ReceivedRequest, on connection: HTTP2ServerConnection) -> StreamReply {
        var record = APNsRecordedRequest(
            connection: connection.number, streamID: request.streamID, method: request.method, path: request.path,
            token: "", headers: request.headers, body: request.body, jwtIssuedAt: nil, jwt: nil, status: nil, reason: nil,
            responseHeaders: [], clientCertificate: nil)
        let requestID = request.headers.headerValue("apns-request-id").flatMap { APNsResponder.isCanonicalUUID($0) ? $0 : nil }
            ?? UUID().uuidString.lowercased()
        var headers = [HeaderField("apns-request-id", requestID)]
        let status: Int
        var body: [UInt8] = []
        do {
            (status, body) = try answer(request, headers: &headers, recording: &record)
        } catch let rejection as Rejection {
            status = rejection.status
            record.reason = rejection.reason
            body = JSONBody.encode(["reason": rejection.reason])
        } catch {
            status = 500
            body = JSONBody.encode(["reason": "InternalServerError"])
        }
        record.status = status
        record.responseHeaders = headers
        recorded.withLock { $0.append(record) }
        return .respond(status: status, headers: headers, body: body)
    }

    private func answer(_ request: ReceivedRequest, headers: inout [HeaderField],
                        recording record: inout APNsRecordedRequest) throws -> (Int, [UInt8]) {
        // /1/apps/<bundle id>/channels or /1/apps/<bundle id>/all-channels
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 5, parts[1] == "1", parts[2] == "apps", ["channels", "all-channels"].contains(parts[4]) else {
            throw Rejection(status: 404, reason: "BadPath")
        }
        let bundleID = String(parts[3])
        try checkToken(request, recording: &record)
        // As reported of Apple's host: a bundle id with capital letters does not match its topic.
        guard topics.contains(bundleID), bundleID == bundleID.lowercased() else { throw Rejection(status: 400, reason: "TopicMismatch") }
        guard registry.enabledApps?.contains(bundleID) ?? true else { throw Rejection(status: 400, reason: "FeatureNotEnabled") }
        if parts[4] == "all-channels" {
            guard request.method == "GET" else { throw Rejection(status: 405, reason: "MethodNotAllowed") }
            return (200, JSONBody.encode(["channels": registry.channels(of: bundleID)]))
        }
        switch request.method {
        case "POST":
            let object = (try? JSONSerialization.jsonObject(with: Data(request.body))) as? [String: Any]
            guard let policy = object?["message-storage-policy"] as? Int, [0, 1].contains(policy) else {
                throw Rejection(status: 400, reason: "BadRequest")
            }
            guard (object?["push-type"] as? String) == "LiveActivity" else { throw Rejection(status: 400, reason: "InvalidPushType") }
            guard let id = registry.create(bundleID: bundleID, policy: policy) else {
                throw Rejection(status: 400, reason: "CannotCreateChannelConfig")
            }
            headers.append(HeaderField("apns-channel-id", id))
            return (201, [])
        case "GET", "DELETE":
            guard let id = request.headers.headerValue("apns-channel-id") else { throw Rejection(status: 400, reason: "MissingChannelId") }
            guard ChannelRegistry.isChannelID(id) else { throw Rejection(status: 400, reason: "BadChannelId") }
            if request.method == "GET" {
                guard let policy = registry.policy(of: id, bundleID: bundleID) else { throw Rejection(status: 400, reason: "ChannelNotRegistered") }
                return (200, JSONBody.encode(["message-storage-policy": policy, "push-type": "LiveActivity"]))
            }
            guard registry.delete(id, bundleID: bundleID) else { throw Rejection(status: 400, reason: "ChannelNotRegistered") }
            return (204, [])
        default:
            throw Rejection(status: 405, reason: "MethodNotAllowed")
        }
    }

    private func checkToken(_ request: ReceivedRequest, recording record: inout APNsRecordedRequest) throws {
        guard let authorization = request.headers.headerValue("authorization") else { throw Rejection(status: 403, reason: "MissingProviderToken") }
        guard authorization.count > 7, authorization.prefix(7).lowercased() == "bearer " else {
            throw Rejection(status: 403, reason: "InvalidProviderToken")
        }
        let jwt = String(authorization.dropFirst(7))
        record.jwt = jwt
        switch verifier.verify(jwt, now: Int64(Date().timeIntervalSince1970)) {
        case .invalid: throw Rejection(status: 403, reason: "InvalidProviderToken")
        case .expired: throw Rejection(status: 403, reason: "ExpiredProviderToken")
        case .valid(_, let issuedAt): record.jwtIssuedAt = issuedAt
        }
    }
}
