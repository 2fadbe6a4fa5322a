import TextFormats

/// The HTTP/2 headers of the APNs request for a push (spec §6).
public struct APNsHeaders: Sendable, Equatable {
    /// The `apns-push-type` (`alert`, `background`, `liveactivity`…).
    public var pushType: String
    /// 10, 5 or 1; each type has its default (a background push's is 5).
    public var priority: Int
    /// UNIX seconds after which APNs stops trying, when an expiry is set and readable.
    public var expiration: Int64?
    /// The collapse id, when set.
    public var collapseID: String?
    /// The whole `apns-topic` (bundle id and the type's suffix), when known.
    public var topic: String?

    /// Derives the headers from a push compiled from `apple_push`; `topic` is the bundle id.
    public init(push: ApplePush, topic: String? = nil) {
        self.init(document: PushDocument(push: push), bundleID: topic)
    }

    /// Derives the headers of a document: each one chosen in its `apnsOptions`, else the push's
    /// own field, else the push type's default; the topic is the bundle id with the type's suffix.
    public init(document: PushDocument, bundleID: String?) {
        let options = document.apnsOptions
        let type = document.pushType
        self.pushType = type.rawValue
        self.priority = options.priority ?? document.push.apnsPriority ?? type.facts.defaultPriority
        self.expiration = options.expiration ?? document.push.expiry.flatMap(ISODateTime.parse)?.unixSeconds
        self.collapseID = options.collapseID ?? document.push.collapseID
        self.topic = options.topic ?? bundleID.map(type.topic(for:))
    }

    /// The headers in the order they are sent, as (name, value) with values as given: the one
    /// list behind both the compiled text and the request sent.
    public var fields: [(name: String, value: String)] {
        var out = [("apns-push-type", pushType), ("apns-priority", String(priority))]
        if let expiration { out.append(("apns-expiration", String(expiration))) }
        if let collapseID { out.append(("apns-collapse-id", collapseID)) }
        if let topic { out.append(("apns-topic", topic)) }
        return out
    }

    /// The headers as `name: value` lines. A control character in a value is written as
    /// `\uXXXX`: a line break there would forge a header line of its own.
    public var lines: [String] {
        fields.map { "\($0.name): \(PushCompiler.escapeInvisibles($0.value))" }
    }
}
