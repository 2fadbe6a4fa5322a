import TextFormats

/// A request carries the push where its endpoint keeps it (`messages.apple_push`, `notification`,
/// `apple_push` in the bare `messages` object), as an object, and nowhere else.
public struct RequestPlacementRule: Rule {
    /// No push where the endpoint needs one.
    public static let missing = "request.apple-push.missing"
    /// The push is not an object.
    public static let notObject = "request.apple-push.type"
    /// A push field at the request's top level.
    public static let misplaced = "request.misplaced-key"
    /// The endpoint carries no push of its own (the trigger sends): only the request is checked.
    public static let noPush = "request.no-apple-push"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The push's place in a request.
    static let pages = [
        RulePage(missing, .error,
            summary: "A request that sends a push holds its apple_push.",
            why: "Braze sends an iOS push only for the apple_push it finds in the request: inside messages in a /messages/send or scheduled request, as notification when a Live Activity starts. Without it, no iOS push is sent.",
            failing: #"{"external_user_ids": ["ana"], "messages": {"android_push": {"alert": "Your order has shipped"}}}"#,
            passing: #"{"external_user_ids": ["ana"], "messages": {"android_push": {"alert": "Your order has shipped"}, "apple_push": {"alert": "Your order has shipped"}}}"#,
            fix: "Add the push as \"apple_push\": {\"alert\": \"…\"} inside messages; a Live Activity start takes it as notification."),
        RulePage(notObject, .error,
            summary: "The apple_push of a request is an object.",
            why: "apple_push holds the push's fields (alert, badge, sound and the rest) as an object. Text or a list there is no push Braze can send, so nothing else about it can be checked.",
            failing: #"{"external_user_ids": ["ana"], "messages": {"apple_push": "Your order has shipped"}}"#,
            passing: #"{"external_user_ids": ["ana"], "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            fix: "Write the push as an object: {\"alert\": \"Your order has shipped\"} rather than the bare text."),
        RulePage(misplaced, .error,
            summary: "The push's fields sit inside apple_push, not beside it.",
            why: "Braze reads the push's fields, such as alert, badge and sound, only inside messages.apple_push (or notification for a Live Activity). At the top level of the request they are not part of the push.",
            failing: #"{"external_user_ids": ["ana"], "badge": 1, "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            passing: #"{"external_user_ids": ["ana"], "messages": {"apple_push": {"alert": "Your order has shipped", "badge": 1}}}"#,
            fix: "Move the field inside apple_push, where the message says."),
        RulePage(noPush, .info,
            summary: "A triggered send carries no push: only the request is checked.",
            why: "A /campaigns/trigger/send or /canvas/trigger/send request sends the message written in Braze's dashboard for that campaign or Canvas. The request holds no apple_push, so only the request itself can be checked.",
            failing: #"{"campaign_id": "9c2fefcd-9115-3932-f771-c7f43d18d6b6", "recipients": [{"external_user_id": "ana"}]}"#,
            passing: #"{"campaign_id": "9c2fefcd-9115-3932-f771-c7f43d18d6b6", "external_user_ids": ["ana"], "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            fix: "Nothing is wrong: check the message in the dashboard. To send and check a push written here, use /messages/send with messages.apple_push."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.kind == .request, let envelope = context.document.envelope,
              let endpoint = context.document.endpoint else { return [] }
        guard let path = endpoint.pushPath else {
            return [Diagnostic(code: Self.noPush, severity: .info, path: "",
                message: "A \(endpoint) request sends the message written in Braze's dashboard for that \(endpoint == .canvasTriggerSend ? "Canvas" : "campaign"); it holds no apple_push, so only the request itself is checked.")]
        }
        var out: [Diagnostic] = []
        let pushKeys = PushField.allCases.map(\.key)
        for key in envelope.keys where pushKeys.contains(key) && !(endpoint.keys.contains { $0.rawValue == key }) {
            out.append(Diagnostic(code: Self.misplaced, severity: .error, path: JSONPointer.appending("", key),
                message: "\"\(key)\" is a field of the push: move it inside \(endpoint.pushPlace), where Braze reads it."))
        }
        // Walk to the push's container; the reader reports a container that is not an object.
        var container = envelope
        var containerPointer = ""
        for key in path.dropLast() {
            guard let next = container[key] else {
                if endpoint.requiresPush {
                    out.append(Diagnostic(code: Self.missing, severity: .error, path: containerPointer,
                        message: "The request has no \(endpoint.pushPlace), so no iOS push is sent."))
                }
                return out
            }
            guard let object = next.objectValue else { return out }
            container = object
            containerPointer = JSONPointer.appending(containerPointer, key)
        }
        let last = path[path.count - 1]
        if let push = container[last] {
            if push.objectValue == nil {
                out.append(Diagnostic(code: Self.notObject, severity: .error, path: endpoint.pushPointer,
                    message: "\(endpoint.pushPlace) must be an object with the push's fields, not \(push.typeName)."))
            }
        } else if endpoint.requiresPush {
            let place = containerPointer.isEmpty ? "The \(endpoint) body" : String(containerPointer.dropFirst())
            out.append(Diagnostic(code: Self.missing, severity: .error, path: containerPointer,
                message: "\(place) has no \(last), so no iOS push is sent; add \"\(last)\": { \"alert\": … }."))
        }
        return out
    }
}
