import TextFormats

/// A Live Activity push as ActivityKit reads it: `event`, `timestamp`, `content-state`, the
/// attributes of a push-to-start, the dates and the optional alert.
public struct LiveActivityRule: Rule {
    /// `event` missing or not `start`, `update` or `end`.
    public static let event = "liveactivity.event"
    /// `timestamp` missing, not whole seconds, or in milliseconds.
    public static let timestamp = "liveactivity.timestamp"
    /// `content-state` missing from a start or an update, or not an object.
    public static let contentState = "liveactivity.content-state"
    /// A start without `attributes-type` and `attributes`.
    public static let attributes = "liveactivity.attributes"
    /// A date (`stale-date`, `dismissal-date`) that is not UNIX seconds, or is out of place.
    public static let date = "liveactivity.date"
    /// `relevance-score` that is not a number.
    public static let relevance = "liveactivity.relevance-score"
    /// `input-push-token` outside a start, or not 1.
    public static let inputPushToken = "liveactivity.input-push-token"
    /// The alert a start or update lights the screen with: missing on a start, or with keys ActivityKit ignores.
    public static let alert = "liveactivity.alert"
    /// Priority 10 counts against the Live Activity's update budget.
    public static let budget = "liveactivity.priority-budget"

    /// Creates the rule.
    public init() {}
    public var codes: [String] {
        [Self.event, Self.timestamp, Self.contentState, Self.attributes, Self.date, Self.relevance, Self.inputPushToken, Self.alert, Self.budget]
    }

    /// Every code of the rule, to tell its diagnostics apart.
    public static let codeSet: Set<String> = Set(LiveActivityRule().codes)

    /// The key whose absence a code reports when it points at `aps` itself.
    public static let missingKey: [String: LiveActivityKey] = [
        event: .event, timestamp: .timestamp, contentState: .contentState, attributes: .attributesType,
    ]

