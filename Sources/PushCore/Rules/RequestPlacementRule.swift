/// A request carries the push in `messages.apple_push`, as an object, and nowhere else.
public struct RequestPlacementRule: Rule {
    /// No `messages.apple_push`.
    public static let missing = "request.apple-push.missing"
    /// `apple_push` is not an object.
    public static let notObject = "request.apple-push.type"
    /// A push field at the request's top level.
    public static let misplaced = "request.misplaced-key"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.missing, Self.notObject, Self.misplaced] }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.kind == .request, let envelope = context.document.envelope else { return [] }
        var out: [Diagnostic] = []
        let pushKeys = PushField.allCases.map(\.key)
        for key in envelope.keys where pushKeys.contains(key) {
            out.append(Diagnostic(code: Self.misplaced, severity: .error, path: JSONPointer.appending("", key),
                message: "\"\(key)\" is a field of the push: move it inside messages.apple_push, where Braze reads it."))
        }
        if let messages = envelope["messages"] {
            if let object = messages.objectValue {
                if let push = object["apple_push"] {
                    if push.objectValue == nil {
                        out.append(Diagnostic(code: Self.notObject, severity: .error, path: "/messages/apple_push",
                            message: "messages.apple_push must be an object with the push's fields, not \(push.typeName)."))
                    }
                } else {
                    out.append(Diagnostic(code: Self.missing, severity: .error, path: "/messages",
                        message: "messages has no apple_push, so no iOS push is sent; add \"apple_push\": { \"alert\": … }."))
                }
            }
        } else {
            out.append(Diagnostic(code: Self.missing, severity: .error, path: "",
                message: "The request has no messages.apple_push, so no iOS push is sent."))
        }
        return out
    }
}
