import PushCore
import TextFormats

/// A push made ready for APNs: the device payload bytes and the headers every device gets.
///
/// Built once per send; `request(to:)` adds what differs per device (the path and an apns-id).
public struct APNsPush: Sendable, Equatable {
    /// The device payload, compact, exactly as `compile` prints it.
    public let body: [UInt8]
    /// The headers from the push (push type, priority, expiration, collapse id, topic).
    public let headers: [HeaderField]
    /// The apns-topic.
    public let topic: String
    /// The apns-push-type.
    public let pushType: APNsPushType
    /// The apns-id chosen for every request (`--apns-id`); nil makes a new one for each.
    public let apnsID: String?
    /// Whether it goes on a broadcast channel rather than to device tokens.
    public let broadcast: Bool

    /// Apple's limit for a device payload (5120 for VoIP: `APNsPushType.Facts.maxBytes`).
    public static let maxBodyBytes = 4096

    /// Prepares a push; refuses one APNs cannot take as it is. A device payload file goes as
    /// written, key for key; any other form as Braze would deliver it. `topic` is the bundle id
    /// (the push type's suffix is added) unless the document's options name the whole topic.
    /// `broadcast`: it goes on a Live Activity channel, whose rules (`BroadcastCheck`) apply.
    public init(_ document: PushDocument, topic: String?, broadcast: Bool = false) throws(SendRefusal) {
        let bundleID = topic.flatMap { $0.isEmpty ? nil : $0 }
        guard bundleID != nil || document.apnsOptions.topic != nil else {
            throw SendRefusal(.setup, "no topic for APNs: set topic (or bundle_id) in the config, or pass --bundle-id")
        }
        let headers = APNsHeaders(document: document, bundleID: bundleID)
        let topic = headers.topic ?? ""
        // MDM topics come from the MDM certificate (com.apple.mgmt.…), not a bundle id.
        if document.pushType != .mdm, let problem = BundleID.problem(topic) {
            throw SendRefusal(.setup, "the APNs topic is not a bundle id: \(problem)")
        }
        let payload = JSONValue.object(document.deliveredPayload)
        // The device would show the raw braces: Liquid is Braze's to fill in, per user.
        if Liquid.appears(in: payload) {
            throw SendRefusal(.push, "the push holds Liquid ({{ … }}, {% … %} or ${…}), which a phone reached through APNs would show raw: render it for a test user first (--user NAME, or \"preview as\" in the composer), or send it through Braze (--to braze)")
        }
        body = JSONWriter.bytes(payload)
        if broadcast {
            let problems = BroadcastCheck.problems(document, headers: headers, bodyBytes: body.count)
            if let first = problems.first {
                throw SendRefusal(.push, "this push cannot go on a channel: \(first)", more: Array(problems.dropFirst()))
            }
        }
        let limit = broadcast ? BroadcastCheck.maxBytes : document.pushType.facts.maxBytes
        guard body.count <= limit else {
            throw SendRefusal(.push, "the device payload is \(body.count) bytes; APNs takes at most \(limit) for a \(document.pushType.rawValue) push")
        }
        self.topic = topic
        self.pushType = document.pushType
        self.apnsID = document.apnsOptions.apnsID
        self.broadcast = broadcast
        self.headers = headers.fields.map { HeaderField($0.name, $0.value) }
    }

    /// The request for one device: its path, and our own apns-id so the answer can be matched
    /// and quoted to Apple even when none comes back.
    public func request(to token: DeviceToken, apnsID: String) -> APNsRequest {
        APNsRequest(path: "/3/device/" + token.hex, headers: headers + [HeaderField("apns-id", apnsID)], body: body, apnsID: apnsID)
    }
}

extension APNsPush {
    /// The app's bundle id: the topic without the push type's suffix, as a broadcast's path names it.
    public var bundleID: String {
        let suffix = pushType.facts.topicSuffix
        return !suffix.isEmpty && topic.hasSuffix(suffix) ? String(topic.dropLast(suffix.count)) : topic
    }

    /// The broadcast request for one channel: the app in the path, the channel and our own
    /// request id in headers, no topic; on a channel that stores nothing, `apns-expiration: 0`,
    /// the only expiry APNs takes there.
    public func broadcastRequest(to channelID: String, requestID: String, storage: ChannelStoragePolicy?) -> APNsRequest {
        var fields = headers.filter { $0.name != "apns-topic" && !(storage == ChannelStoragePolicy.none && $0.name == "apns-expiration") }
        if storage == ChannelStoragePolicy.none { fields.append(HeaderField("apns-expiration", "0")) }
        fields += [HeaderField("apns-channel-id", channelID), HeaderField("apns-request-id", requestID)]
        return APNsRequest(path: "/4/broadcasts/apps/" + bundleID, headers: fields, body: body, apnsID: requestID)
    }
}

/// One request to APNs, without its authorization (the transport adds the signed token).
public struct APNsRequest: Sendable, Equatable {
    /// `/3/device/<token>`.
    public var path: String
    /// The headers, in order.
    public var headers: [HeaderField]
    /// The device payload.
    public var body: [UInt8]
    /// The apns-id sent.
    public var apnsID: String
}
