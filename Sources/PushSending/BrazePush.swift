import PushCore
import TextFormats

/// A push made ready for a Braze test send: the request `compile --to request` prints, to named
/// test users, at most 50 per request.
///
/// A test send arrives now and carries the push alone: a scheduled send's push goes as a
/// `/messages/send` request (nothing is scheduled, and no schedule id is left to delete), and
/// only `apple_push` of the request's messages goes to the test users (never its email or
/// Android push). A triggered send triggers its campaign or Canvas for the test users, now.
public struct BrazePush: Sendable, Equatable {
    /// The recipients, split into requests.
    public let batches: [[String]]
    /// The path each request is posted to (`/messages/send`, `/campaigns/trigger/send`, …).
    public let path: String
    /// What the test send does differently from the request as written, in a line each, to say before sending.
    public let notes: [String]
    private let request: JSONObject
    /// Whether users are written as `recipients` objects (the triggered sends), else as `external_user_ids`.
    private let usesRecipients: Bool
    /// The request's own recipient objects by external id, kept for a test user they name
    /// (their trigger or Canvas entry properties go with them).
    private let recipientObjects: [String: JSONObject]

    /// Braze's limit of users per request.
    public static let maxUsersPerRequest = RequestEnvelopeRule.maxExternalIDs

    /// Keys of the envelope that choose an audience: a test send names its users instead.
    static let audienceKeys: [String] = [EnvelopeField.externalUserIDs, .userAliases, .segmentID, .audience, .broadcast, .recipients]
        .map(\.rawValue)
    private static let idsKey = EnvelopeField.externalUserIDs.rawValue
    private static let recipientsKey = EnvelopeField.recipients.rawValue
    private static let idKey = RecipientField.externalUserID.rawValue

    /// Prepares a push for `users`; with none, the envelope's own `external_user_ids` (or the
    /// `external_user_id`s of its recipients) are used.
    public init(_ document: PushDocument, users: [String]) throws(SendRefusal) {
        let endpoint = document.endpoint ?? .messagesSend
        guard endpoint.audience != .none || endpoint.path == nil else {
            throw SendRefusal(.setup, "a \(endpoint) request changes what was already \(endpoint == .scheduleUpdate ? "scheduled" : "started") and names no users; test sends go to users: send the push as a messages/send request (compile --to request --request-kind messages/send)")
        }
        var request = endpoint.postBody(ApplePushEncoder.request(document.push, envelope: document.envelope, endpoint: endpoint))
        var notes: [String] = []
        // A test is sent now: a scheduled send's push goes through /messages/send, unscheduled.
        let posted = endpoint == .scheduleCreate ? BrazeEndpoint.messagesSend : endpoint
        if endpoint == .scheduleCreate {
            request[EnvelopeField.schedule.rawValue] = nil
            notes.append("the request is a scheduled send (\(endpoint)): the test goes now, as a \(BrazeEndpoint.messagesSend) request; nothing is scheduled")
        }
        // Only the push goes to test users: other channels of the request stay out.
        if let messages = request[EnvelopeField.messages.rawValue]?.objectValue {
            let others = messages.keys.filter { $0 != "apple_push" }
            if !others.isEmpty {
                var pushOnly = JSONObject()
                pushOnly["apple_push"] = messages["apple_push"]
                request[EnvelopeField.messages.rawValue] = .object(pushOnly)
                notes.append("only apple_push goes to the test users; the request's \(others.joined(separator: ", ")) stay\(others.count == 1 ? "s" : "") out")
            }
        }
        let usesRecipients = endpoint.audience == .recipients
        // The request's own recipients, in order, each with the properties it carries.
        let named: [(id: String, object: JSONObject)] = (request[Self.recipientsKey]?.arrayValue ?? []).compactMap { item in
            guard let object = item.value.objectValue, let id = object[Self.idKey]?.stringValue else { return nil }
            return (id, object)
        }
        var recipients = users
        if recipients.isEmpty {
            let own = usesRecipients ? Self.recipientsKey : Self.idsKey
            let targeted = Self.audienceKeys.filter { $0 != own && request[$0] != nil && !($0 == "broadcast" && request[$0] == .bool(false)) }
            if !targeted.isEmpty {
                throw SendRefusal(.setup, "the request targets an audience (\(targeted.joined(separator: ", "))); test sends go to named users: pass --external-id or set test_users in [braze]")
            }
            recipients = usesRecipients
                ? named.map(\.id)
                : (request[Self.idsKey]?.arrayValue ?? []).compactMap(\.value.stringValue)
        }
        var seen = Set<String>()
        recipients = recipients.filter { seen.insert($0).inserted }
        guard !recipients.isEmpty else {
            throw SendRefusal(.setup, "no Braze user to send to: pass --external-id ID, or set test_users in [braze]")
        }
        if let empty = recipients.first(where: { $0.allSatisfy(\.isWhitespace) }) {
            throw SendRefusal(.setup, "a Braze user id is blank (\"\(empty)\")")
        }
        var stripped = request
        for key in Self.audienceKeys { stripped[key] = nil }
        self.request = stripped
        self.path = posted.postPath
        self.notes = notes
        self.usesRecipients = usesRecipients
        // A user named twice keeps the first object that names them.
        self.recipientObjects = Dictionary(named.map { ($0.id, $0.object) }, uniquingKeysWith: { first, _ in first })
        batches = stride(from: 0, to: recipients.count, by: Self.maxUsersPerRequest).map {
            Array(recipients[$0..<min($0 + Self.maxUsersPerRequest, recipients.count)])
        }
    }

