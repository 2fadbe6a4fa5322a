import PushCore

/// Labels, kinds and hints: what a marketer sees next to each field.
extension FieldID {
    /// The label in the form.
    public var label: String {
        switch self {
        case .title: "Title"
        case .body: "Message"
        case .titleLocKey: "Title key"
        case .titleLocArgs: "Title key values"
        case .locKey: "Message key"
        case .locArgs: "Message key values"
        case .actionLocKey: "Action key (legacy)"
        case .alertSound: "Live Activity sound"
        case .soundMode: "Sound"
        case .soundFile: "Sound file"
        case .badgeMode: "Badge"
        case .badgeCount: "Badge number"
        case .interruptionLevel: "Interruption level"
        case .relevanceScore: "Relevance (0–1)"
        case .category: "Buttons"
        case .customCategory: "App's category id"
        case .defaultButton(_, .action), .button(_, .action): "  Tap action"
        case .defaultButton(_, .uri), .button(_, .uri): "  Opens URI"
        case .defaultButton(_, .webview), .button(_, .webview): "  In web view"
        case .defaultButton(_, .actionID), .button(_, .actionID): "Button id"
        case .defaultButton(_, .label), .button(_, .label): "  Label (draft)"
        case .addButton: "＋ Add a button"
        case .assetURL: "Media URL"
        case .assetFileType: "Media type"
        case .customURI: "On tap, open"
        case .useWebview: "Open in web view"
        case .extra(_, .key): "Key"
        case .extra(_, .type): "  Type"
        case .extra(_, .value): "  Value"
        case .addExtra: "＋ Add a key"
        case .expiry: "Expires"
        case .collapseID: "Collapse id"
        case .apnsPriority: "APNs priority"
        case .threadID: "Thread id"
        case .contentAvailable: "Wake app (background)"
        case .mutableContent: "Mutable content"
        case .mostRecentDevice: "Latest device only"
        case .messageVariationID: "Message variation"
        case .externalUserIDs: "External user ids"
        case .userAliases: "User aliases"
        case .segmentID: "Segment id"
        case .campaignID: "Campaign id"
        case .sendID: "Send id"
        case .overrideFrequencyCapping: "Ignore frequency cap"
        case .subscriptionState: "Subscription state"
        case .broadcast: "Broadcast to segment"
        }
    }

    /// How the field is edited.
    public var kind: FieldKind {
        switch self {
        case .body: .multiline
        case .titleLocArgs, .locArgs, .externalUserIDs, .userAliases: .lines
        case .soundMode: .choice(["none", "system default", "custom file"])
        case .badgeMode: .choice(["none", "a number", "clear (0)"])
        case .badgeCount: .integer
        case .interruptionLevel: .choice(["not set"] + InterruptionLevel.allCases.map(\.rawValue))
        case .relevanceScore: .decimal
        case .category: .choice(FieldID.categoryChoices)
        case .defaultButton(_, .action), .button(_, .action): .choice([])
        case .defaultButton(_, .webview), .button(_, .webview), .useWebview: .flag
        case .addButton, .addExtra: .addButton
        case .assetFileType: .choice(["not set"] + AssetFileType.allCases.map(\.rawValue))
        case .extra(_, .type): .choice(ExtraType.allCases.map(\.rawValue))
        case .apnsPriority: .choice(["not set", "10 immediate", "5 power-aware", "1 minimal"])
        case .contentAvailable, .mutableContent, .mostRecentDevice, .overrideFrequencyCapping, .broadcast: .flag
        case .subscriptionState: .choice(["not set", "opted_in", "subscribed", "all"])
        default: .text
        }
    }

    /// The category picker's options, Braze's four first.
    static let categoryChoices = ["none", "Accept / Decline", "Yes / No", "Confirm / Cancel", "More", "app's own category"]

    /// A hint shown when the field is focused.
    public var hint: String {
        switch self {
        case .title: "One line, bold on the card. Leave empty to show the app name."
        case .body: "Enter starts a new line; Tab moves on."
        case .titleLocKey, .locKey: "A key in the app's Localizable.strings; the device fills in the text."
        case .titleLocArgs, .locArgs: "One value per line, for the key's %@ placeholders."
        case .actionLocKey: "Legacy: recent iOS ignores it."
        case .alertSound: "Only for Live Activities; ordinary pushes use Sound."
        case .soundMode: "Space or ←/→ to choose."
        case .soundFile: "A file in the app bundle: aiff, wav or caf, under 30 seconds, else the default plays."
        case .badgeMode, .badgeCount: "0 clears the badge; negative numbers are refused."
        case .relevanceScore: "0.0 to 1.0: ranks the notification in the summary."
        case .category: "Braze's categories come with their buttons; or type your app's own."
        case .customCategory: "The category id your app registered."
        case .button(_, .actionID): "The action id your app registered for the button."
        case .button(_, .label): "Shown on the preview card only; never sent."
        case .addButton: "Enter adds a button; Alt-R removes the focused one."
        case .assetURL: "An https URL the device downloads; the type is guessed from its extension."
        case .customURI: "A web URL (https://…) or a deep link (myapp://…)."
        case .addExtra: "Enter adds a key; Alt-R removes the focused one."
        case .extra(_, .key): "ab and aps are Braze's own and refused."
        case .extra(_, .value): "Typed as chosen: text, number, true/false or JSON."
        case .expiry: "ISO 8601, or a shorthand: in 2h, in 3d, tomorrow 9:00, today 18:30."
        case .collapseID: "At most 64 bytes; a new push with the same id replaces the old one."
        case .apnsPriority: "A background push (wake only) must use 5."
        case .externalUserIDs: "One id per line, at most 50."
        case .userAliases: "One per line as label:name."
        default: ""
        }
    }
}

/// How an `extra` value is typed.
public enum ExtraType: String, Sendable, CaseIterable {
    case text, number, boolean, json = "JSON"

    /// The type of a JSON value.
    public init(_ value: JSONValue) {
        switch value {
        case .string: self = .text
        case .number: self = .number
        case .bool: self = .boolean
        default: self = .json
        }
    }
}
