/// How LocalAPNs answers a request for one device token once the request passed every check.
public enum APNsAnswer: Sendable, Equatable {
    /// 200 with an empty body; the default.
    case accept
    /// `status` with `{"reason":…}`, e.g. 400 BadDeviceToken or 400 DeviceTokenNotForTopic.
    case reject(status: Int, reason: String)
    /// 410 with `{"reason":…,"timestamp":…}`; the timestamp is in milliseconds, as Apple sends it.
    case gone(reason: String, timestampMillis: Int64)
    /// No response: GOAWAY with debug data `{"reason":…}` whose last-stream-id is this stream
    /// (so the client must treat the push as possibly delivered, not resend it), then close.
    case goAway(reason: String)
    /// No response ever; the client must time out.
    case silence
    /// 403 ExpiredProviderToken for the first such request, then 200 for later ones.
    case expireTokenOnce
    /// A broken or hostile server's behaviour instead of an answer.
    case misbehave(Misbehaviour)
}