    /// A request sent before, to send again: `body` as it was posted to `path` (the history
    /// keeps both), to the users it named, or to `users` in their place. Unchanged, it goes out
    /// byte for byte as before.
    public init(sentBody body: [UInt8], path: String, users: [String]) throws(SendRefusal) {
        // Only an endpoint that sends to users: an edited history line cannot aim the key elsewhere.
        guard BrazeEndpoint.all.contains(where: { $0.audience != .none && $0.postPath == path }) else {
            let shown = path.count > 80 ? path.prefix(79) + "…" : path
            throw SendRefusal(.setup, "the stored Braze request was posted to \"\(shown)\", which is no endpoint a test send uses")
        }
        guard let request = try? JSONReader().read(body).value.objectValue else {
            throw SendRefusal(.setup, "the stored Braze request is not a JSON object")
        }
        let usesRecipients = request[Self.recipientsKey] != nil
        let named: [(id: String, object: JSONObject)] = (request[Self.recipientsKey]?.arrayValue ?? []).compactMap { item in
            guard let object = item.value.objectValue, let id = object[Self.idKey]?.stringValue else { return nil }
            return (id, object)
        }
        let own = usesRecipients ? named.map(\.id) : (request[Self.idsKey]?.arrayValue ?? []).compactMap(\.value.stringValue)
        var seen = Set<String>()
        let recipients = (users.isEmpty ? own : users).filter { seen.insert($0).inserted }
        guard !recipients.isEmpty else { throw SendRefusal(.setup, "the stored Braze request names no user: pass --external-id ID") }
        if let empty = recipients.first(where: { $0.allSatisfy(\.isWhitespace) }) {
            throw SendRefusal(.setup, "a Braze user id is blank (\"\(empty)\")")
        }
        var stripped = request
        for key in Self.audienceKeys { stripped[key] = nil }
        self.request = stripped
        self.path = path
        notes = []
        self.usesRecipients = usesRecipients
        recipientObjects = Dictionary(named.map { ($0.id, $0.object) }, uniquingKeysWith: { first, _ in first })
        batches = stride(from: 0, to: recipients.count, by: Self.maxUsersPerRequest).map {
            Array(recipients[$0..<min($0 + Self.maxUsersPerRequest, recipients.count)])
        }
    }

    /// Every recipient, in order.
    public var users: [String] { batches.flatMap { $0 } }

    /// The body for one batch: the users first, then the rest of the request as written.
    public func body(for batch: [String]) -> [UInt8] {
        var object = JSONObject()
        if usesRecipients {
            object[Self.recipientsKey] = .array(batch.map { id in
                var recipient = recipientObjects[id] ?? JSONObject()
                recipient[Self.idKey] = .string(id)
                return JSONNode(.object(recipient))
            })
        } else {
            object[Self.idsKey] = .array(batch.map { JSONNode(.string($0)) })
        }
        object.members.append(contentsOf: request.members)
        return JSONWriter.bytes(.object(object))
    }
}
