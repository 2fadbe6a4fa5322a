import TextFormats

/// A Braze REST request a push can travel in: its path, its keys, where its `apple_push` sits and
/// whom it must name. `all` is the one table; reading, the rules, compiling and sending ask it.
public struct BrazeEndpoint: Sendable, Hashable, CustomStringConvertible {
    /// Whom a request of this endpoint must name.
    public enum Audience: Sendable, Hashable {
        /// `external_user_ids`, `user_aliases`, `segment_id`, `audience` or `broadcast: true`.
        case users
        /// `recipients`, `audience` or `broadcast: true` (the trigger sends).
        case recipients
        /// None: the request acts on something already sent or scheduled, or is a fragment.
        case none
    }

    /// The name `--request-kind` takes and `kind` prints: the path without its leading slash.
    public let name: String
    /// The path posted to; nil for the bare `messages` object, which is part of a request.
    public let path: String?
    /// Every top-level key Braze documents for this endpoint, in its documentation's order.
    public let keys: [EnvelopeField]
    /// The keys this endpoint cannot do without.
    public let required: [EnvelopeField]
    /// Where the `apple_push` object sits; nil when the request carries no push of its own.
    public let pushPath: [String]?
    /// Whether a missing push is a mistake (false where the push is optional, as in an update).
    public let requiresPush: Bool
    /// Whom the request must name.
    public let audience: Audience
    /// The request objects whose members become Liquid namespaces of the same name.
    public let liquidNamespaces: [EnvelopeField]

    /// The path, or the name for the bare `messages` object: how the endpoint is named to people.
    public var description: String { path ?? name }

    /// The JSON Pointer of the push inside a request body ("" when there is none).
    public var pushPointer: String {
        (pushPath ?? []).reduce("") { JSONPointer.appending($0, $1) }
    }

    /// How the push's place is written in messages (`messages.apple_push`, `notification`).
    public var pushPlace: String { (pushPath ?? []).joined(separator: ".") }

    /// How a file of this endpoint is named to people.
    public var title: String {
        path.map { "Braze \($0) request" } ?? "Braze messages object"
    }

    /// The path a request made from this body is posted to: the bare `messages` object goes
    /// inside a `/messages/send` body.
    public var postPath: String { path ?? "/messages/send" }

    /// The REST API key permission the endpoint needs (`messages.send`, `campaigns.trigger.send`):
    /// Braze names each after its path.
    public var permission: String {
        String(postPath.dropFirst().map { $0 == "/" ? "." : $0 })
    }

    /// The body posted to `postPath`: the bare `messages` object wrapped in a `/messages/send` body.
    public func postBody(_ body: JSONObject) -> JSONObject {
        guard path == nil else { return body }
        var wrapped = JSONObject()
        wrapped["messages"] = .object(body)
        return wrapped
    }
}

extension BrazeEndpoint {
    /// `POST /messages/send`: a push sent now to named users, a segment or an audience.
    public static let messagesSend = BrazeEndpoint(
        name: "messages/send", path: "/messages/send",
        keys: [.broadcast, .externalUserIDs, .userAliases, .segmentID, .audience, .campaignID, .sendID,
               .overrideFrequencyCapping, .overrideMessagingLimits, .recipientSubscriptionState, .messages],
        required: [], pushPath: ["messages", "apple_push"], requiresPush: true, audience: .users, liquidNamespaces: [])

    /// `POST /messages/schedule/create`: the same request, sent at `schedule.time`.
    public static let scheduleCreate = BrazeEndpoint(
        name: "messages/schedule/create", path: "/messages/schedule/create",
        keys: [.broadcast, .externalUserIDs, .userAliases, .segmentID, .audience, .campaignID, .sendID,
               .overrideFrequencyCapping, .overrideMessagingLimits, .recipientSubscriptionState, .schedule, .messages],
        required: [.schedule], pushPath: ["messages", "apple_push"], requiresPush: true, audience: .users,
        liquidNamespaces: [])

