import TextFormats

extension PushField {
    /// The field's shape and description, as the reader and the rules take it: a value of
    /// another type is `type.invalid`, one out of range or not among the choices is the rule's
    /// error (`badge.negative`, `interruption-level.invalid`, `asset.file-type.invalid`…).
    public var schema: FieldSchema {
        switch self {
        case .alert: FieldSchema(key, .either([.text(), .named("alert")]),
            "What the notification shows: text, or an object with a title, a body and localisation keys.")
        case .badge: FieldSchema(key, .integer(minimum: 0), "The number on the app's icon; 0 clears it.")
        case .sound: FieldSchema(key, .text(), "A sound file in the app's bundle (aiff, wav or caf), or \"default\" for the system sound.")
        case .extra: FieldSchema(key, .anyObject, "Custom keys the app reads, sent beside aps; ab and aps are taken.")
        case .contentAvailable: FieldSchema(key, .boolean, "true wakes the app in the background to fetch content.")
        case .interruptionLevel: FieldSchema(key, .text(choices: InterruptionLevel.allCases.map(\.rawValue)),
            "How strongly it interrupts (iOS 15+): passive, active, time-sensitive or critical.")
        case .relevanceScore: FieldSchema(key, .number(minimum: 0, maximum: 1),
            "From 0 to 1: how the notification summary ranks it (iOS 15+).")
        case .expiry: FieldSchema(key, .text(format: "date-time"), "When APNs stops trying to deliver it: ISO 8601 with a time zone.")
        case .customURI: FieldSchema(key, .text(), "The web URL or deep link a tap opens.")
        case .useWebview: FieldSchema(key, .boolean, "Opens custom_uri in the app's own web view.")
        case .messageVariationID: FieldSchema(key, .text(), "The campaign's message variation the push reports to (with campaign_id).")
        case .threadID: FieldSchema(key, .text(), "Notifications with the same id are grouped into one thread.")
        case .assetURL: FieldSchema(key, .text(format: "uri"), "Rich media: the https URL of a picture, GIF, sound or video.")
        case .assetFileType: FieldSchema(key, .text(choices: AssetFileType.allCases.map(\.rawValue)), "The type of asset_url's file.")
        case .collapseID: FieldSchema(key, .text(), "A later push with the same id replaces this one (at most 64 bytes).")
        case .mutableContent: FieldSchema(key, .boolean, "Lets the app's service extension change the push (Braze sets it for rich media).")
        case .sendToMostRecentDeviceOnly: FieldSchema(key, .boolean, "Sends only to the user's most recently used device.")
        case .category: FieldSchema(key, .text(), "The notification category whose buttons show; ab_cat_ names one of Braze's defaults.")
        case .buttons: FieldSchema(key, .list(.named("button")), "Action buttons, with the category they belong to (at most four show).")
        case .apnsPriority: FieldSchema(key, .constant([.number("10"), .number("5"), .number("1")]),
            "10 delivers at once, 5 when it saves power, 1 when convenient.")
        }
    }
}

extension AlertField {
    /// The field's shape and description in an `alert` object.
    public var schema: FieldSchema {
        switch self {
        case .title: FieldSchema(rawValue, .text(), "One bold line above the body.")
        case .body: FieldSchema(rawValue, .text(), "The message.")
        case .titleLocKey: FieldSchema(rawValue, .text(), "The key of a localised title in the app's Localizable.strings.")
        case .titleLocArgs: FieldSchema(rawValue, .list(.text()), "The values the localised title's %@ take.")
        case .actionLocKey: FieldSchema(rawValue, .text(), "Legacy: the key of the action button's title; recent iOS ignores it.")
        case .locKey: FieldSchema(rawValue, .text(), "The key of a localised body in the app's Localizable.strings.")
        case .locArgs: FieldSchema(rawValue, .list(.text()), "The values the localised body's %@ take.")
        case .sound: FieldSchema(rawValue, .text(), "A Live Activity's sound; other pushes use the push's sound.")
        }
    }
}

extension ButtonField {
    /// The field's shape and description in a button object.
    public var schema: FieldSchema {
        switch self {
        case .actionID: FieldSchema(rawValue, .text(), "The button's id in its category.")
        case .action: FieldSchema(rawValue, .text(choices: ButtonAction.allCases.map(\.rawValue)), "What a tap does.")
        case .uri: FieldSchema(rawValue, .text(), "The web URL or deep link a URI or DEEP_LINK button opens.")
        case .useWebview: FieldSchema(rawValue, .boolean, "Opens the uri in the app's own web view.")
        }
    }
}
