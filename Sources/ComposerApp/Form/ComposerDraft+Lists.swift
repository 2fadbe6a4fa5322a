import PushCore
import TextFormats

/// Buttons of the app's own category and `extra` entries: lists of small records.
extension ComposerDraft {
    mutating func setButtonText(_ text: String, index: Int, part: FieldID.ButtonPart) -> FieldEdit {
        guard var buttons = push.buttons, buttons.indices.contains(index) else { return .applied }
        let value: String? = text.isEmpty ? nil : text
        switch part {
        case .actionID:
            // Held rather than refused: "reply_all" passes through "reply" on the way.
            guard let value else { return .pending("A button needs an id.") }
            if buttons.enumerated().contains(where: { $0.offset != index && $0.element.actionID == value }) {
                return .pending("Another button already has the id \"\(value)\".")
            }
            let old = buttons[index].actionID
            buttons[index].actionID = value
            if let old, let label = buttonLabels.removeValue(forKey: old) { buttonLabels[value] = label }
        case .uri:
            buttons[index].uri = value
        case .label:
            guard let id = buttons[index].actionID else { return .pending("Give the button an id first.") }
            buttonLabels[id] = value
        default:
            break
        }
        push.buttons = buttons
        return .applied
    }

    /// Adds a button to the app's own category (URI by default, as Braze requires an action).
    public mutating func addButton() -> Int {
        var buttons = push.buttons ?? []
        var n = buttons.count + 1
        while buttons.contains(where: { $0.actionID == "button_\(n)" }) { n += 1 }
        buttons.append(PushButton(actionID: "button_\(n)", action: ButtonAction.uri.rawValue, uri: nil))
        push.buttons = buttons
        return buttons.count - 1
    }

    /// Removes a button.
    public mutating func removeButton(at index: Int) {
        guard var buttons = push.buttons, buttons.indices.contains(index) else { return }
        let removed = buttons.remove(at: index)
        if let id = removed.actionID { buttonLabels[id] = nil }
        push.buttons = buttons.isEmpty ? nil : buttons
    }

    /// Moves a button up or down.
    public mutating func moveButton(at index: Int, by delta: Int) -> Int {
        guard var buttons = push.buttons, buttons.indices.contains(index), buttons.indices.contains(index + delta) else { return index }
        buttons.swapAt(index, index + delta)
        push.buttons = buttons
        return index + delta
    }

    mutating func setExtraText(_ text: String, index: Int, part: FieldID.ExtraPart) -> FieldEdit {
        guard var extra = push.extra, extra.members.indices.contains(index) else { return .applied }
        switch part {
        case .key:
            // Held, not refused, so that "abc" can be typed through "ab"; the draft keeps the
            // last valid key until then.
            if text == "ab" || text == DevicePayload.apsKey {
                return .pending("\"\(text)\" is Braze's own key and cannot be an extra key.")
            }
            if extra.members.enumerated().contains(where: { $0.offset != index && $0.element.key == text }) {
                return .pending("Another extra already has the key \"\(text)\".")
            }
            extra.members[index].key = text
        case .value:
            let type = ExtraType(extra.members[index].value.value)
            guard let value = Self.parseExtra(text, as: type) else {
                return .pending(type == .boolean ? "Type true or false." : "Not \(type == .number ? "a number" : "valid JSON") yet.")
            }
            extra.members[index].value = JSONNode(value)
        case .type:
            break
        }
        push.extra = extra
        return .applied
    }

    /// Converts typed text to a value of the chosen type, or nil when it does not parse.
    static func parseExtra(_ text: String, as type: ExtraType) -> JSONValue? {
        switch type {
        case .text: return .string(text)
        case .boolean: return text == "true" ? .bool(true) : text == "false" ? .bool(false) : nil
        case .number, .json:
            guard let node = try? JSONReader().read(text) else { return nil }
            if type == .number, case .number = node.value { return node.value }
            return type == .json ? node.value : nil
        }
    }

    /// Adds an extra entry with a fresh key.
    public mutating func addExtra() -> Int {
        var extra = push.extra ?? JSONObject()
        var n = extra.members.count + 1
        while extra.member("key_\(n)") != nil { n += 1 }
        extra.members.append(JSONMember(key: "key_\(n)", value: JSONNode(.string(""))))
        push.extra = extra
        return extra.members.count - 1
    }

    /// Removes an extra entry.
    public mutating func removeExtra(at index: Int) {
        guard var extra = push.extra, extra.members.indices.contains(index) else { return }
        extra.members.remove(at: index)
        push.extra = extra.isEmpty ? nil : extra
    }

    /// Moves an extra entry up or down; the payload keeps the order.
    public mutating func moveExtra(at index: Int, by delta: Int) -> Int {
        guard var extra = push.extra, extra.members.indices.contains(index),
              extra.members.indices.contains(index + delta) else { return index }
        extra.members.swapAt(index, index + delta)
        push.extra = extra
        return index + delta
    }
}
