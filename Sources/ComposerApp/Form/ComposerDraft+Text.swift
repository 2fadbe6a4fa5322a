import PushCore

/// Reading and writing the text of text-like fields.
extension ComposerDraft {
    /// The text a field shows.
    public func text(of field: FieldID) -> String {
        let alert = alertContent
        switch field {
        case .title: return alert?.title ?? ""
        case .body: return alert?.body ?? ""
        case .titleLocKey: return alert?.titleLocKey ?? ""
        case .titleLocArgs: return (alert?.titleLocArgs ?? []).joined(separator: "\n")
        case .locKey: return alert?.locKey ?? ""
        case .locArgs: return (alert?.locArgs ?? []).joined(separator: "\n")
        case .actionLocKey: return alert?.actionLocKey ?? ""
        case .alertSound: return alert?.sound ?? ""
        case .soundFile: return push.sound ?? ""
        case .badgeCount: return push.badge.map(String.init) ?? ""
        case .relevanceScore: return push.relevanceScore?.text ?? ""
        case .customCategory: return push.category ?? ""
        case .defaultButton(let i, .uri):
            return defaultButtonSpec(i).flatMap { buttonEntry(for: $0.actionID)?.uri } ?? ""
        case .button(let i, let part):
            guard let b = push.buttons?[safe: i] else { return "" }
            switch part {
            case .actionID: return b.actionID ?? ""
            case .uri: return b.uri ?? ""
            case .label: return b.actionID.flatMap { buttonLabels[$0] } ?? ""
            default: return ""
            }
        case .assetURL: return push.assetURL ?? ""
        case .customURI: return push.customURI ?? ""
        case .extra(let i, .key): return push.extra?.members[safe: i]?.key ?? ""
        case .extra(let i, .value):
            guard let value = push.extra?.members[safe: i]?.value.value else { return "" }
            if case .string(let s) = value { return s }
            return JSONWriter.string(value)
        case .expiry: return push.expiry ?? ""
        case .collapseID: return push.collapseID ?? ""
        case .threadID: return push.threadID ?? ""
        case .messageVariationID: return push.messageVariationID ?? ""
        case .externalUserIDs:
            return (envelope["external_user_ids"]?.arrayValue ?? []).map { $0.value.stringValue ?? JSONWriter.string($0.value) }
                .joined(separator: "\n")
        case .userAliases:
            return (envelope["user_aliases"]?.arrayValue ?? []).map { node in
                let o = node.value.objectValue
                return (o?["alias_label"]?.stringValue ?? "") + ":" + (o?["alias_name"]?.stringValue ?? "")
            }.joined(separator: "\n")
        case .segmentID: return envelope["segment_id"]?.stringValue ?? ""
        case .campaignID: return envelope["campaign_id"]?.stringValue ?? ""
        case .sendID: return envelope["send_id"]?.stringValue ?? ""
        default: return ""
        }
    }

