import TextFormats

/// The request envelope: the type of each field its endpoint documents, booleans sent as text,
/// the 50-user limit, and keys the endpoint does not take (legacy, another endpoint's, unknown).
public struct RequestEnvelopeRule: Rule {
    /// `"false"` where a boolean belongs (Braze's own example does this).
    public static let booleanString = "request.boolean-string"
    /// `external_user_ids` that is not a list of strings.
    public static let externalIDsType = "request.external-user-ids.type"
    /// More than 50 users (`external_user_ids` and `user_aliases` together, or `recipients`).
    public static let externalIDsCount = "request.external-user-ids.count"
    /// A `recipient_subscription_state` Braze does not know.
    public static let subscriptionState = "request.subscription-state.invalid"
    /// A key of Braze's first API (`app_group_id`, `api_key`, `segment_ids`).
    public static let legacyKey = "request.legacy-key"
    /// A date that is not ISO 8601 (`dismissal_date`, `stale_date`).
    public static let dateFormat = "request.date.format"
    /// The most users one request takes.
    public static let maxExternalIDs = 50
    /// The subscription states Braze sends to.
    public static let subscriptionStates = ["opted_in", "subscribed", "all"]

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }
    public var alsoReports: [String] { [FieldTypeRule.invalid, UnknownKeyRule.unknown] }

    /// The request envelope's pages.
    static let pages = [
        RulePage(booleanString, .warning,
            summary: "A request's true-or-false fields hold booleans, not text.",
            why: "Braze documents broadcast, override_frequency_capping, override_messaging_limits and end_activity as booleans. In quotes, \"false\" is text, not the boolean false, even though one of Braze's own examples writes it that way.",
            failing: #"{"external_user_ids": ["ana"], "override_frequency_capping": "false", "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            passing: #"{"external_user_ids": ["ana"], "override_frequency_capping": false, "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            fix: "Write true or false without quotes."),
        RulePage(externalIDsType, .error,
            summary: "external_user_ids is a list of user ids written as text.",
            why: "Braze takes external_user_ids as a list of the external ids your app gives its users, each one text. A single id on its own, or an id written as a number, is not that list.",
            failing: #"{"external_user_ids": "ana", "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            passing: #"{"external_user_ids": ["ana"], "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            fix: "Put the ids in square brackets, each in double quotes: [\"ana\"], or [\"1042\"] for a numeric id."),
        RulePage(externalIDsCount, .error,
            summary: "One request names at most 50 users.",
            why: "A Braze request sends to at most 50 named users. external_user_ids and user_aliases count together, and a triggered send's recipients count on their own.",
            failing: #"""
                {
                  "external_user_ids": [
                    "user-1", "user-2", "user-3", "user-4", "user-5", "user-6", "user-7", "user-8", "user-9", "user-10",
                    "user-11", "user-12", "user-13", "user-14", "user-15", "user-16", "user-17", "user-18", "user-19", "user-20",
                    "user-21", "user-22", "user-23", "user-24", "user-25", "user-26", "user-27", "user-28", "user-29", "user-30",
                    "user-31", "user-32", "user-33", "user-34", "user-35", "user-36", "user-37", "user-38", "user-39", "user-40",
                    "user-41", "user-42", "user-43", "user-44", "user-45", "user-46", "user-47", "user-48", "user-49", "user-50",
                    "user-51"
                  ],
                  "messages": {"apple_push": {"alert": "Your order has shipped"}}
                }
                """#,
            passing: #"""
                {
                  "external_user_ids": [
                    "user-1", "user-2", "user-3", "user-4", "user-5", "user-6", "user-7", "user-8", "user-9", "user-10",
                    "user-11", "user-12", "user-13", "user-14", "user-15", "user-16", "user-17", "user-18", "user-19", "user-20",
                    "user-21", "user-22", "user-23", "user-24", "user-25", "user-26", "user-27", "user-28", "user-29", "user-30",
                    "user-31", "user-32", "user-33", "user-34", "user-35", "user-36", "user-37", "user-38", "user-39", "user-40",
                    "user-41", "user-42", "user-43", "user-44", "user-45", "user-46", "user-47", "user-48", "user-49", "user-50"
                  ],
                  "messages": {"apple_push": {"alert": "Your order has shipped"}}
                }
                """#,
            fix: "Split the users over several requests of 50 at most, or send to a segment with segment_id."),
        RulePage(subscriptionState, .error,
            summary: "recipient_subscription_state is opted_in, subscribed or all.",
            why: "Braze knows three subscription states to send to: opted_in (only users who opted in), subscribed (users subscribed or opted in) and all (every user, unsubscribed ones too).",
            failing: #"{"external_user_ids": ["ana"], "recipient_subscription_state": "everyone", "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            passing: #"{"external_user_ids": ["ana"], "recipient_subscription_state": "all", "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            fix: "Use one of opted_in, subscribed or all, or leave the key out."),
        RulePage(legacyKey, .warning,
            summary: "The request uses no key of Braze's old API.",
            why: "Braze's first API took app_group_id or api_key in the body and a list of segment_ids. Today the REST API key goes in the Authorization: Bearer header, which names the workspace, and segment_id takes one segment; a key in the body has been deprecated since May 2020.",
            failing: #"{"app_group_id": "3f2c9a1e-4b1a-4c8e-9d2f-7a6b5c4d3e21", "external_user_ids": ["ana"], "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            passing: #"{"external_user_ids": ["ana"], "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            fix: "Remove app_group_id and api_key and send the REST API key in the Authorization: Bearer header; write segment_ids as segment_id with one segment."),
        RulePage(dateFormat, .error,
            summary: "A Live Activity's dismissal and stale dates are ISO 8601.",
            why: "Braze reads dismissal_date and stale_date as ISO 8601 date-times, such as 2030-01-01T12:00:00Z. A word such as \"tomorrow\" is not a date in that form.",
            failing: #"{"app_id": "3f2c9a1e-4b1a-4c8e-9d2f-7a6b5c4d3e21", "activity_id": "order-1042", "content_state": {"eta_minutes": 12}, "stale_date": "tomorrow"}"#,
            passing: #"{"app_id": "3f2c9a1e-4b1a-4c8e-9d2f-7a6b5c4d3e21", "activity_id": "order-1042", "content_state": {"eta_minutes": 12}, "stale_date": "2026-06-01T14:00:00Z"}"#,
            fix: "Write the date as YYYY-MM-DDTHH:MM:SS with a zone, such as 2030-01-01T12:00:00Z."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.kind == .request, let envelope = context.document.envelope,
              let endpoint = context.document.endpoint else { return [] }
        if endpoint.path == nil { return checkChannels(envelope) }
        var out: [Diagnostic] = []
        let pushKeys = PushField.allCases.map(\.key)
        for member in envelope.members {
            let pointer = JSONPointer.appending("", member.key)
            let value = member.value.value
            if let field = EnvelopeField(rawValue: member.key), endpoint.keys.contains(field) {
                out += check(field, value, at: pointer)
            } else if let legacy = BrazeEndpoint.legacyKeys.first(where: { $0.key == member.key }) {
                out.append(Diagnostic(code: Self.legacyKey, severity: .warning, path: pointer,
                    message: "\(member.key) is from Braze's old API; today \(endpoint) uses \(legacy.replacement)."))
            } else if pushKeys.contains(member.key) && endpoint.pushPath != nil {
                continue  // RequestPlacementRule reports these
            } else if let elsewhere = endpoint.otherEndpoints(documenting: member.key).first {
                out.append(Diagnostic(code: UnknownKeyRule.unknown, severity: .warning, path: pointer,
                    message: "\(member.key) is a key of \(elsewhere), not of \(endpoint)\(Self.consequence(member.key, endpoint)); pass --request-kind \(elsewhere.name) if this body is for \(elsewhere)."))
            } else {
                let known = endpoint.keys.map(\.rawValue)
                let near = NameSuggester.suggest(member.key, among: known).map { "; did you mean \"\($0)\"?" } ?? "."
                out.append(Diagnostic(code: UnknownKeyRule.unknown, severity: .warning, path: pointer,
                    message: "Unknown \(endpoint) key \"\(member.key)\"\(near)"))
            }
        }
        out += checkUserCount(envelope)
        return out
    }

    /// Why a key of another endpoint matters here, where it is worth saying.
    private static func consequence(_ key: String, _ endpoint: BrazeEndpoint) -> String {
        if key == EnvelopeField.messages.rawValue && endpoint.pushPath == nil {
            return ": a triggered send delivers the message written in the dashboard, and Braze ignores this one"
        }
        return ""
    }

    /// The bare `messages` object holds one object per channel.
    private func checkChannels(_ envelope: JSONObject) -> [Diagnostic] {
        envelope.members.compactMap { member in
            let pointer = JSONPointer.appending("", member.key)
            if BrazeEndpoint.channelKeys.contains(member.key) {
                return member.value.value.objectValue == nil ? typeError(member.key, "an object", member.value.value, pointer) : nil
            }
            if PushField.allCases.contains(where: { $0.key == member.key }) { return nil }  // RequestPlacementRule
            let near = NameSuggester.suggest(member.key, among: BrazeEndpoint.channelKeys).map { "; did you mean \"\($0)\"?" } ?? "."
            return Diagnostic(code: UnknownKeyRule.unknown, severity: .warning, path: pointer,
                              message: "Unknown channel \"\(member.key)\" in messages\(near)")
        }
    }

    private func check(_ field: EnvelopeField, _ value: JSONValue, at pointer: String) -> [Diagnostic] {
        let key = field.rawValue
        switch field.shape {
        case .boolean:
            return checkBoolean(key, value, at: pointer)
        case .text:
            return value.stringValue == nil ? [typeError(key, "text", value, pointer)] : []
        case .object:
            return value.objectValue == nil ? [typeError(key, "an object", value, pointer)] : []
        case .integer:
            if case .number(let n) = value, Int(n) != nil { return [] }
            return [typeError(key, "a whole number", value, pointer)]
        case .idList:
            return checkExternalIDs(value, at: pointer)
        case .aliasList:
            return value.arrayValue?.allSatisfy({ $0.value.objectValue != nil }) == true
                ? [] : [typeError(key, "a list of alias objects", value, pointer)]
        case .recipientList, .objectList:
            // Each recipient's own keys are RecipientsRule's.
            return value.arrayValue != nil ? [] : [typeError(key, "a list of objects", value, pointer)]
        case .date:
            guard let text = value.stringValue else { return [typeError(key, "an ISO 8601 date-time in text", value, pointer)] }
            return ISODateTime.parse(text) == nil ? [Diagnostic(code: Self.dateFormat, severity: .error, path: pointer,
                message: "\(key) \"\(text)\" is not an ISO 8601 date-time such as 2030-01-01T12:00:00Z.")] : []
        case .subscriptionState:
            guard let s = value.stringValue else { return [typeError(key, "text", value, pointer)] }
            if !Self.subscriptionStates.contains(s) {
                return [Diagnostic(code: Self.subscriptionState, severity: .error, path: pointer,
                    message: "recipient_subscription_state must be opted_in, subscribed or all, not \"\(s)\".")]
            }
            return []
        case .checkedElsewhere:
            return []  // the reader, RequestPlacementRule and ScheduleRule check these
        }
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
        return out
    }

    /// At most 50 users a request: `external_user_ids` and `user_aliases` count together, and
    /// `recipients` on its own.
    private func checkUserCount(_ envelope: JSONObject) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let ids = envelope[EnvelopeField.externalUserIDs.rawValue]?.arrayValue?.count ?? 0
        let aliases = envelope[EnvelopeField.userAliases.rawValue]?.arrayValue?.count ?? 0
        if ids + aliases > Self.maxExternalIDs {
            let key = ids > 0 ? EnvelopeField.externalUserIDs : .userAliases
            let what = ids > 0 && aliases > 0 ? "external_user_ids and user_aliases hold \(ids + aliases) users together"
                : "\(key.rawValue) has \(ids + aliases) \(ids > 0 ? "ids" : "aliases")"
            out.append(Diagnostic(code: Self.externalIDsCount, severity: .error, path: "/" + key.rawValue,
                message: "\(what); one request takes at most \(Self.maxExternalIDs)."))
        }
        if let recipients = envelope[EnvelopeField.recipients.rawValue]?.arrayValue, recipients.count > Self.maxExternalIDs {
            out.append(Diagnostic(code: Self.externalIDsCount, severity: .error, path: "/recipients",
                message: "recipients has \(recipients.count) users; one request takes at most \(Self.maxExternalIDs)."))
        }
        return out
    }
}
