import TextFormats

/// A Live Activity push's facts, read from a device payload's `aps` (ActivityKit's keys, dates in
/// UNIX seconds) and written as the Braze `/messages/live_activity/start` or `/update` request
/// that carries the same facts (Braze's keys, dates in ISO 8601).
public struct LiveActivity: Sendable, Equatable {
    /// What the push does to the activity.
    public enum Event: String, Sendable, CaseIterable {
        case start, update, end
    }

    /// What the push does to the activity.
    public var event: Event
    /// The activity's ContentState, as the app decodes it.
    public var contentState: JSONValue?
    /// When the activity shows as stale, UNIX seconds.
    public var staleDate: Int64?
    /// When an ended activity leaves the lock screen, UNIX seconds.
    public var dismissalDate: Int64?
    /// A push-to-start's ActivityAttributes type.
    public var attributesType: String?
    /// A push-to-start's static attributes.
    public var attributes: JSONValue?

    /// Creates the facts of a push.
    public init(event: Event, contentState: JSONValue? = nil, staleDate: Int64? = nil, dismissalDate: Int64? = nil,
                attributesType: String? = nil, attributes: JSONValue? = nil) {
        self.event = event
        self.contentState = contentState
        self.staleDate = staleDate
        self.dismissalDate = dismissalDate
        self.attributesType = attributesType
        self.attributes = attributes
    }

    /// The facts of a device payload's `aps`; nil when its `event` is missing or not one of
    /// ActivityKit's three.
    public init?(aps: JSONObject) {
        guard let text = aps[LiveActivityKey.event.rawValue]?.stringValue, let event = Event(rawValue: text) else { return nil }
        func seconds(_ key: LiveActivityKey) -> Int64? {
            if case .number(let n)? = aps[key.rawValue] { Int64(n) } else { nil }
        }
        self.init(event: event, contentState: aps[LiveActivityKey.contentState.rawValue],
                  staleDate: seconds(.staleDate), dismissalDate: seconds(.dismissalDate),
                  attributesType: aps[LiveActivityKey.attributesType.rawValue]?.stringValue,
                  attributes: aps[LiveActivityKey.attributes.rawValue])
    }

    /// The Braze request that carries these facts: `/messages/live_activity/start` for a start,
    /// `/update` otherwise (`end_activity` for an end), with `notification` when there is one.
    /// The ids a device payload does not know (`app_id`, `activity_id`) and the audience are
    /// `envelope`'s, kept in front.
    public func brazeRequest(notification: JSONObject?, envelope: JSONObject = JSONObject()) -> (endpoint: BrazeEndpoint, body: JSONObject) {
        let endpoint: BrazeEndpoint = event == .start ? .liveActivityStart : .liveActivityUpdate
        var body = envelope
        func set(_ field: EnvelopeField, _ value: JSONValue?) {
            if let value { body[field.rawValue] = value }
        }
        func date(_ seconds: Int64?) -> JSONValue? {
            seconds.map { .string(ExpiryShorthand.isoString(unixSeconds: $0, offsetSeconds: 0)) }
        }
        if event == .start {
            set(.activityAttributesType, attributesType.map(JSONValue.string))
            set(.activityAttributes, attributes)
        }
        set(.contentState, contentState)
        // Said either way, as Braze's example does: it also names the request when nothing else does.
        if event != .start { set(.endActivity, .bool(event == .end)) }
        set(.dismissalDate, date(dismissalDate))
        set(.staleDate, date(staleDate))
        if let notification, !notification.isEmpty { set(.notification, .object(notification)) }
        return (endpoint, body)
    }
}