    /// `POST /messages/schedule/update`: a new time or new messages for a scheduled send; its
    /// audience was fixed when it was created, and either part may be left out.
    public static let scheduleUpdate = BrazeEndpoint(
        name: "messages/schedule/update", path: "/messages/schedule/update",
        keys: [.scheduleID, .schedule, .messages],
        required: [.scheduleID], pushPath: ["messages", "apple_push"], requiresPush: false, audience: .none,
        liquidNamespaces: [])

    /// `POST /campaigns/trigger/send`: sends an API-triggered campaign's own message, written in
    /// the dashboard; the request carries personalisation, not a push.
    public static let campaignsTriggerSend = BrazeEndpoint(
        name: "campaigns/trigger/send", path: "/campaigns/trigger/send",
        keys: [.campaignID, .sendID, .triggerProperties, .broadcast, .audience, .recipients, .attachments],
        required: [.campaignID], pushPath: nil, requiresPush: false, audience: .recipients,
        liquidNamespaces: [.triggerProperties])

    /// `POST /canvas/trigger/send`: enters users into an API-triggered Canvas.
    public static let canvasTriggerSend = BrazeEndpoint(
        name: "canvas/trigger/send", path: "/canvas/trigger/send",
        keys: [.canvasID, .canvasEntryProperties, .context, .broadcast, .audience, .recipients],
        required: [.canvasID], pushPath: nil, requiresPush: false, audience: .recipients,
        liquidNamespaces: [.canvasEntryProperties, .context])

    /// `POST /messages/live_activity/update`: a Live Activity's new state (or its end), with an optional
    /// `notification` that is an `apple_push`.
    public static let liveActivityUpdate = BrazeEndpoint(
        name: "messages/live_activity/update", path: "/messages/live_activity/update",
        keys: [.appID, .activityID, .contentState, .endActivity, .dismissalDate, .staleDate, .notification, .priority],
        required: [.appID, .activityID, .contentState], pushPath: ["notification"], requiresPush: false,
        audience: .none, liquidNamespaces: [])

    /// `POST /messages/live_activity/start`: starts a Live Activity remotely (push-to-start) for
    /// users, a segment or a connected audience; its `notification`, an `apple_push`, is required.
    public static let liveActivityStart = BrazeEndpoint(
        name: "messages/live_activity/start", path: "/messages/live_activity/start",
        keys: [.appID, .activityID, .activityAttributesType, .activityAttributes, .contentState, .dismissalDate, .staleDate,
               .notification, .externalUserIDs, .customAudience, .segmentID],
        required: [.appID, .activityID, .activityAttributesType, .activityAttributes, .contentState, .notification],
        pushPath: ["notification"], requiresPush: true, audience: .users, liquidNamespaces: [])

    /// The `messages` object alone (`{"apple_push": …, "android_push": …}`), as pasted from a request.
    public static let messages = BrazeEndpoint(
        name: "messages", path: nil, keys: [], required: [], pushPath: ["apple_push"], requiresPush: true,
        audience: .none, liquidNamespaces: [])

    /// Every endpoint, in the order `recognise` tries them.
    public static let all: [BrazeEndpoint] = [
        liveActivityStart, liveActivityUpdate, canvasTriggerSend, campaignsTriggerSend, scheduleUpdate, scheduleCreate, messagesSend, messages,
    ]

    /// The keys of `messages` that name a channel; the bare `messages` object holds only these.
    public static let channelKeys = [
        "apple_push", "android_push", "kindle_push", "web_push", "windows_phone8_push", "windows_universal_push",
        "content_card", "email", "sms", "webhook", "whats_app", "line", "kakao", "in_app_message",
    ]

    /// Keys Braze's first API (Appboy) took in the body, each with what replaced it.
    public static let legacyKeys: [(key: String, replacement: String)] = [
        ("app_group_id", "the REST API key in the Authorization: Bearer header, which names the workspace"),
        ("api_key", "the REST API key in the Authorization: Bearer header (a key in the body has been deprecated since May 2020)"),
        ("segment_ids", "segment_id, which takes one segment"),
    ]

