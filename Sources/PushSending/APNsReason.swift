/// One reason APNs gives for refusing a push, with what it means in plain words: the table
/// every APNs answer is explained from.
public struct APNsReason: Sendable, Equatable {
    /// The `reason` string as Apple sends it.
    public let name: String
    /// The HTTP status Apple sends it with.
    public let status: Int
    /// What it means and what to do, in plain words.
    public let words: String

    /// Every reason Apple documents (HNR).
    public static let all: [APNsReason] = [
        .init("BadCollapseId", 400, "the collapse id is longer than 64 bytes: shorten it"),
        .init("BadDeviceToken", 400, ""),  // worded per environment: see `explanation(in:)`
        .init("BadExpirationDate", 400, "the expiry (apns-expiration) is not a valid time: fix the expiry"),
        .init("BadMessageId", 400, "the apns-id is not a valid UUID"),
        .init("BadPriority", 400, "the priority is not 10, 5 or 1 (a background push must use 5)"),
        .init("BadTopic", 400, "the topic (the app's bundle id) is not valid for this key: check topic in [apns]"),
        .init("DeviceTokenNotForTopic", 400, "the token belongs to another app: check the bundle id (topic) against the app the token came from"),
        .init("DuplicateHeaders", 400, "a header was sent twice"),
        .init("IdleTimeout", 400, "the connection sat idle too long; send again and a new connection is made"),
        .init("InvalidPushType", 400, "the push type (apns-push-type) is not valid"),
        .init("MissingDeviceToken", 400, "no device token was sent"),
        .init("MissingTopic", 400, "the topic is missing: set topic (or bundle_id) in the config"),
        .init("PayloadEmpty", 400, "the push is empty"),
        .init("TopicDisallowed", 400, "Apple does not allow pushes to this topic"),
        // Broadcast channels (iOS 18): "Sending channel management requests to APNs" and
        // "Sending broadcast push notification requests to APNs".
        .init("BadChannelId", 400, "the channel id is not one APNs made (not base64, or too long): copy it again from push-composer channels list"),
        .init("MissingChannelId", 400, "no channel id was sent (apns-channel-id)"),
        .init("ChannelNotRegistered", 400, "APNs has no such channel in this environment: a channel exists only where it was made (sandbox or production), and a deleted one is gone; push-composer channels list shows what there is"),
        .init("CannotCreateChannelConfig", 400, "the app has as many channels as APNs allows (10,000 per environment): delete ones no activity listens to, then create again"),
        .init("MissingPushType", 400, "no push type was sent (apns-push-type)"),
        .init("TopicMismatch", 400, "the bundle id in the request is not the app the key may send for: check topic (or bundle_id) in the config, letter for letter; on the channel host a bundle id with capital letters has been reported to fail this way even when it is right, so try it as the app registers it"),
        .init("FeatureNotEnabled", 400, "broadcast is not turned on for this app: enable Broadcast Push Notifications for the App ID (Push Notifications capability) in Apple's developer account"),
        .init("BadCertificate", 403, "the client certificate is invalid"),
        .init("BadCertificateEnvironment", 403, "the certificate is for the other environment"),
        .init("ExpiredProviderToken", 403, "Apple says the signed token is over an hour old: check this machine's clock (date -u)"),
        .init("Forbidden", 403, "Apple does not allow this"),
        .init("InvalidProviderToken", 403, "Apple cannot verify the signed token: check key_id and team_id, that the .p8 file is the key named by key_id, and that the key is not revoked"),
        .init("MissingProviderToken", 403, "no signed token was sent"),
        .init("UnrelatedKeyIdInToken", 403, "the key differs from the one first used on this connection; send again and a new connection is made"),
        .init("BadEnvironmentKeyIdInToken", 403, ""),  // worded per environment
        .init("BadPath", 404, "the request path is wrong: check endpoint in [apns]"),
        .init("MethodNotAllowed", 405, "the request method was not POST"),
        .init("ExpiredToken", 410, "the device token has expired: get a new one from the app"),
        .init("Unregistered", 410, "the token is no longer valid: the app was removed or its notifications were turned off"),
        .init("PayloadTooLarge", 413, "the push is over what APNs takes (4096 bytes, 5120 for a VoIP push or a broadcast): shorten it"),
        .init("TooManyProviderTokenUpdates", 429, "the signed token was changed too often (at most once every 20 minutes): wait, then send again"),
        .init("TooManyRequests", 429, "too many requests in a row (to this device, or to channels): wait a little, then send again"),
        .init("InternalServerError", 500, "Apple had an internal error: try again in 15 minutes"),
        .init("ServiceUnavailable", 503, "APNs is unavailable: try again in 15 minutes"),
        .init("Shutdown", 503, "this APNs server is shutting down; send again and a new connection is made"),
    ]

    private static let byName: [String: APNsReason] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The documented reason with this name, or nil for one Apple does not document.
    public static func named(_ name: String) -> APNsReason? { byName[name] }

    /// The plain words for a refused push sent to `environment`.
    public func explanation(in environment: APNsEnvironment) -> String {
        switch name {
        case "BadDeviceToken":
            "Apple rejects this token for \(environment.rawValue). Tokens from \(environment.other.builds) belong to \(environment.other.rawValue): send it there, or copy the token again"
        case "BadEnvironmentKeyIdInToken":
            "this key may only be used with \(environment.other.rawValue): switch the environment or use another key"
        default:
            words
        }
    }

    /// Plain words for any answer: a documented reason, or the status alone; `subject` names
    /// what was asked ("the push", "the request" of the channel management API).
    public static func explain(status: Int, reason: String?, environment: APNsEnvironment, subject: String = "the push") -> String {
        if status == 200 { return "Apple accepted the push (this does not prove it was shown: check the phone)" }
        if let reason, let known = named(reason) { return known.explanation(in: environment) }
        let said = reason.map { " (\($0))" } ?? ""
        switch status {
        case 500...599: return "APNs had a problem\(said): try again in 15 minutes"
        default: return "APNs refused \(subject) with status \(status)\(said)"
        }
    }

    private init(_ name: String, _ status: Int, _ words: String) {
        self.name = name
        self.status = status
        self.words = words
    }
}
