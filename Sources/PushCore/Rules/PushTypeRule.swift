import TextFormats

/// What each APNs push type asks of its headers and its `aps` dictionary, for a device payload
/// sent as written or a push sent with chosen headers (`--push-type`, `--priority`).
public struct PushTypeRule: Rule {
    /// A priority the push type does not take (a background push at 10, a Live Activity at 1).
    public static let priority = "push-type.priority"
    /// A background push without `content-available: 1`.
    public static let backgroundFlag = "push-type.background-flag"
    /// A push type whose pushes are handed to the app, with keys that only an alert shows.
    public static let notShown = "push-type.not-shown"
    /// A widgets push without `aps.content-changed: true`.
    public static let widgetsFlag = "push-type.widgets-flag"
    /// An MDM push without its `mdm` magic string.
    public static let mdmMagic = "push-type.mdm-magic"
    /// A payload past the push type's size limit.
    public static let size = "push-type.size"
    /// A push going on a broadcast channel that is not a Live Activity's update or end.
    public static let broadcast = "push-type.broadcast"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The pages of the push types.
    static let pages = [
        RulePage(priority, .error,
            summary: "The chosen priority is one the push type takes.",
            why: "APNs takes only some priorities for each push type: a Live Activity 10 or 5 (1 too on a broadcast channel), a Push to Talk push only 10. It rejects a request whose apns-priority the type does not take. A file cannot carry the headers: they are chosen with --priority and --push-type.",
            failing: RuleExample(#"{"aps": {"event": "update", "timestamp": 1780315200, "content-state": {"homeScore": 2, "awayScore": 1}}}"#,
                                 options: ["--priority", "1"]),
            passing: RuleExample(#"{"aps": {"event": "update", "timestamp": 1780315200, "content-state": {"homeScore": 2, "awayScore": 1}}}"#,
                                 options: ["--priority", "5"]),
            fix: "Choose a priority the push type takes: a Live Activity update is sent with --priority 10 or 5 (or 1 on a broadcast channel, --channel)."),
        RulePage(broadcast, .error,
            summary: "Only a Live Activity's update or end goes on a broadcast channel.",
            why: "A broadcast channel (iOS 18) carries a Live Activity's updates and its end to every device listening to it. A push-to-start goes to a push-to-start token and names the channel in input-push-channel; any other push type goes to device tokens. APNs refuses anything else on a channel.",
            failing: RuleExample(#"{"aps": {"alert": {"title": "Kick-off", "body": "The final starts now"}}}"#, options: ["--broadcast"]),
            passing: RuleExample(#"{"aps": {"event": "update", "timestamp": 1780315200, "content-state": {"homeScore": 2, "awayScore": 1}}}"#,
                                 options: ["--broadcast", "--priority", "1"]),
            fix: "Send an update or end of the Live Activity on the channel (aps.event \"update\" or \"end\"); send other pushes to devices with --device."),
        RulePage(backgroundFlag, .error,
            summary: "A background push has \"content-available\": 1 in aps.",
            why: "A background push wakes the app to fetch or update data and shows nothing. iOS wakes the app only when aps carries \"content-available\": 1.",
            failing: #"{"aps": {"content-available": 0}}"#,
            passing: #"{"aps": {"content-available": 1}}"#,
            fix: "Set \"content-available\": 1 in aps; to show the push instead, give it an alert."),
        RulePage(notShown, .warning,
            summary: "A push iOS does not show carries no alert, badge or sound.",
            why: "Only an alert push shows an alert, sets the badge or plays a sound. A background or widgets push shows nothing, and VoIP, location, File Provider, Push to Talk and complication pushes are handed to the app, which decides what to show.",
            failing: #"{"aps": {"content-changed": true, "badge": 1}}"#,
            passing: #"{"aps": {"content-changed": true}}"#,
            fix: "Remove alert, badge and sound from aps, or send what should be shown as a separate alert push."),
        RulePage(widgetsFlag, .error,
            summary: "A widgets or controls push has \"content-changed\": true in aps.",
            why: "A widgets push tells WidgetKit to reload the app's widgets, a controls push (iOS 18) its controls in Control Center and on the lock screen. Either does so only when aps carries \"content-changed\": true; otherwise nothing is reloaded.",
            failing: #"{"aps": {"content-changed": false}}"#,
            passing: #"{"aps": {"content-changed": true}}"#,
            fix: "Set \"content-changed\": true in aps."),
        RulePage(mdmMagic, .error,
            summary: "An MDM push carries the device's PushMagic string as \"mdm\".",
            why: "An MDM push has no aps: it carries only the PushMagic string the device gave its MDM server, as the string value of \"mdm\". It tells the device to contact that server.",
            failing: #"{"mdm": {"PushMagic": "5D7A1C2E-8B3F-4E6A-9C1D-2F4B6A8E0C13"}}"#,
            passing: #"{"mdm": "5D7A1C2E-8B3F-4E6A-9C1D-2F4B6A8E0C13"}"#,
            fix: "Write the device's PushMagic string itself as the value of \"mdm\"."),
        RulePage(size, .error,
            summary: "The payload fits the push type's size limit.",
            why: "APNs refuses a payload larger than its push type allows: 4096 bytes for most types, 5120 for VoIP. The push is not sent (PayloadTooLarge).",
            failing: RuleExample(#"{"aps": {"content-available": 1}, "sync": ""# + String(repeating: "A", count: 4100) + #""}"#),
            passing: #"{"aps": {"content-available": 1}, "sync": "inbox/2026-06-01"}"#,
            fix: "Send less: carry an id or a link in the push and let the app fetch the rest."),
    ]

    /// Keys of `aps` only an alert push shows.
    private static let shownKeys = ["alert", "badge", "sound"]

    /// The codes about the push type as a whole (its flag, its size, its priority), which the
    /// composer shows under the type's own field.
    public static let aboutTheType: Set<String> = [priority, backgroundFlag, widgetsFlag, mdmMagic, size]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let document = context.document
        // A push compiled from apple_push with no chosen header is an alert or background push,
        // which PriorityRule and the alert rules cover; nothing is built on a keystroke for it.
        guard document.isSentAsWritten || !document.apnsOptions.isEmpty else { return [] }
        let type = document.pushType
        let facts = type.facts
        let onChannel = document.apnsOptions.broadcast
        // A broadcast takes priority 1 and a larger payload than the type does for a device.
        let priorities = onChannel ? BroadcastCheck.priorities : facts.priorities
        let maxBytes = onChannel ? BroadcastCheck.maxBytes : facts.maxBytes
        var out: [Diagnostic] = []
        if onChannel, let problem = BroadcastCheck.kindProblem(document) {
            out.append(Diagnostic(code: Self.broadcast, severity: .error, path: "", message: "On a broadcast channel: \(problem)."))
        }
        let headers = APNsHeaders(document: document, bundleID: nil)
        // Without a chosen priority or type, the priority is the push's own (PriorityRule's) or the type's default.
        let chosen = document.apnsOptions.priority != nil || document.apnsOptions.pushType != nil
        if chosen && [10, 5, 1].contains(headers.priority) && !priorities.contains(headers.priority) {
            let taken = priorities.map(String.init).joined(separator: " or ")
            let code = type == .background && headers.priority == 10 ? PriorityRule.background : Self.priority
            out.append(Diagnostic(code: code, severity: .error, path: "",
                message: "A \(type.rawValue) push takes priority \(taken), not \(headers.priority): APNs rejects it (choose with --priority)."))
        } else if chosen && ![10, 5, 1].contains(headers.priority) {
            out.append(Diagnostic(code: PriorityRule.apnsInvalid, severity: .error, path: "",
                message: "APNs accepts only priorities 10 (immediate), 5 (power-aware) and 1 (minimal); \(headers.priority) fails with BadPriority."))
        }
        guard document.isSentAsWritten else { return out }
        let payload = document.deliveredPayload
        let aps = DevicePayload.apsDictionary(of: payload)
        let bytes = JSONWriter.compactCount(.object(payload))
        if bytes > maxBytes {
            out.append(Diagnostic(code: Self.size, severity: .error, path: "",
                message: "The payload is \(bytes) bytes; APNs takes at most \(maxBytes) for a \(onChannel ? "broadcast" : type.rawValue + " push")."))
        }
        switch type {
        case .background:
            if !Self.isOne(aps["content-available"]) {
                out.append(Diagnostic(code: Self.backgroundFlag, severity: .error, path: aps.member("content-available") == nil ? "/aps" : "/aps/content-available",
                    message: "A background push needs \"content-available\": 1 in aps, or the app is never woken."))
            }
            out += notShown(aps, type: type, reason: "a background push wakes the app and shows nothing")
        case .voip, .location, .fileprovider, .pushtotalk, .complication:
            out += notShown(aps, type: type, reason: "it is handed to the app, which decides what to show")
        case .widgets, .controls:
            let what = type == .widgets ? "widgets" : "controls"
            if aps["content-changed"] != .bool(true) {
                out.append(Diagnostic(code: Self.widgetsFlag, severity: .error, path: aps.member("content-changed") == nil ? "/aps" : "/aps/content-changed",
                    message: "A \(type.rawValue) push needs \"content-changed\": true in aps, or WidgetKit reloads no \(what)."))
            }
            out += notShown(aps, type: type, reason: "it reloads the \(what) and shows nothing")
        case .mdm:
            if payload["mdm"]?.stringValue == nil {
                out.append(Diagnostic(code: Self.mdmMagic, severity: .error, path: payload.member("mdm") == nil ? "" : "/mdm",
                    message: "An MDM push carries the device's PushMagic string as \"mdm\"; this payload has none."))
            }
        case .alert, .liveactivity:
            break
        }
        return out
    }

    private func notShown(_ aps: JSONObject, type: APNsPushType, reason: String) -> [Diagnostic] {
        aps.members.filter { Self.shownKeys.contains($0.key) }.map {
            Diagnostic(code: Self.notShown, severity: .warning, path: "/aps/" + JSONPointer.escape($0.key),
                       message: "aps.\($0.key) is not shown for a \(type.rawValue) push: \(reason).")
        }
    }

    /// APNs flags are the number 1 (`true` is read the same way).
    static func isOne(_ value: JSONValue?) -> Bool {
        switch value {
        case .number(let n)?: Double(n) == 1
        case .bool(true)?: true
        default: false
        }
    }
}
