import PushCore

/// Every field of every screen; list items carry their index.
public enum FieldID: Hashable, Sendable {
    /// A part of a button of the app's own category.
    public enum ButtonPart: Hashable, Sendable, CaseIterable {
        case actionID, action, uri, webview, label
    }

    /// A part of an `extra` entry.
    public enum ExtraPart: Hashable, Sendable, CaseIterable {
        case key, type, value
    }

    // Alert
    case title, body, titleLocKey, titleLocArgs, locKey, locArgs, actionLocKey, alertSound
    // Sound and badge
    case soundMode, soundFile, badgeMode, badgeCount
    // Interruption level
    case interruptionLevel, relevanceScore
    // Category and buttons
    case category, customCategory
    /// The action or URI of the n-th button of a category the form knows: Braze's, or the
    /// app's own as the config describes it.
    case knownButton(Int, ButtonPart)
    /// A part of the n-th button of the app's own category.
    case button(Int, ButtonPart)
    case addButton
    // Media and click
    case assetURL, assetFileType, customURI, useWebview
    // Extras
    case extra(Int, ExtraPart)
    case addExtra
    // Delivery
    case expiry, collapseID, apnsPriority, threadID, contentAvailable, mutableContent, mostRecentDevice, messageVariationID
    // Push type, a device payload's
    case pushType
    /// A Live Activity key of a device payload's `aps`.
    case liveActivity(LiveActivityKey)
    // Audience
    case externalUserIDs, userAliases, segmentID, campaignID, sendID, overrideFrequencyCapping, subscriptionState, broadcast
}
