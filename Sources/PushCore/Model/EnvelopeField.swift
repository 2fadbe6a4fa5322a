/// The top-level keys of the Braze requests this tool knows (see `BrazeEndpoint` for which
/// endpoint takes which), each with the shape of its value.
public enum EnvelopeField: String, Sendable, CaseIterable {
    case broadcast
    case externalUserIDs = "external_user_ids"
    case userAliases = "user_aliases"
    case segmentID = "segment_id"
    case audience
    case campaignID = "campaign_id"
    case sendID = "send_id"
    case overrideFrequencyCapping = "override_frequency_capping"
    case overrideMessagingLimits = "override_messaging_limits"
    case recipientSubscriptionState = "recipient_subscription_state"
    case messages
    case schedule
    case scheduleID = "schedule_id"
    case triggerProperties = "trigger_properties"
    case recipients
    case attachments
    case canvasID = "canvas_id"
    case canvasEntryProperties = "canvas_entry_properties"
    case context
    case appID = "app_id"
    case activityID = "activity_id"
    case activityAttributesType = "activity_attributes_type"
    case activityAttributes = "activity_attributes"
    case contentState = "content_state"
    case endActivity = "end_activity"
    case dismissalDate = "dismissal_date"
    case staleDate = "stale_date"
    case notification
    case priority
    case customAudience = "custom_audience"

    /// What a field's value must be.
    public enum Shape: Sendable {
        case boolean, text, object, integer
        /// A list of external user ids (text).
        case idList
        /// A list of user alias objects.
        case aliasList
        /// A list of recipient objects.
        case recipientList
        /// A list of objects.
        case objectList
        /// An ISO 8601 date-time.
        case date
        /// `opted_in`, `subscribed` or `all`.
        case subscriptionState
        /// An object whose contents other rules check (`messages`, `schedule`, `notification`).
        case checkedElsewhere
    }

    /// The shape of the field's value.
    public var shape: Shape {
        switch self {
        case .broadcast, .overrideFrequencyCapping, .overrideMessagingLimits, .endActivity: .boolean
        case .segmentID, .campaignID, .sendID, .scheduleID, .canvasID, .appID, .activityID, .activityAttributesType: .text
        case .audience, .customAudience, .triggerProperties, .canvasEntryProperties, .context, .contentState, .activityAttributes: .object
        case .priority: .integer
        case .externalUserIDs: .idList
        case .userAliases: .aliasList
        case .recipients: .recipientList
        case .attachments: .objectList
        case .dismissalDate, .staleDate: .date
        case .recipientSubscriptionState: .subscriptionState
        case .messages, .schedule, .notification: .checkedElsewhere
        }
    }

    /// The Liquid namespaces a template reads this field's members from, when Braze offers it to
    /// templates: `{{api_trigger_properties.${name}}}` as Braze documents it, and the request key's
    /// own name, `{{trigger_properties.${name}}}`; `{{canvas_entry_properties.${x}}}`.
    public var liquidNamespaces: [String] {
        switch self {
        case .triggerProperties: ["api_trigger_properties", "trigger_properties"]
        case .canvasEntryProperties: ["canvas_entry_properties"]
        case .context: ["context"]
        default: []
        }
    }

    /// The envelope keys whose value is a boolean.
    public static let booleans: [EnvelopeField] = allCases.filter { $0.shape == .boolean }
    /// The keys that say whom a request goes to, whichever its endpoint takes.
    public static let audiences: Set<String> = Set([EnvelopeField.externalUserIDs, .userAliases, .segmentID, .audience, .customAudience,
                                                    .recipients, .broadcast].map(\.rawValue))
}

/// The keys of a `schedule` object (`/messages/schedule/create` and `/update`).
public enum ScheduleField: String, Sendable, CaseIterable {
    case time
    case inLocalTime = "in_local_time"
    case atOptimalTime = "at_optimal_time"
}

/// The keys of a recipient object in `recipients` (the trigger sends).
public enum RecipientField: String, Sendable, CaseIterable {
    case externalUserID = "external_user_id"
    case userAlias = "user_alias"
    case brazeID = "braze_id"
    case email
    case prioritization
    case triggerProperties = "trigger_properties"
    case canvasEntryProperties = "canvas_entry_properties"
    case context
    case sendToExistingOnly = "send_to_existing_only"
    case attributes

    /// The keys that say who the recipient is; exactly one must be given.
    public static let identifiers: [RecipientField] = [.externalUserID, .userAlias, .brazeID, .email]
}
