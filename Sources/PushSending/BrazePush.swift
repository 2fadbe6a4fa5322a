import PushCore

/// A push made ready for Braze's `/messages/send`: the request `compile --to request` prints,
/// sent to named test users, at most 50 per request.
public struct BrazePush: Sendable, Equatable {
    /// The recipients, split into requests.
    public let batches: [[String]]
    private let request: JSONObject

    /// Braze's limit of users per request.
    public static let maxUsersPerRequest = 50

    /// Keys of the envelope that choose an audience: a test send names its users instead.
    static let audienceKeys = ["external_user_ids", "user_aliases", "segment_id", "audience", "broadcast"]

    /// Prepares a push for `users`; with none, the envelope's own `external_user_ids` are used.
    public init(_ document: PushDocument, users: [String]) throws(SendRefusal) {
        let request = ApplePushEncoder.request(document.push, envelope: document.envelope)
        var recipients = users
        if recipients.isEmpty {
            let targeted = Self.audienceKeys.dropFirst().filter { request[$0] != nil }
            if !targeted.isEmpty {
                throw SendRefusal(.setup, "the request targets an audience (\(targeted.joined(separator: ", "))); test sends go to named users: pass --user or set test_users in [braze]")
            }
            recipients = (request["external_user_ids"]?.arrayValue ?? []).compactMap(\.value.stringValue)
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
        batches = stride(from: 0, to: recipients.count, by: Self.maxUsersPerRequest).map {
            Array(recipients[$0..<min($0 + Self.maxUsersPerRequest, recipients.count)])
        }
    }

    /// Every recipient, in order.
    public var users: [String] { batches.flatMap { $0 } }

    /// The body for one batch: the users first, then the rest of the request as written.
    public func body(for batch: [String]) -> [UInt8] {
        var object = JSONObject()
        object["external_user_ids"] = .array(batch.map { JSONNode(.string($0)) })
        object.members.append(contentsOf: request.members)
        return JSONWriter.bytes(.object(object))
    }
}