    /// Takes typed text into the draft; empty text removes the field.
    public mutating func setText(_ text: String, for field: FieldID, now: Int64 = 0, utcOffset: Int = 0) -> FieldEdit {
        let value: String? = text.isEmpty ? nil : text
        switch field {
        case .title: updateAlert { $0.title = value }
        case .body: updateAlert { $0.body = value }
        case .titleLocKey: updateAlert { $0.titleLocKey = value }
        case .titleLocArgs: updateAlert { $0.titleLocArgs = Self.lines(text) }
        case .locKey: updateAlert { $0.locKey = value }
        case .locArgs: updateAlert { $0.locArgs = Self.lines(text) }
        case .actionLocKey: updateAlert { $0.actionLocKey = value }
        case .alertSound: updateAlert { $0.sound = value }
        case .soundFile: push.sound = text
        case .badgeCount:
            guard text.allSatisfy(\.isASCIIDigit) else { return .refused("The badge is a whole number, 0 or more.") }
            guard let n = Int(text) else { return text.isEmpty ? .pending("Type a number.") : .refused("That number is too large.") }
            push.badge = n
        case .relevanceScore:
            guard text.allSatisfy({ $0.isASCIIDigit || $0 == "." }), text.filter({ $0 == "." }).count <= 1 else {
                return .refused("The relevance score is a number from 0.0 to 1.0.")
            }
            guard let v = value, Double(v) != nil, !v.hasPrefix("."), !v.hasSuffix(".") else {
                if value == nil { push.relevanceScore = nil; return .applied }
                return .pending("Finish the number.")
            }
            push.relevanceScore = NumberText(v)
        case .customCategory: push.category = text
        case .defaultButton(let i, .uri):
            guard let spec = defaultButtonSpec(i) else { return .applied }
            updateButton(actionID: spec.actionID) { $0.uri = value }
        case .button(let i, let part):
            return setButtonText(text, index: i, part: part)
        case .assetURL:
            let oldGuess = push.assetURL.flatMap(AssetFileType.guess(fromURL:))?.rawValue
            push.assetURL = value
            if push.assetFileType == nil || push.assetFileType == oldGuess {
                push.assetFileType = value.flatMap(AssetFileType.guess(fromURL:))?.rawValue ?? push.assetFileType
            }
        case .customURI: push.customURI = value
        case .extra(let i, let part):
            return setExtraText(text, index: i, part: part)
        case .expiry:
            guard let value else { push.expiry = nil; return .applied }
            if ISODateTime.parse(value) != nil {
                push.expiry = value
            } else if let parsed = ExpiryShorthand.parse(value, now: now, offsetSeconds: utcOffset) {
                push.expiry = parsed.iso
            } else {
                push.expiry = value
            }
        case .collapseID: push.collapseID = value
        case .threadID: push.threadID = value
        case .messageVariationID: push.messageVariationID = value
        case .externalUserIDs:
            envelope["external_user_ids"] = Self.lines(text).map { .array($0.map { JSONNode(.string($0)) }) }
        case .userAliases:
            envelope["user_aliases"] = Self.lines(text).map { items in
                .array(items.map { line in
                    let parts = line.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                    let label = parts.count == 2 ? String(parts[0]) : ""
                    let name = String(parts.last ?? "")
                    return JSONNode(.object(JSONObject(pairs: ["alias_name": .string(name), "alias_label": .string(label)])))
                })
            }
        case .segmentID: envelope["segment_id"] = value.map(JSONValue.string)
        case .campaignID: envelope["campaign_id"] = value.map(JSONValue.string)
        case .sendID: envelope["send_id"] = value.map(JSONValue.string)
        default: break
        }
        return .applied
    }

    /// Non-empty lines, or nil when there are none.
    static func lines(_ text: String) -> [String]? {
        let items = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        return items.isEmpty ? nil : items
    }

    /// The alert as an object, whichever form it has.
    var alertContent: AlertContent? {
        switch push.alert {
        case .text(let s)?: AlertContent(body: s)
        case .content(let c)?: c
        case nil: nil
        }
    }

    /// Edits the alert as an object; an alert left with nothing in it is removed.
    mutating func updateAlert(_ change: (inout AlertContent) -> Void) {
        var content = alertContent ?? AlertContent()
        change(&content)
        // As Braze suggests, a body alone is written as a plain string.
        if content == AlertContent() {
            push.alert = nil
        } else if content.isBodyOnly, let body = content.body {
            push.alert = .text(body)
        } else {
            push.alert = .content(content)
        }
    }

    func defaultButtonSpec(_ index: Int) -> DefaultCategory.Button? {
        push.category.flatMap(DefaultCategory.init(rawValue:))?.buttons[safe: index]
    }

    /// Edits the push's entry for a default button, creating it when needed and dropping it
    /// when it says nothing beyond the defaults.
    mutating func updateButton(actionID: String, _ change: (inout PushButton) -> Void) {
        var buttons = push.buttons ?? []
        let index = buttons.firstIndex { $0.actionID == actionID }
        var button = index.map { buttons[$0] } ?? PushButton(actionID: actionID)
        change(&button)
        let isDefault = button.action == nil && button.uri == nil && button.useWebview == nil && button.otherMembers.isEmpty
        if let index {
            if isDefault { buttons.remove(at: index) } else { buttons[index] = button }
        } else if !isDefault {
            buttons.append(button)
        }
        push.buttons = buttons.isEmpty ? nil : buttons
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
