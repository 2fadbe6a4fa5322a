import PushCore

/// Which fields each screen shows; button and extra rows follow the draft.
extension ComposerDraft {
    /// The fields of a screen, in focus order.
    public func fields(on screen: Screen) -> [FieldID] {
        switch screen {
        case .alert:
            return [.title, .body, .titleLocKey, .titleLocArgs, .locKey, .locArgs, .actionLocKey, .alertSound]
        case .sound:
            return push.sound == nil || push.sound == "default" ? [.soundMode] : [.soundMode, .soundFile]
        case .badge:
            return (push.badge ?? 0) > 0 ? [.badgeMode, .badgeCount] : [.badgeMode]
        case .level:
            return [.interruptionLevel, .relevanceScore]
        case .buttons:
            var out: [FieldID] = [.category]
            if let defaults = push.category.flatMap(DefaultCategory.init(rawValue:)) {
                for (i, spec) in defaults.buttons.enumerated() {
                    out.append(.defaultButton(i, .action))
                    if buttonEntry(for: spec.actionID)?.knownAction?.needsURI == true {
                        out += [.defaultButton(i, .uri), .defaultButton(i, .webview)]
                    }
                }
            } else if push.category != nil {
                out.append(.customCategory)
                for i in (push.buttons ?? []).indices {
                    out += [.button(i, .actionID), .button(i, .action), .button(i, .uri), .button(i, .webview), .button(i, .label)]
                }
                out.append(.addButton)
            }
            return out
        case .media:
            return [.assetURL, .assetFileType, .customURI, .useWebview]
        case .extras:
            return (push.extra?.members ?? []).indices.flatMap { i in
                [FieldID.extra(i, .key), .extra(i, .type), .extra(i, .value)]
            } + [.addExtra]
        case .delivery:
            return [.expiry, .collapseID, .apnsPriority, .threadID, .contentAvailable, .mutableContent,
                    .mostRecentDevice, .messageVariationID]
        case .audience:
            return [.externalUserIDs, .userAliases, .segmentID, .campaignID, .sendID, .overrideFrequencyCapping,
                    .subscriptionState, .broadcast]
        }
    }

    /// The screen a field lives on.
    public static func screen(of field: FieldID) -> Screen {
        switch field {
        case .title, .body, .titleLocKey, .titleLocArgs, .locKey, .locArgs, .actionLocKey, .alertSound: .alert
        case .soundMode, .soundFile: .sound
        case .badgeMode, .badgeCount: .badge
        case .interruptionLevel, .relevanceScore: .level
        case .category, .customCategory, .defaultButton, .button, .addButton: .buttons
        case .assetURL, .assetFileType, .customURI, .useWebview: .media
        case .extra, .addExtra: .extras
        case .expiry, .collapseID, .apnsPriority, .threadID, .contentAvailable, .mutableContent, .mostRecentDevice,
             .messageVariationID: .delivery
        case .externalUserIDs, .userAliases, .segmentID, .campaignID, .sendID, .overrideFrequencyCapping,
             .subscriptionState, .broadcast: .audience
        }
    }

    /// The push's button entry for an action id.
    func buttonEntry(for actionID: String) -> PushButton? {
        push.buttons?.first { $0.actionID == actionID }
    }

    /// Where a field sits in the saved request, for matching diagnostics to it.
    public func pointer(of field: FieldID) -> String? {
        let p = "/messages/apple_push"
        switch field {
        case .title: return p + "/alert/title"
        case .body: return p + "/alert/body"
        case .titleLocKey: return p + "/alert/title_loc_key"
        case .titleLocArgs: return p + "/alert/title_loc_args"
        case .locKey: return p + "/alert/loc_key"
        case .locArgs: return p + "/alert/loc_args"
        case .actionLocKey: return p + "/alert/action_loc_key"
        case .alertSound: return p + "/alert/sound"
        // A mode picker owns its field's problems only while the value field is hidden.
        case .soundMode: return fields(on: .sound).contains(.soundFile) ? nil : p + "/sound"
        case .soundFile: return p + "/sound"
        case .badgeMode: return fields(on: .badge).contains(.badgeCount) ? nil : p + "/badge"
        case .badgeCount: return p + "/badge"
        case .interruptionLevel: return p + "/interruption_level"
        case .relevanceScore: return p + "/relevance_score"
        case .category: return fields(on: .buttons).contains(.customCategory) ? nil : p + "/category"
        case .customCategory: return p + "/category"
        case .defaultButton(let i, let part):
            guard let defaults = push.category.flatMap(DefaultCategory.init(rawValue:)), i < defaults.buttons.count,
                  let index = push.buttons?.firstIndex(where: { $0.actionID == defaults.buttons[i].actionID }) else { return nil }
            return p + "/buttons/\(index)" + Self.buttonSuffix(part)
        case .button(let i, let part): return p + "/buttons/\(i)" + Self.buttonSuffix(part)
        case .addButton: return p + "/buttons"
        case .assetURL: return p + "/asset_url"
        case .assetFileType: return p + "/asset_file_type"
        case .customURI: return p + "/custom_uri"
        case .useWebview: return p + "/use_webview"
        case .extra(let i, _):
            guard let key = push.extra?.members[safe: i]?.key else { return nil }
            return JSONPointer.appending(p + "/extra", key)
        case .addExtra: return p + "/extra"
        case .expiry: return p + "/expiry"
        case .collapseID: return p + "/collapse_id"
        case .apnsPriority: return p + "/apns_priority"
        case .threadID: return p + "/notification_group_thread_id"
        case .contentAvailable: return p + "/content-available"
        case .mutableContent: return p + "/mutable_content"
        case .mostRecentDevice: return p + "/send_to_most_recent_device_only"
        case .messageVariationID: return p + "/message_variation_id"
        case .externalUserIDs: return "/external_user_ids"
        case .userAliases: return "/user_aliases"
        case .segmentID: return "/segment_id"
        case .campaignID: return "/campaign_id"
        case .sendID: return "/send_id"
        case .overrideFrequencyCapping: return "/override_frequency_capping"
        case .subscriptionState: return "/recipient_subscription_state"
        case .broadcast: return "/broadcast"
        }
    }

    private static func buttonSuffix(_ part: FieldID.ButtonPart) -> String {
        switch part {
        case .actionID: "/action_id"
        case .action: "/action"
        case .uri: "/uri"
        case .webview: "/use_webview"
        case .label: ""
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
