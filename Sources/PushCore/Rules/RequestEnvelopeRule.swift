/// The request envelope: types of its fields, booleans sent as strings, the 50-id limit, known keys.
public struct RequestEnvelopeRule: Rule {
    /// `"false"` where a boolean belongs (Braze's own example does this).
    public static let booleanString = "request.boolean-string"
    /// `external_user_ids` that is not a list of strings.
    public static let externalIDsType = "request.external-user-ids.type"
    /// More than 50 `external_user_ids`.
    public static let externalIDsCount = "request.external-user-ids.count"
    /// A `recipient_subscription_state` Braze does not know.
    public static let subscriptionState = "request.subscription-state.invalid"
    /// The most external ids one request takes.
    public static let maxExternalIDs = 50

    /// Creates the rule.
    public init() {}
    public var codes: [String] {
        [Self.booleanString, Self.externalIDsType, Self.externalIDsCount, Self.subscriptionState,
         FieldTypeRule.invalid, UnknownKeyRule.unknown]
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.kind == .request, let envelope = context.document.envelope else { return [] }
        var out: [Diagnostic] = []
        let known = EnvelopeField.allCases.map(\.rawValue)
        let pushKeys = PushField.allCases.map(\.key)
        for member in envelope.members {
            let pointer = JSONPointer.appending("", member.key)
            let value = member.value.value
            switch EnvelopeField(rawValue: member.key) {
            case .broadcast?, .overrideFrequencyCapping?:
                out += checkBoolean(member.key, value, at: pointer)
            case .externalUserIDs?:
                out += checkExternalIDs(value, at: pointer)
            case .segmentID?, .campaignID?, .sendID?:
                if value.stringValue == nil { out.append(typeError(member.key, "text", value, pointer)) }
            case .userAliases?:
                if value.arrayValue?.allSatisfy({ $0.value.objectValue != nil }) != true {
                    out.append(typeError(member.key, "a list of alias objects", value, pointer))
                }
            case .audience?:
                if value.objectValue == nil { out.append(typeError(member.key, "an object", value, pointer)) }
            case .recipientSubscriptionState?:
                let states = ["opted_in", "subscribed", "all"]
                if let s = value.stringValue, !states.contains(s) {
                    out.append(Diagnostic(code: Self.subscriptionState, severity: .error, path: pointer,
                        message: "recipient_subscription_state must be opted_in, subscribed or all, not \"\(s)\"."))
                } else if value.stringValue == nil {
                    out.append(typeError(member.key, "text", value, pointer))
                }
            case .messages?:
                break  // the reader reports a non-object; RequestPlacementRule checks its contents
            case nil:
                guard !pushKeys.contains(member.key) else { continue }  // RequestPlacementRule reports these
                let near = NearestKey.suggest(member.key, among: known).map { "; did you mean \"\($0)\"?" } ?? "."
                out.append(Diagnostic(code: UnknownKeyRule.unknown, severity: .warning, path: pointer,
                    message: "Unknown request key \"\(member.key)\"\(near)"))
            }
        }
        return out
    }

    private func typeError(_ key: String, _ expected: String, _ value: JSONValue, _ pointer: String) -> Diagnostic {
        Diagnostic(code: FieldTypeRule.invalid, severity: .error, path: pointer,
                   message: "\(key) must be \(expected), not \(value.typeName).")
    }

    private func checkBoolean(_ key: String, _ value: JSONValue, at pointer: String) -> [Diagnostic] {
        switch value {
        case .bool: return []
        case .string(let s) where s == "true" || s == "false":
            return [Diagnostic(code: Self.booleanString, severity: .warning, path: pointer,
                message: "\(key) is the text \"\(s)\", not the boolean \(s): write it without quotes.")]
        default:
            return [typeError(key, "true or false", value, pointer)]
        }
    }

    private func checkExternalIDs(_ value: JSONValue, at pointer: String) -> [Diagnostic] {
        guard let items = value.arrayValue else {
            return [Diagnostic(code: Self.externalIDsType, severity: .error, path: pointer,
                message: "external_user_ids must be a list of user ids in text, not \(value.typeName).")]
        }
        var out: [Diagnostic] = []
        for (i, item) in items.enumerated() where item.value.stringValue == nil {
            out.append(Diagnostic(code: Self.externalIDsType, severity: .error, path: JSONPointer.appending(pointer, i),
                message: "Each external user id must be text; this one is \(item.value.typeName)."))
        }
        if items.count > Self.maxExternalIDs {
            out.append(Diagnostic(code: Self.externalIDsCount, severity: .error, path: pointer,
                message: "external_user_ids has \(items.count) ids; one request takes at most \(Self.maxExternalIDs)."))
        }
        return out
    }
}
