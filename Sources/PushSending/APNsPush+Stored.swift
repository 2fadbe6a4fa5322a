import PushCore

extension APNsPush {
    /// The headers a resend repeats: what the push chose. A history line edited to hold any
    /// other (an authorization, an apns-id) never has it sent.
    public static let repeatedHeaders: Set<String> = ["apns-push-type", "apns-priority", "apns-expiration", "apns-collapse-id", "apns-topic"]

    /// A push sent before, to send again: its body exactly as it went out, and the headers it
    /// went with (the history keeps both). Refuses headers without a topic, and a body larger
    /// than APNs takes for its push type.
    public init(sentBody body: [UInt8], headers given: [HeaderField], broadcast: Bool = false) throws(SendRefusal) {
        let headers = given.filter { Self.repeatedHeaders.contains($0.name) }
        for header in headers {
            if let problem = Self.problem(stored: header) {
                // The value itself is not quoted: an edited line can hold anything, at any length.
                throw SendRefusal(.setup, "the stored send's \(header.name) \(problem), so the history was changed: send the file again with 'push-composer send'")
            }
        }
        guard let topic = headers.first(where: { $0.name == "apns-topic" })?.value, !topic.isEmpty else {
            throw SendRefusal(.setup, "the stored send has no apns-topic header to send it with")
        }
        let named = headers.first { $0.name == "apns-push-type" }?.value
        let pushType = named.flatMap(APNsPushType.init(rawValue:)) ?? .alert
        let limit = broadcast ? BroadcastCheck.maxBytes : pushType.facts.maxBytes
        guard body.count <= limit else {
            throw SendRefusal(.push, "the stored device payload is \(body.count) bytes; APNs takes at most \(limit) for a \(broadcast ? "broadcast" : pushType.rawValue + " push")")
        }
        self.body = body
        self.headers = headers
        self.topic = topic
        self.pushType = pushType
        // A resend is a new notification: a new apns-id for each device.
        self.apnsID = nil
        self.broadcast = broadcast
    }

    /// Why a stored header is not one `send` could have written, or nil when it is: each is
    /// checked as the push's own field is before a send.
    static func problem(stored header: HeaderField) -> String? {
        let value = header.value
        switch header.name {
        case "apns-push-type":
            return APNsPushType(rawValue: value) == nil ? "is not a push type APNs knows" : nil
        case "apns-priority":
            return ["10", "5", "1"].contains(value) ? nil : "is not 10, 5 or 1"
        case "apns-expiration":
            return !value.isEmpty && value.utf8.count <= 10 && value.utf8.allSatisfy({ (48...57).contains($0) }) ? nil : "is not a time in seconds since 1970"
        case "apns-collapse-id":
            if value.utf8.count > CollapseIDRule.maxBytes { return "is \(value.utf8.count) bytes; APNs takes at most \(CollapseIDRule.maxBytes)" }
            return value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) ? "holds a control character" : nil
        case "apns-topic":
            // A bundle id with a suffix such as .voip or .push-type.liveactivity, or an MDM topic.
            guard value.utf8.count <= Self.maxTopicBytes else { return "is \(value.utf8.count) bytes; a topic is at most \(Self.maxTopicBytes)" }
            return BundleID.problem(value).map { _ in "is not a bundle id (letters, digits, hyphens and periods)" }
        default:
            return nil
        }
    }

    /// A bundle id's 155 characters and the longest suffix a push type adds.
    static let maxTopicBytes = 155 + ".push-type.liveactivity".utf8.count
}
