/// The ids an endpoint cannot do without: `campaign_id`, `canvas_id`, `schedule_id`, `schedule`,
/// and a Live Activity's `app_id`, `activity_id`, `content_state` (and on a start its attributes
/// and notification).
public struct RequiredKeyRule: Rule {
    /// A key the endpoint requires is missing.
    public static let missing = "request.required"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The required keys' page.
    static let pages = [
        RulePage(missing, .error,
            summary: "A request has every key its endpoint requires.",
            why: "Each Braze endpoint refuses a request without its own required keys: a triggered send needs its campaign_id or canvas_id, a schedule update its schedule_id, a Live Activity update the app_id, activity_id and content_state.",
            failing: #"{"activity_id": "order-1042", "content_state": {"eta_minutes": 12}}"#,
            passing: #"{"app_id": "3f2c9a1e-4b1a-4c8e-9d2f-7a6b5c4d3e21", "activity_id": "order-1042", "content_state": {"eta_minutes": 12}}"#,
            fix: "Add the key the message names, with the value it describes."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.kind == .request, let envelope = context.document.envelope,
              let endpoint = context.document.endpoint else { return [] }
        return endpoint.required.filter { envelope.member($0.rawValue) == nil }.map { field in
            Diagnostic(code: Self.missing, severity: .error, path: "",
                       message: "A \(endpoint) request needs \(field.rawValue): \(Self.why(field)).")
        }
    }

    /// What the missing key is for, in words.
    private static func why(_ field: EnvelopeField) -> String {
        switch field {
        case .campaignID: "the id of the API-triggered campaign whose message is sent"
        case .canvasID: "the id of the API-triggered Canvas users enter"
        case .scheduleID: "the id /messages/schedule/create answered with"
        case .schedule: "when to send, as {\"time\": \"2030-01-01T12:00:00Z\"}"
        case .appID: "the app's API identifier from the Developer Console"
        case .activityID: "the push token tag the app gave launchActivity"
        case .contentState: "the activity's new ContentState, shaped as the app defines it"
        case .activityAttributesType: "the ActivityAttributes type the app registered with registerPushToStart"
        case .activityAttributes: "the activity's static attributes, shaped as the app defines them"
        case .notification: "the apple_push whose alert lights the screen when the activity starts"
        default: "Braze refuses the request without it"
        }
    }
}
