import Foundation

/// One line of the send history: when, what, to whom and how it ended. It holds no secret: no
/// key, no signed token, no Authorization header; only the payload's hash and size.
public struct SendHistoryEntry: Sendable, Equatable, Codable {
    /// When the send finished, UTC, ISO 8601.
    public var time: String
    /// `apns` or `braze`.
    public var route: SendRoute
    /// The device's name or the user id.
    public var recipient: String
    /// The device token, for APNs (a token is an address, not a secret).
    public var token: String?
    /// The APNs environment.
    public var environment: APNsEnvironment?
    /// SHA-256 of the body sent, hex: tells which version of the push went out.
    public var payloadHash: String
    /// The body's size in bytes.
    public var bytes: Int
    /// How it ended.
    public var outcome: SendOutcome
    /// The HTTP status.
    public var status: Int?
    /// apns-id or dispatch_id.
    public var id: String?
    /// apns-unique-id or x-request-id.
    public var traceID: String?
    /// APNs' reason or Braze's message, secrets removed.
    public var reason: String?

    /// Creates an entry from a result.
    public init(result: RecipientResult, time: Date, payloadHash: String, bytes: Int) {
        self.time = Self.format(time)
        route = result.recipient.route
        recipient = result.recipient.label
        if case .device(_, let token, let environment) = result.recipient {
            self.token = token.hex
            self.environment = environment
        }
        self.payloadHash = payloadHash
        self.bytes = bytes
        outcome = result.outcome
        status = result.status
        id = result.id
        traceID = result.traceID
        reason = result.reason
    }

    static func format(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    enum CodingKeys: String, CodingKey {
        case time, route, recipient, token, environment, bytes, outcome, status, id, reason
        case payloadHash = "payload_sha256"
        case traceID = "trace_id"
    }
}

extension SendRoute: Codable {}
