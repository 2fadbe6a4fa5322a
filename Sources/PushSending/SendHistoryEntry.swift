import Foundation

/// One line of the send history: when, what, to whom and how it ended. It holds no secret: no
/// key, no signed token, no Authorization header; the payload's hash and size, and what names
/// the push (its file and title). The payload itself is kept apart, by its hash (`SentBodies`).
public struct SendHistoryEntry: Sendable, Equatable, Codable {
    /// When the send finished, UTC, ISO 8601.
    public var time: String
    /// `apns` or `braze`.
    public var route: SendRoute
    /// The device's name or the user id.
    public var recipient: String
    /// The device token, for APNs (a token is an address, not a secret).
    public var token: String?
    /// The broadcast channel's id, for a Live Activity broadcast.
    public var channel: String?
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
    /// The push file's name as given (nil in lines written before it was kept, and for a push
    /// with no file); it is text from outside, sanitised wherever it is shown.
    public var file: String?
    /// The alert's title, else the start of its body, cut to `SendJob.titleLength` characters.
    public var title: String?
    /// APNs: the headers sent with the body that a resend repeats (push type, priority,
    /// expiration, collapse id, topic); never the authorization or the apns-id.
    public var headers: [HeaderField]?
    /// Braze: the endpoint path the body was posted to.
    public var path: String?
    /// For a resend: the `time` of the entry it sent again.
    public var resentFrom: String?
    /// The test user the push was rendered for, when its Liquid was rendered before a direct send.
    public var renderedFor: String?
    /// The config's profile the send went out as, when one was chosen.
    public var profile: String?

    /// Creates an entry from a result; `job`, when given, names the push and how it went out.
    public init(result: RecipientResult, time: Date, payloadHash: String, bytes: Int, job: SendJob? = nil) {
        self.time = Self.format(time)
        route = result.recipient.route
        recipient = result.recipient.label
        switch result.recipient {
        case .device(_, let token, let environment):
            self.token = token.hex
            self.environment = environment
        case .channel(_, let id, let environment):
            channel = id
            self.environment = environment
        case .user:
            break
        }
        self.payloadHash = payloadHash
        self.bytes = bytes
        outcome = result.outcome
        status = result.status
        id = result.id
        traceID = result.traceID
        reason = result.reason
        guard let job else { return }
        file = job.file
        title = job.title
        resentFrom = job.resentFrom
        renderedFor = job.renderedFor
        profile = job.profile
        switch job.plan {
        case .apns(let push, _): headers = push.headers
        case .braze(let push, _): path = push.path
        }
    }

    static func format(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    enum CodingKeys: String, CodingKey {
        case time, route, recipient, token, channel, environment, profile, bytes, outcome, status, id, reason, file, title, headers, path
        case payloadHash = "payload_sha256"
        case traceID = "trace_id"
        case resentFrom = "resent_from"
        case renderedFor = "rendered_for"
    }
}

extension SendRoute: Codable {}

extension SendHistoryEntry {
    /// This entry with each text field cut to what a send writes (`…` marks a cut), as a line
    /// is read: an edited line cannot make `history` print megabytes. Headers and the path are
    /// kept whole, since a resend checks them before using them.
    func bounded() -> SendHistoryEntry {
        var entry = self
        entry.title = title.map { Self.cut($0, to: SendJob.titleLength) }
        entry.file = file.map { Self.cut($0, to: 4096) }
        entry.reason = reason.map { Self.cut($0, to: 512) }
        entry.id = id.map { Self.cut($0, to: 128) }
        entry.traceID = traceID.map { Self.cut($0, to: 128) }
        entry.token = token.map { Self.cut($0, to: 200) }
        entry.channel = channel.map { Self.cut($0, to: BroadcastChannel.maxIDLength) }
        entry.resentFrom = resentFrom.map { Self.cut($0, to: 64) }
        entry.renderedFor = renderedFor.map { Self.cut($0, to: 256) }
        entry.profile = profile.map { Self.cut($0, to: 128) }
        entry.time = Self.cut(time, to: 64)
        entry.recipient = Self.cut(recipient, to: 256)
        entry.payloadHash = Self.cut(payloadHash, to: 64)
        return entry
    }

    private static func cut(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}
