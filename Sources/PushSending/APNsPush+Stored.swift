import PushCore

extension APNsPush {
    /// The headers a resend repeats: what the push chose. A history line edited to hold any
    /// other (an authorization, an apns-id) never has it sent.
    public static let repeatedHeaders: Set<String> = ["apns-push-type", "apns-priority", "apns-expiration", "apns-collapse-id", "apns-topic"]

    /// A push sent before, to send again: its body exactly as it went out, and the headers it
    /// went with (the history keeps both). Refuses headers without a topic, and a body larger
    /// than APNs takes for its push type.
    public init(sentBody body: [UInt8], headers given: [HeaderField]) throws(SendRefusal) {
        let headers = given.filter { Self.repeatedHeaders.contains($0.name) }
        guard let topic = headers.first(where: { $0.name == "apns-topic" })?.value, !topic.isEmpty else {
            throw SendRefusal(.setup, "the stored send has no apns-topic header to send it with")
        }
        let named = headers.first { $0.name == "apns-push-type" }?.value
        let pushType = named.flatMap(APNsPushType.init(rawValue:)) ?? .alert
        guard body.count <= pushType.facts.maxBytes else {
            throw SendRefusal(.push, "the stored device payload is \(body.count) bytes; APNs takes at most \(pushType.facts.maxBytes) for a \(pushType.rawValue) push")
        }
        self.body = body
        self.headers = headers
        self.topic = topic
        self.pushType = pushType
    }
}
