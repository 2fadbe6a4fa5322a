import PushCore

/// A push made ready for Braze: the request `compile --to request` prints, posted to the path of
/// the endpoint it was written for, to named test users, at most 50 per request.
public struct BrazePush: Sendable, Equatable {
    /// The recipients, split into requests.
    public let batches: [[String]]
    /// The path each request is posted to (`/messages/send`, `/messages/schedule/create`, …).
    public let path: String
    private let request: JSONObject
    /// How the users are written: `external_user_ids`, or `recipients` for the triggered sends.
    private let audience: BrazeEndpoint.Audience
    /// The request's own recipient objects by external id, kept for a test user they name
    /// (their trigger or Canvas entry properties go with them).
    private let recipientObjects: [String: JSONObject]

    /// Braze's limit of users per request.
    public static let maxUsersPerRequest = 50

    /// Keys of the envelope that choose an audience: a test send names its users instead.
    static let audienceKeys = ["external_user_ids", "user_aliases", "segment_id", "audience", "broadcast", "recipients"]

    /// Prepares a push for `users`; with none, the envelope's own `external_user_ids` (or the
    /// `external_user_id`s of its recipients) are used.
    public init(_ document: PushDocument, users: [String]) throws(SendRefusal) {
        let endpoint = document.endpoint ?? .messagesSend
        guard endpoint.audience != .none || endpoint.path == nil else {
            throw SendRefusal(.setup, "a \(endpoint) request changes what was already \(endpoint == .scheduleUpdate ? "scheduled" : "started") and names no users; test sends go to users: send the push as a messages/send request (compile --to request --endpoint messages/send)")
        }
        let request = endpoint.postBody(ApplePushEncoder.request(document.push, envelope: document.envelope, endpoint: endpoint))
        var objects: [String: JSONObject] = [:]
        for item in request["recipients"]?.arrayValue ?? [] {
            guard let object = item.value.objectValue, let id = object["external_user_id"]?.stringValue else { continue }
            if objects[id] == nil { objects[id] = object }
        }
        var recipients = users
        if recipients.isEmpty {
            let own = endpoint.audience == .recipients ? "recipients" : "external_user_ids"
            let targeted = Self.audienceKeys.filter { $0 != own && request[$0] != nil && !($0 == "broadcast" && request[$0] == .bool(false)) }
            if !targeted.isEmpty {
                throw SendRefusal(.setup, "the request targets an audience (\(targeted.joined(separator: ", "))); test sends go to named users: pass --user or set test_users in [braze]")
            }
            recipients = endpoint.audience == .recipients
                ? (request["recipients"]?.arrayValue ?? []).compactMap { $0.value.objectValue?["external_user_id"]?.stringValue }
                : (request["external_user_ids"]?.arrayValue ?? []).compactMap(\.value.stringValue)
        }
        var seen = Set<String>()
        recipients = recipients.filter { seen.insert($0).inserted }
        guard !recipients.isEmpty else {
            throw SendRefusal(.setup, "no Braze user to send to: pass --user EXTERNAL_ID, or set test_users in [braze]")
        }
        if let empty = recipients.first(where: { $0.allSatisfy(\.isWhitespace) }) {
            throw SendRefusal(.setup, "a Braze user id is blank (\"\(empty)\")")
        }
        var stripped = request
        for key in Self.audienceKeys { stripped[key] = nil }
        self.request = stripped
        self.path = endpoint.postPath
        self.audience = endpoint.audience == .recipients ? .recipients : .users
        self.recipientObjects = objects
        batches = stride(from: 0, to: recipients.count, by: Self.maxUsersPerRequest).map {
            Array(recipients[$0..<min($0 + Self.maxUsersPerRequest, recipients.count)])
        }
    }

    /// Every recipient, in order.
    public var users: [String] { batches.flatMap { $0 } }

    /// The body for one batch: the users first, then the rest of the request as written.
    public func body(for batch: [String]) -> [UInt8] {
        var object = JSONObject()
        if audience == .recipients {
            object["recipients"] = .array(batch.map { id in
                var recipient = recipientObjects[id] ?? JSONObject()
                recipient["external_user_id"] = .string(id)
                return JSONNode(.object(recipient))
            })
        } else {
            object["external_user_ids"] = .array(batch.map { JSONNode(.string($0)) })
        }
        object.members.append(contentsOf: request.members)
        return JSONWriter.bytes(.object(object))
    }
}
