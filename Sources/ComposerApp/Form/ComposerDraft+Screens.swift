import PushCore

/// Which fields each screen shows; button and extra rows follow the draft.
extension ComposerDraft {
    /// The fields of a screen, in focus order.
    public func fields(on screen: Screen) -> [FieldID] {
        switch screen {
        case .alert:
            // The click action sits by the message, as Braze's "On click behavior" does.
            let click: [FieldID] = push.customURI == nil ? [.customURI] : [.customURI, .useWebview]
            return [.title, .body] + click + [.titleLocKey, .titleLocArgs, .locKey, .locArgs, .actionLocKey, .alertSound]
        case .sound:
            return push.sound == nil || push.sound == "default" ? [.soundMode] : [.soundMode, .soundFile]
        case .badge:
            return (push.badge ?? 0) > 0 ? [.badgeMode, .badgeCount] : [.badgeMode]
        case .level:
            return [.interruptionLevel, .relevanceScore]
        case .buttons:
            var out: [FieldID] = [.category]
            if let known = knownButtons {
                for (i, spec) in known.enumerated() {
                    out.append(.knownButton(i, .action))
                    if buttonEntry(for: spec.actionID)?.knownAction?.needsURI == true {
                        out += [.knownButton(i, .uri), .knownButton(i, .webview)]
                    }
                }
            } else if push.category != nil {
                out.append(.customCategory)
                for (i, button) in (push.buttons ?? []).enumerated() {
                    out += [.button(i, .actionID), .button(i, .action)]
                    // A URI only for an action that opens one (or one read from a file).
                    if button.knownAction?.needsURI == true || button.uri != nil { out += [.button(i, .uri), .button(i, .webview)] }
                    out.append(.button(i, .label))
                }
                out.append(.addButton)
            }
            return out
        case .media:
            return [.assetURL, .assetFileType]
        case .extras:
            return (push.extra?.members ?? []).indices.flatMap { i in
                [FieldID.extra(i, .key), .extra(i, .type), .extra(i, .value)]
            } + [.addExtra]
        case .delivery:
            return [.expiry, .collapseID, .apnsPriority, .threadID, .contentAvailable, .mutableContent,
                    .mostRecentDevice, .messageVariationID]
        case .pushType:
            guard isLiveActivity || !liveActivity.isEmpty else { return [.pushType] }
            // Each key where its event reads it, and wherever the file has it.
            let event = liveActivity[LiveActivityKey.event.rawValue]?.stringValue
            let shown: [LiveActivityKey] = LiveActivityKey.allCases.filter { key in
                switch key {
                case .event, .timestamp, .contentState, .staleDate: true
                case .dismissalDate: event == "end" || liveActivity.member(key.rawValue) != nil
                case .attributesType, .attributes, .inputPushToken: event == "start" || liveActivity.member(key.rawValue) != nil
                }
            }
            return [.pushType] + shown.map(FieldID.liveActivity)
        case .audience:
            // Only the keys the draft's endpoint takes: a schedule update names no audience.
            return [FieldID.externalUserIDs, .userAliases, .segmentID, .campaignID, .sendID, .overrideFrequencyCapping,
                    .subscriptionState, .broadcast].filter { field in
                guard let pointer = field.spec.pointer(self), let key = EnvelopeField(rawValue: String(pointer.dropFirst())) else { return true }
                return endpoint.keys.contains(key)
            }
        }
    }

    /// The screen a field lives on.
    public static func screen(of field: FieldID) -> Screen { field.spec.screen }

    /// The push's button entry for an action id.
    func buttonEntry(for actionID: String) -> PushButton? {
        push.buttons?.first { $0.actionID == actionID }
    }

    /// Where a field sits in the saved request, for matching diagnostics to it.
    public func pointer(of field: FieldID) -> String? { field.spec.pointer(self) }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
