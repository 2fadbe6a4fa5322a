import PushCore

/// Choice and yes/no fields.
extension ComposerDraft {
    /// The options of a choice field; a value read from a file that is not an option is shown too.
    public func options(for field: FieldID) -> [String] {
        switch field {
        case .defaultButton(let i, .action):
            return defaultButtonSpec(i)?.allowedActions.map(\.rawValue) ?? []
        case .button(_, .action):
            return [ButtonAction.uri.rawValue, ButtonAction.deepLink.rawValue]
        case .apnsPriority:
            var options = ["not set", "10 immediate", "5 power-aware", "1 minimal"]
            if let p = push.apnsPriority, ![10, 5, 1].contains(p) { options.append("\(p) (not valid)") }
            return options
        case .interruptionLevel:
            var options = ["not set"] + InterruptionLevel.allCases.map(\.rawValue)
            if let raw = push.interruptionLevel, InterruptionLevel(rawValue: raw) == nil { options.append(raw) }
            return options
        case .assetFileType:
            var options = ["not set"] + AssetFileType.allCases.map(\.rawValue)
            if let raw = push.assetFileType, AssetFileType(rawValue: raw) == nil { options.append(raw) }
            return options
        default:
            if case .choice(let options) = field.kind { return options }
            return []
        }
    }

    /// The selected option's index.
    public func choiceIndex(of field: FieldID) -> Int {
        let options = self.options(for: field)
        switch field {
        case .soundMode: return push.sound == nil ? 0 : push.sound == "default" ? 1 : 2
        case .badgeMode: return push.badge == nil ? 0 : push.badge == 0 ? 2 : 1
        case .interruptionLevel, .assetFileType:
            let raw = field == .interruptionLevel ? push.interruptionLevel : push.assetFileType
            return raw.flatMap { options.firstIndex(of: $0) } ?? 0
        case .category:
            guard let category = push.category else { return 0 }
            return DefaultCategory.allCases.firstIndex { $0.rawValue == category }.map { $0 + 1 } ?? 5
        case .defaultButton(let i, .action):
            guard let spec = defaultButtonSpec(i) else { return 0 }
            let action = buttonEntry(for: spec.actionID)?.knownAction ?? spec.defaultAction
            return options.firstIndex(of: action.rawValue) ?? 0
        case .button(let i, .action):
            return push.buttons?[safe: i]?.action == ButtonAction.deepLink.rawValue ? 1 : 0
        case .extra(let i, .type):
            guard let value = push.extra?.members[safe: i]?.value.value else { return 0 }
            return ExtraType.allCases.firstIndex(of: ExtraType(value)) ?? 0
        case .apnsPriority:
            switch push.apnsPriority {
            case nil: return 0
            case 10?: return 1
            case 5?: return 2
            case 1?: return 3
            default: return 4
            }
        case .subscriptionState:
            return envelope["recipient_subscription_state"]?.stringValue.flatMap { options.firstIndex(of: $0) } ?? 0
        default:
            return 0
        }
    }