    /// The endpoint a body's keys point to; nil for a body that is not a request (a bare
    /// `apple_push`). The most telling keys decide: `activity_id` means a Live Activity update,
    /// `canvas_id` a Canvas, `schedule_id` an update, `schedule` a scheduled send.
    public static func recognise(_ object: JSONObject) -> BrazeEndpoint? {
        // One table look-up per key of the body (a handful), not one hash per field asked about.
        var found: UInt64 = 0
        for member in object.members { found |= KeyBits.table[member.key] ?? 0 }
        return KeyBits.telling.first { found & $0.any != 0 && found & $0.none == 0 }?.endpoint
    }

    /// The keys `recognise` reads, each as a bit (one per envelope field, one shared by the
    /// legacy keys, one by the channel keys), and which keys tell which endpoint, in order.
    private enum KeyBits {
        static let legacy: UInt64 = 1 << 62
        static let channel: UInt64 = 1 << 63
        static func mask(_ fields: EnvelopeField...) -> UInt64 {
            fields.reduce(0) { $0 | 1 << UInt64(EnvelopeField.allCases.firstIndex(of: $1) ?? 61) }
        }
        static let table: [String: UInt64] = {
            var table: [String: UInt64] = [:]
            for field in EnvelopeField.allCases { table[field.rawValue] = mask(field) }
            for key in legacyKeys { table[key.key, default: 0] |= legacy }
            for key in channelKeys { table[key, default: 0] |= channel }
            return table
        }()
        /// The most telling keys first: any of `any` and none of `none` names the endpoint.
        static let telling: [(any: UInt64, none: UInt64, endpoint: BrazeEndpoint)] = [
            (mask(.activityAttributesType, .activityAttributes), 0, .liveActivityStart),
            (mask(.activityID, .contentState, .endActivity, .dismissalDate, .staleDate, .notification, .appID), 0,
             .liveActivityUpdate),
            (mask(.canvasID, .canvasEntryProperties), 0, .canvasTriggerSend),
            (mask(.triggerProperties, .recipients), 0, .campaignsTriggerSend),
            (mask(.campaignID), mask(.messages, .externalUserIDs, .userAliases, .segmentID), .campaignsTriggerSend),
            (mask(.scheduleID), 0, .scheduleUpdate),
            (mask(.schedule), 0, .scheduleCreate),
            (BrazeEndpoint.messagesSend.keys.reduce(legacy) { $0 | mask($1) }, 0, .messagesSend),
            (channel, 0, .messages),
        ]
    }

    /// The endpoint a push built in memory travels in with `envelope`: the one its keys point to,
    /// else `/messages/send`; and `/messages/send` too when that one carries no push but the push
    /// says something, so a push typed beside a `campaign_id` is never dropped on save.
    public static func carrying(_ push: ApplePush, in envelope: JSONObject) -> BrazeEndpoint {
        let told = recognise(envelope) ?? .messagesSend
        return told.pushPath == nil && push != ApplePush() ? .messagesSend : told
    }

    /// The endpoint `--request-kind` names: its name, its path, or the path without `/messages/`
    /// (`schedule/create`, `live_activity/update`).
    public static func named(_ text: String) -> BrazeEndpoint? {
        let name = text.hasPrefix("/") ? String(text.dropFirst()) : text
        // `schedule/create`: the path after /messages/, when that still names a path.
        return all.first { $0.name == name || (name.contains("/") && $0.name == "messages/" + name) }
    }

    /// The names `--request-kind` takes, for help and errors.
    public static var names: [String] { all.map(\.name) }

    /// The endpoints other than this one that document `key`, for "belongs elsewhere" hints.
    public func otherEndpoints(documenting key: String) -> [BrazeEndpoint] {
        Self.all.filter { $0 != self && $0.keys.contains { $0.rawValue == key } }
    }
}
