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
    /// `input-push-channel` outside a start, or not a channel id in text.
    public static let inputPushChannel = "liveactivity.input-push-channel"
    /// The alert a start or update lights the screen with: missing on a start, or with keys ActivityKit ignores.
    public static let alert = "liveactivity.alert"
    /// Priority 10 counts against the Live Activity's update budget.
    public static let budget = "liveactivity.priority-budget"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The Live Activity's pages.
    static let pages = [
        RulePage(event, .error,
            summary: "A Live Activity push says its event: start, update or end.",
            why: "ActivityKit reads event in aps to know whether the push starts, updates or ends the activity. It takes only those three words.",
            failing: #"{"aps": {"timestamp": 1780315200, "content-state": {"score": "1-0"}}}"#,
            passing: #"{"aps": {"event": "update", "timestamp": 1780315200, "content-state": {"score": "1-0"}}}"#,
            fix: "Add \"event\": \"update\" to aps, or \"start\" or \"end\" for the push's purpose."),
        RulePage(timestamp, .error,
            summary: "A Live Activity push carries its time in UNIX seconds.",
            why: "ActivityKit compares timestamp with the last update it showed and ignores an older push. It reads whole seconds since 1970: a time in milliseconds looks far in the future, and later pushes with a true time are then ignored.",
            failing: #"{"aps": {"event": "update", "timestamp": 1780315200000, "content-state": {"score": "1-0"}}}"#,
            passing: #"{"aps": {"event": "update", "timestamp": 1780315200, "content-state": {"score": "1-0"}}}"#,
            fix: "Set timestamp to the time of the update in whole seconds; divide a time in milliseconds by 1000."),
        RulePage(contentState, .error,
            summary: "A start or update carries the activity's content-state.",
            why: "ActivityKit decodes content-state into the app's ContentState to draw the Live Activity again. A start or an update needs it, as an object with the fields the app expects.",
            failing: #"{"aps": {"event": "update", "timestamp": 1780315200}}"#,
            passing: #"{"aps": {"event": "update", "timestamp": 1780315200, "content-state": {"score": "1-0"}}}"#,
            fix: "Add content-state as an object holding the fields of the app's ContentState, named as the app names them."),
        RulePage(attributes, .error,
            summary: "A push-to-start names its attributes type and attributes.",
            why: "A push that starts a Live Activity must say which ActivityAttributes type to create (attributes-type) and give its fixed values (attributes). An update or an end does not read them.",
            failing: #"{"aps": {"event": "start", "timestamp": 1780315200, "content-state": {"score": "0-0"}, "alert": {"title": "Kick-off", "body": "Reds v Blues has started"}}}"#,
            passing: #"{"aps": {"event": "start", "timestamp": 1780315200, "content-state": {"score": "0-0"}, "attributes-type": "MatchAttributes", "attributes": {"home": "Reds", "away": "Blues"}, "alert": {"title": "Kick-off", "body": "Reds v Blues has started"}}}"#,
            fix: "Add attributes-type with the name of the app's ActivityAttributes type and attributes with its values; leave both out of updates and ends."),
        RulePage(date, .error,
            summary: "stale-date and dismissal-date are UNIX seconds, in their place.",
            why: "ActivityKit reads stale-date (when the activity shows as out of date) and dismissal-date (when an ended activity leaves the lock screen) as whole seconds since 1970. A dismissal date counts only on an end, and a stale date already past makes the activity stale at once.",
            failing: #"{"aps": {"event": "update", "timestamp": 1780315200, "content-state": {"score": "1-0"}, "stale-date": 1780318800000}}"#,
            passing: #"{"aps": {"event": "update", "timestamp": 1780315200, "content-state": {"score": "1-0"}, "stale-date": 1780318800}}"#,
            fix: "Write each date in whole UNIX seconds (divide milliseconds by 1000), and give dismissal-date only on an end."),
        RulePage(relevance, .error,
            summary: "A Live Activity's relevance-score is a number.",
            why: "When several Live Activities run at once, the one with the highest relevance-score shows first in the Dynamic Island. Only a number can be compared.",
            failing: #"{"aps": {"event": "update", "timestamp": 1780315200, "content-state": {"score": "1-0"}, "relevance-score": "high"}}"#,
            passing: #"{"aps": {"event": "update", "timestamp": 1780315200, "content-state": {"score": "1-0"}, "relevance-score": 75}}"#,
            fix: "Give relevance-score as a number, such as 75, not as text."),
        RulePage(inputPushToken, .error,
            summary: "input-push-token is 1, and only on a push-to-start.",
            why: "On a push-to-start, \"input-push-token\": 1 asks for a push token for the new activity, to send its updates to. It is read only on a start, and 1 is its one value.",
            failing: #"{"aps": {"event": "start", "timestamp": 1780315200, "content-state": {"score": "0-0"}, "attributes-type": "MatchAttributes", "attributes": {"home": "Reds", "away": "Blues"}, "alert": {"title": "Kick-off", "body": "Reds v Blues has started"}, "input-push-token": "yes"}}"#,
            passing: #"{"aps": {"event": "start", "timestamp": 1780315200, "content-state": {"score": "0-0"}, "attributes-type": "MatchAttributes", "attributes": {"home": "Reds", "away": "Blues"}, "alert": {"title": "Kick-off", "body": "Reds v Blues has started"}, "input-push-token": 1}}"#,
            fix: "Write \"input-push-token\": 1 on a start that needs the token, and leave it out of updates and ends."),
        RulePage(inputPushChannel, .error,
            summary: "input-push-channel is a channel id, and only on a push-to-start.",
            why: "On iOS 18 a push-to-start may name a broadcast channel in \"input-push-channel\": the new activity then takes its updates from every broadcast to that channel. The value is the channel id APNs gave when the channel was created, and it is read only on a start.",
            failing: #"{"aps": {"event": "start", "timestamp": 1780315200, "content-state": {"score": "0-0"}, "attributes-type": "MatchAttributes", "attributes": {"home": "Reds", "away": "Blues"}, "alert": {"title": "Kick-off", "body": "Reds v Blues has started"}, "input-push-channel": 42}}"#,
            passing: #"{"aps": {"event": "start", "timestamp": 1780315200, "content-state": {"score": "0-0"}, "attributes-type": "MatchAttributes", "attributes": {"home": "Reds", "away": "Blues"}, "alert": {"title": "Kick-off", "body": "Reds v Blues has started"}, "input-push-channel": "dHN0LXNyY2gtY2hubA=="}}"#,
            fix: "Give the channel id in quotes, as channel management returned it, on the start only."),
        RulePage(alert, .error,
            summary: "A Live Activity's alert is an object of title, body and sound.",
            why: "A start or an update may light up the screen with an alert. ActivityKit reads its title, body and sound from an object and ignores other keys; a push-to-start without an alert starts no activity on many devices.",
            failing: #"{"aps": {"event": "update", "timestamp": 1780315200, "content-state": {"score": "1-0"}, "alert": "Goal! Reds lead 1-0"}}"#,
            passing: #"{"aps": {"event": "update", "timestamp": 1780315200, "content-state": {"score": "1-0"}, "alert": {"title": "Goal!", "body": "Reds lead 1-0"}}}"#,
            fix: "Write the alert as an object with title and body (and sound if wanted), drop other keys, and give every push-to-start an alert."),
        RulePage(budget, .info,
            summary: "Priority 10 counts against the Live Activity's update budget.",
            why: "iOS gives each Live Activity a budget of priority 10 updates, and may hold back updates past it. Updates at priority 5 do not count against it, and an app that sets NSSupportsLiveActivitiesFrequentUpdates gets a larger budget.",
            failing: #"{"aps": {"event": "update", "timestamp": 1780315200, "content-state": {"score": "1-0"}}}"#,
            passing: RuleExample(#"{"aps": {"event": "update", "timestamp": 1780315200, "content-state": {"score": "1-0"}}}"#, options: ["--priority", "5"]),
            fix: "Send routine updates at priority 5 (--priority 5) and keep priority 10 for the updates that must show at once."),
    ]

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
        if let channel = aps.member("input-push-channel") {
            if event != "start" {
                report(Self.inputPushChannel, .warning, "input-push-channel", "\"input-push-channel\" is read only on a start.")
            } else if (channel.value.value.stringValue ?? "").isEmpty {
                report(Self.inputPushChannel, .error, "input-push-channel", "\"input-push-channel\" must be the broadcast channel's id, in text.")
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