    /// Selects an option.
    public mutating func choose(_ index: Int, for field: FieldID) {
        let options = self.options(for: field)
        guard options.indices.contains(index) else { return }
        let option = options[index]
        switch field {
        case .soundMode:
            if let sound = push.sound, sound != "default" { memory.customSound = sound }
            switch index {
            case 0: push.sound = nil
            case 1: push.sound = "default"
            default: if push.sound == nil || push.sound == "default" { push.sound = memory.customSound ?? "" }
            }
        case .badgeMode:
            switch index {
            case 0: push.badge = nil
            case 2: push.badge = 0
            default: if (push.badge ?? 0) == 0 { push.badge = 1 }
            }
        case .interruptionLevel: push.interruptionLevel = index == 0 ? nil : option
        case .assetFileType: push.assetFileType = index == 0 ? nil : option
        case .category:
            chooseCategory(index)
        case .defaultButton(let i, .action):
            guard let spec = defaultButtonSpec(i), let action = ButtonAction(rawValue: option) else { return }
            updateButton(actionID: spec.actionID) { b in
                b.action = action == spec.defaultAction ? nil : action.rawValue
                if !action.needsURI { b.uri = nil; b.useWebview = nil }
            }
        case .button(let i, .action):
            guard var buttons = push.buttons, buttons.indices.contains(i) else { return }
            buttons[i].action = option
            push.buttons = buttons
        case .extra(let i, .type):
            guard var extra = push.extra, extra.members.indices.contains(i), let type = ExtraType(rawValue: option) else { return }
            let key = extra.members[i].key
            let current = extra.members[i].value.value
            if case .string(let s) = current { memory.extraText[key] = s }
            let typed: String = memory.extraText[key] ?? { if case .string(let s) = current { s } else { JSONWriter.string(current) } }()
            extra.members[i].value = JSONNode(Self.parseExtra(typed, as: type) ?? Self.emptyValue(type))
            push.extra = extra
        case .apnsPriority:
            push.apnsPriority = [nil, 10, 5, 1, push.apnsPriority][index]
        case .subscriptionState:
            envelope["recipient_subscription_state"] = index == 0 ? nil : .string(option)
        default:
            break
        }
    }

    /// Switches the category, keeping each category's buttons (and the app's own id) to come back to.
    private mutating func chooseCategory(_ index: Int) {
        if let current = push.category {
            memory.buttonsByCategory[current] = push.buttons
            if DefaultCategory(rawValue: current) == nil { memory.appCategory = current }
        }
        let defaults = DefaultCategory.allCases
        if index == 0 {
            push.category = nil
            push.buttons = nil
        } else if index <= defaults.count {
            let category = defaults[index - 1]
            guard push.category != category.rawValue else { return }
            push.category = category.rawValue
            push.buttons = memory.buttonsByCategory[category.rawValue] ?? nil
        } else if push.category.flatMap(DefaultCategory.init(rawValue:)) != nil || push.category == nil {
            let category = memory.appCategory ?? ""
            push.category = category
            push.buttons = memory.buttonsByCategory[category] ?? nil
        }
    }

    private static func emptyValue(_ type: ExtraType) -> JSONValue {
        switch type {
        case .text: .string("")
        case .number: .number("0")
        case .boolean: .bool(false)
        case .json: .object(JSONObject())
        }
    }

    /// An optional yes/no field's value.
    public func flag(of field: FieldID) -> Bool? {
        switch field {
        case .useWebview: return push.useWebview
        case .contentAvailable: return push.contentAvailable
        case .mutableContent: return push.mutableContent
        case .mostRecentDevice: return push.sendToMostRecentDeviceOnly
        case .defaultButton(let i, .webview): return defaultButtonSpec(i).flatMap { buttonEntry(for: $0.actionID)?.useWebview }
        case .button(let i, .webview): return push.buttons?[safe: i]?.useWebview
        case .overrideFrequencyCapping, .broadcast:
            let key = field == .broadcast ? "broadcast" : "override_frequency_capping"
            switch envelope[key] {
            case .bool(let b)?: return b
            case .string("true")?: return true
            case .string("false")?: return false
            default: return nil
            }
        default: return nil
        }
    }

    /// Sets an optional yes/no field; nil removes it.
    public mutating func setFlag(_ value: Bool?, for field: FieldID) {
        switch field {
        case .useWebview: push.useWebview = value
        case .contentAvailable: push.contentAvailable = value
        case .mutableContent: push.mutableContent = value
        case .mostRecentDevice: push.sendToMostRecentDeviceOnly = value
        case .defaultButton(let i, .webview):
            guard let spec = defaultButtonSpec(i) else { return }
            updateButton(actionID: spec.actionID) { $0.useWebview = value }
        case .button(let i, .webview):
            guard var buttons = push.buttons, buttons.indices.contains(i) else { return }
            buttons[i].useWebview = value
            push.buttons = buttons
        case .overrideFrequencyCapping: envelope["override_frequency_capping"] = value.map(JSONValue.bool)
        case .broadcast: envelope["broadcast"] = value.map(JSONValue.bool)
        default: break
        }
    }
}
