extension EnvelopeField {
    /// The field's shape and description in a Braze request, from its `shape`.
    public var schema: FieldSchema {
        let shape: FieldShape = switch self.shape {
        // "true" in quotes is read, with a warning (`request.boolean-string`).
        case .boolean: .either([.boolean, .text(choices: ["true", "false"])])
        case .text: .text()
        case .object: .anyObject
        case .integer: .integer()
        case .idList: .list(.text(), maxItems: RequestEnvelopeRule.maxExternalIDs)
        case .aliasList, .objectList: .list(.anyObject)
        case .recipientList: .list(.named("recipient"))
        case .date: .text(format: "date-time")
        case .subscriptionState: .text(choices: RequestEnvelopeRule.subscriptionStates)
        case .checkedElsewhere: self == .schedule ? .named("schedule") : self == .messages ? .named("messages") : .named("apple_push")
        }
        return FieldSchema(rawValue, shape, description)
    }

    /// What the field does, in Braze's words where they are short.
    private var description: String {
        switch self {
        case .broadcast: "true sends to the whole segment or audience; needed when no users are named."
        case .externalUserIDs: "The users to send to, by external id (at most 50)."
        case .userAliases: "The users to send to, by alias: objects of alias_name and alias_label."
        case .segmentID: "The segment to send to."
        case .audience: "A connected audience: filters on custom attributes, subscriptions and more."
        case .campaignID: "The campaign the send reports to, or the API-triggered campaign to send."
        case .sendID: "The send id the analytics group this send under."
        case .overrideFrequencyCapping: "true ignores the campaign's frequency capping."
        case .overrideMessagingLimits: "true ignores the workspace's rate limits."
        case .recipientSubscriptionState: "Whom to send to by subscription: opted_in, subscribed or all."
        case .messages: "The message per channel; apple_push is the iOS push."
        case .schedule: "When to send: time, in the users' local time or at the optimal time."
        case .scheduleID: "The scheduled send to change."
        case .triggerProperties: "Values the message reads as {{api_trigger_properties.${name}}}."
        case .recipients: "The users to send to, each with their own properties."
        case .attachments: "Files attached to an email."
        case .canvasID: "The API-triggered Canvas to start."
        case .canvasEntryProperties: "Values the Canvas reads as {{canvas_entry_properties.${name}}}."
        case .context: "Values the Canvas reads as {{context.${name}}}."
        case .appID: "The app's API identifier in the workspace."
        case .activityID: "The Live Activity's id, as the app started it."
        case .activityAttributesType: "The Live Activity's ActivityAttributes type name."
        case .activityAttributes: "The Live Activity's static attributes."
        case .contentState: "The Live Activity's state: its ContentState's values."
        case .endActivity: "true ends the Live Activity."
        case .dismissalDate: "When an ended Live Activity leaves the lock screen (ISO 8601)."
        case .staleDate: "When the Live Activity turns stale (ISO 8601)."
        case .notification: "An alert shown with the Live Activity's update or start."
        case .priority: "The APNs priority of the Live Activity update: 10 or 5."
        case .customAudience: "A custom audience (Braze's newer audience filter)."
        }
    }
}
