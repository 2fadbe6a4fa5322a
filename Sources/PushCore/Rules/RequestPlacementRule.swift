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
    public var codes: [String] { [Self.missing, Self.notObject, Self.misplaced, Self.noPush] }

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
