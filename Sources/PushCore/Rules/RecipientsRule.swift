import TextFormats

/// Each recipient of a triggered send: an object naming exactly one user, with known keys and
/// personalisation objects.
public struct RecipientsRule: Rule {
    /// A recipient naming no user, or more than one.
    public static let identity = "request.recipient.identity"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }
    public var alsoReports: [String] { [FieldTypeRule.invalid, UnknownKeyRule.unknown] }

    /// The recipients' pages.
    static let pages = [
        RulePage(identity, .error,
            summary: "Each recipient names exactly one user.",
            why: "Each recipient of a triggered send is one user, named by one of external_user_id, user_alias, braze_id or email. A recipient with none of them is nobody; one with two is ambiguous.",
            failing: #"{"campaign_id": "9c2fefcd-9115-3932-f771-c7f43d18d6b6", "recipients": [{"trigger_properties": {"order_id": "1042"}}]}"#,
            passing: #"{"campaign_id": "9c2fefcd-9115-3932-f771-c7f43d18d6b6", "recipients": [{"external_user_id": "ana", "trigger_properties": {"order_id": "1042"}}]}"#,
            fix: "Give each recipient one of external_user_id, user_alias, braze_id or email, and only one."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.kind == .request, let endpoint = context.document.endpoint, endpoint.keys.contains(.recipients),
              let items = context.document.envelope?[EnvelopeField.recipients.rawValue]?.arrayValue else { return [] }
        var out: [Diagnostic] = []
        let identifiers = RecipientField.identifiers.map(\.rawValue)
        for (index, item) in items.enumerated() {
            let base = JSONPointer.appending("/recipients", index)
            guard let recipient = item.value.objectValue else {
                out.append(Diagnostic(code: FieldTypeRule.invalid, severity: .error, path: base,
                    message: "Each recipient must be an object such as {\"external_user_id\": \"user-1\"}, not \(item.value.typeName)."))
                continue
            }
            let named = recipient.keys.filter(identifiers.contains)
            if named.count != 1 {
                out.append(Diagnostic(code: Self.identity, severity: .error, path: base,
                    message: named.isEmpty
                        ? "This recipient names no user: give one of external_user_id, user_alias, braze_id or email."
                        : "This recipient names the user \(named.count) ways (\(named.joined(separator: ", "))); give exactly one."))
            }
            for member in recipient.members {
                let pointer = JSONPointer.appending(base, member.key)
                let value = member.value.value
                guard let field = RecipientField(rawValue: member.key) else {
                    let near = NameSuggester.suggest(member.key, among: RecipientField.allCases.map(\.rawValue))
                        .map { "; did you mean \"\($0)\"?" } ?? "."
                    out.append(Diagnostic(code: UnknownKeyRule.unknown, severity: .warning, path: pointer,
                        message: "Unknown recipient key \"\(member.key)\"\(near)"))
                    continue
                }
                let expected: String? = switch field {
                case .externalUserID, .brazeID, .email: value.stringValue == nil ? "text" : nil
                case .userAlias, .triggerProperties, .canvasEntryProperties, .context, .attributes:
                    value.objectValue == nil ? "an object" : nil
                case .prioritization: value.arrayValue == nil ? "a list" : nil
                case .sendToExistingOnly: value.boolValue == nil ? "true or false" : nil
                }
                if let expected {
                    out.append(Diagnostic(code: FieldTypeRule.invalid, severity: .error, path: pointer,
                        message: "\(member.key) must be \(expected), not \(value.typeName)."))
                }
            }
        }
        return out
    }
}
