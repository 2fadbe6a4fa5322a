import TextFormats

/// The HTTP/2 headers of the APNs request for a push (spec §6).
public struct APNsHeaders: Sendable, Equatable {
    /// `alert`, or `background` when `aps` holds only `content-available`.
    public var pushType: String
    /// 10, 5 or 1; a background push defaults to 5.
    public var priority: Int
    /// UNIX seconds after which APNs stops trying, when an expiry is set and readable.
    public var expiration: Int64?
    /// The collapse id, when set.
    public var collapseID: String?
    /// The bundle id, when known.
    public var topic: String?

    /// Derives the headers from a push.
    public init(push: ApplePush, topic: String? = nil) {
        let aps = DevicePayload.build(push)["aps"]?.objectValue ?? JSONObject()
        let background = aps.keys == ["content-available"]
        self.pushType = background ? "background" : "alert"
        self.priority = push.apnsPriority ?? (background ? 5 : 10)
        self.expiration = push.expiry.flatMap(ISODateTime.parse)?.unixSeconds
        self.collapseID = push.collapseID
        self.topic = topic
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