    /// The events ActivityKit takes.
    public static let events = ["start", "update", "end"]
    /// The keys of a Live Activity's alert.
    private static let alertKeys = ["title", "body", "sound"]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let document = context.document
        guard document.isSentAsWritten, document.pushType == .liveactivity else { return [] }
        let aps = DevicePayload.apsDictionary(of: document.deliveredPayload)
        var out: [Diagnostic] = []
        func report(_ code: String, _ severity: Severity, _ key: String?, _ message: String) {
            let path = key.map { aps.member($0) == nil ? "/aps" : "/aps/" + JSONPointer.escape($0) } ?? "/aps"
            out.append(Diagnostic(code: code, severity: severity, path: path, message: message))
        }
        let event = aps["event"]?.stringValue
        if aps.member("event") == nil {
            report(Self.event, .error, "event", "A Live Activity push needs \"event\": \"start\", \"update\" or \"end\" in aps.")
        } else if let event, !Self.events.contains(event) {
            report(Self.event, .error, "event", "\"event\" is \"\(event)\"; ActivityKit takes \"start\", \"update\" or \"end\".")
        } else if event == nil {
            report(Self.event, .error, "event", "\"event\" must be text: \"start\", \"update\" or \"end\".")
        }
        switch Self.seconds(aps["timestamp"]) {
        case .missing:
            report(Self.timestamp, .error, "timestamp", "A Live Activity push needs \"timestamp\" (UNIX seconds): ActivityKit ignores one older than the last it showed.")
        case .notSeconds:
            report(Self.timestamp, .error, "timestamp", "\"timestamp\" must be whole UNIX seconds.")
        case .milliseconds:
            report(Self.timestamp, .error, "timestamp", "\"timestamp\" looks like milliseconds; ActivityKit reads UNIX seconds.")
        case .seconds(let t):
            if let now = context.now, t > now + 3600 {
                report(Self.timestamp, .warning, "timestamp", "\"timestamp\" is \(t - now) seconds in the future: later updates with a true time will be ignored.")
            }
        }
        switch (aps["content-state"], event) {
        case (nil, let event?) where event == "start" || event == "update":
            report(Self.contentState, .error, "content-state", "A Live Activity \(event) needs \"content-state\": the activity's ContentState, as the app decodes it.")
        case (let value?, _) where value.objectValue == nil:
            report(Self.contentState, .error, "content-state", "\"content-state\" must be an object (the app's ContentState), not \(value.typeName).")
        default: break
        }
        if event == "start" {
            if aps["attributes-type"]?.stringValue == nil {
                report(Self.attributes, .error, "attributes-type", "A push-to-start needs \"attributes-type\": the name of the app's ActivityAttributes type.")
            }
            if aps["attributes"]?.objectValue == nil {
                report(Self.attributes, .error, "attributes", "A push-to-start needs \"attributes\": the activity's static attributes, as the app decodes them.")
            }
            if aps.member("alert") == nil {
                report(Self.alert, .warning, nil, "A push-to-start without \"alert\" starts no activity on many devices: add an alert with title and body.")
            }
        } else {
            for key in ["attributes-type", "attributes"] where aps.member(key) != nil {
                report(Self.attributes, .warning, key, "\"\(key)\" is read only on a start; this is an \(event ?? "update").")
            }
        }
        if let token = aps.member("input-push-token") {
            if event != "start" {
                report(Self.inputPushToken, .warning, "input-push-token", "\"input-push-token\" is read only on a start.")
            } else if !PushTypeRule.isOne(token.value.value) {
                report(Self.inputPushToken, .error, "input-push-token", "\"input-push-token\" must be 1.")
            }
        }
        for key in ["stale-date", "dismissal-date"] where aps.member(key) != nil {
            switch Self.seconds(aps[key]) {
            case .notSeconds, .missing:
                report(Self.date, .error, key, "\"\(key)\" must be whole UNIX seconds.")
            case .milliseconds:
                report(Self.date, .error, key, "\"\(key)\" looks like milliseconds; ActivityKit reads UNIX seconds.")
            case .seconds(let t):
                if key == "dismissal-date" && event != "end" {
                    report(Self.date, .warning, key, "\"dismissal-date\" is read only when the activity ends (\"event\": \"end\").")
                } else if key == "stale-date", let now = context.now, t < now {
                    report(Self.date, .warning, key, "\"stale-date\" has passed: the activity shows as stale at once.")
                }
            }
        }
        switch aps["relevance-score"] {
        case nil, .number?: break
        default: report(Self.relevance, .error, "relevance-score", "\"relevance-score\" must be a number (higher sorts first in the Dynamic Island).")
        }
        if let alert = aps.member("alert") {
            if let object = alert.value.value.objectValue {
                // A localised title or body is a dictionary under its own key (loc-key, loc-args).
                for member in object.members where !Self.alertKeys.contains(member.key) {
                    out.append(Diagnostic(code: Self.alert, severity: .warning, path: "/aps/alert/" + JSONPointer.escape(member.key),
                        message: "A Live Activity's alert shows title, body and sound; \"\(member.key)\" is ignored."))
                }
            } else {
                report(Self.alert, .error, "alert", "A Live Activity's \"alert\" must be an object with title, body and sound.")
            }
        }
        if APNsHeaders(document: document, bundleID: nil).priority == 10 {
            report(Self.budget, .info, nil, "Priority 10 counts against the Live Activity's update budget (unless the app sets NSSupportsLiveActivitiesFrequentUpdates); frequent updates go at 5 (--priority 5).")
        }
        return out
    }

    private enum Seconds { case missing, notSeconds, milliseconds, seconds(Int64) }

    private static func seconds(_ value: JSONValue?) -> Seconds {
        guard let value else { return .missing }
        guard case .number(let text) = value, let n = Int64(text), n >= 0 else { return .notSeconds }
        return n > 100_000_000_000 ? .milliseconds : .seconds(n)
    }
}
