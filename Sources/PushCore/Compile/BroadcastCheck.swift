import TextFormats

/// What APNs takes on a Live Activity broadcast channel (iOS 18, "Sending broadcast push
/// notification requests to APNs"): updates and ends of a Live Activity only (a push-to-start
/// names the channel in `input-push-channel` but goes to a token), priorities 10, 5 and, on a
/// channel only, 1, and a larger payload than a device's.
public enum BroadcastCheck {
    /// The priorities a broadcast takes, highest first.
    public static let priorities = [10, 5, 1]
    /// The largest payload a broadcast takes.
    public static let maxBytes = 5120

    /// Why `document` is not a push a channel takes (a Live Activity's update or end), or nil.
    public static func kindProblem(_ document: PushDocument) -> String? {
        let aps = document.deliveredPayload["aps"]?.objectValue ?? JSONObject()
        let event = aps[LiveActivityKey.event.rawValue]?.stringValue
        if document.pushType != .liveactivity || event == nil {
            let what = document.pushType == .liveactivity ? "a Live Activity push without an event" : "a push of type \(document.pushType.rawValue)"
            return "only a Live Activity update or end goes on a channel (aps.event \"update\" or \"end\"); this is \(what)"
        }
        if event == LiveActivity.Event.start.rawValue {
            return "a push-to-start goes to a push-to-start token, not a channel: it names the channel in aps.input-push-channel for the activity to listen to"
        }
        return nil
    }

    /// Why `document` cannot go on a channel with `headers`, one phrase each; empty when it can.
    public static func problems(_ document: PushDocument, headers: APNsHeaders, bodyBytes: Int) -> [String] {
        var problems: [String] = []
        if let problem = kindProblem(document) { problems.append(problem) }
        if !priorities.contains(headers.priority) {
            problems.append("priority \(headers.priority) is not one a broadcast takes (10, 5 or 1)")
        }
        if bodyBytes > maxBytes {
            problems.append("the payload is \(bodyBytes) bytes; a broadcast takes at most \(maxBytes)")
        }
        return problems
    }
}
