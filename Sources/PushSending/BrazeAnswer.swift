/// What one answer from Braze means, in plain words: the table every Braze answer is
/// explained from (status, and for a 400 the `message` Braze sends).
public struct BrazeAnswer: Sendable, Equatable {
    /// The HTTP status.
    public let status: Int
    /// Braze's `message`, when the row depends on it.
    public let message: String?
    /// What it means and what to do.
    public let words: String

    /// The rows of Braze's error table (errors.md), most specific first.
    public static let all: [BrazeAnswer] = [
        .init(400, "No Recipients", "Nobody to send to: the user has no push token for this app, or the id list is empty"),
        .init(400, "The max number of external_ids and aliases per request was exceeded", "At most 50 users per send"),
        .init(400, "Apple Push Length Exceeded", "The push is too long for Braze (over 1,912 bytes): shorten the text or the extras"),
        .init(400, "Invalid Extra Push Payload", "Extras must be key-value pairs"),
        .init(400, "Invalid Campaign ID", campaignWords),
        .init(400, "Message Variant Unspecified", campaignWords),
        .init(400, "Invalid Message Variant", campaignWords),
        .init(400, "Mismatched Message Type", campaignWords),
        .init(400, "No message to send", "The push is empty"),
        .init(400, nil, "Braze could not read the request"),
        .init(401, nil, "This key is unknown on this instance. A key from another instance (EU on a US endpoint, or the reverse) gives 401: check instance in [braze], and paste the key again without quotes (push-composer login braze)"),
        .init(403, "Access Denied", "This key may not send messages (it lacks messages.send). Keys cannot be edited: create a new one with that permission"),
        .init(403, nil, "Your Braze account cannot use this API (its plan does not include it, or it is inactive)"),
        .init(404, nil, "Wrong address: check instance or rest_endpoint in [braze]"),
        .init(429, nil, "Too many requests"),
        .init(500, nil, "Braze had a problem: try again in a minute"),
    ]

    private static let campaignWords = "The campaign or variation id does not match an API campaign with an iOS push"

    /// The row for an answer: a 2xx is accepted; a row naming the message wins over the status alone.
    public static func row(status: Int, message: String?) -> BrazeAnswer? {
        if (200...299).contains(status) { return nil }
        let family = status >= 500 ? 500 : status
        return all.first { $0.status == family && $0.message != nil && $0.message == message }
            ?? all.first { $0.status == family && $0.message == nil }
    }

    /// Plain words for an answer; `resetsAt` is the rate-limit reset, already as local time.
    public static func explain(status: Int, message: String?, resetsAt: String?) -> String {
        if (200...299).contains(status) {
            return "Braze accepted it. That is not proof of delivery: a mistyped user id, a user with no iOS token, notifications turned off or an Apple rejection all look the same; check the phone and the Message Activity Log"
        }
        guard let row = row(status: status, message: message) else {
            return "Braze answered with status \(status)" + (message.map { ": \($0)" } ?? "")
        }
        if status == 429 {
            return row.words + (resetsAt.map { ": wait until \($0)" } ?? ": wait a minute")
        }
        return row.words
    }

    /// Words for a 2xx answer that is not Braze's (a login page from a proxy, another server at
    /// the address): what came instead, and where to look. `shown` is its first line, redacted.
    public static func notBrazes(status: Int, shown: String?) -> String {
        "the answer (\(status)) is not Braze's but \(shown ?? "an empty body"): a proxy or a wrong rest_endpoint in [braze] is in the way"
    }

    private init(_ status: Int, _ message: String?, _ words: String) {
        self.status = status
        self.message = message
        self.words = words
    }
}
