import PushCore
import TextFormats

/// Reading and writing the text of text-like fields.
extension ComposerDraft {
    /// The text a field shows.
    public func text(of field: FieldID) -> String {
        guard case .text(let read, _) = field.spec.access else { return "" }
        return read(self)
    }

    /// Takes typed text into the draft; empty text removes the field. `now` and `utcOffset`
    /// turn expiry shorthands ("in 2h") into dates.
    public mutating func setText(_ text: String, for field: FieldID, now: Int64 = 0, utcOffset: Int = 0) -> FieldEdit {
        guard case .text(_, let write) = field.spec.access else { return .applied }
        return write(&self, text, WallClock(unixSeconds: now, utcOffset: utcOffset))
    }

    /// The user aliases as typed: one `label:name` a line.
    var userAliasesText: String {
        (envelope[EnvelopeField.userAliases.rawValue]?.arrayValue ?? []).map { node in
            let o = node.value.objectValue
            return (o?["alias_label"]?.stringValue ?? "") + ":" + (o?["alias_name"]?.stringValue ?? "")
        }.joined(separator: "\n")
    }

    /// Takes user aliases typed one `label:name` a line.
    mutating func setUserAliases(_ text: String) {
        envelope[EnvelopeField.userAliases.rawValue] = Self.lines(text).map { items in
            .array(items.map { line in
                let parts = line.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                let label = parts.count == 2 ? String(parts[0]) : ""
                let name = String(parts.last ?? "")
                return JSONNode(.object(JSONObject(pairs: ["alias_name": .string(name), "alias_label": .string(label)])))
            })
        }
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

    /// The buttons the chosen category names (Braze's, or the app's from the config); nil for
    /// a category the form knows nothing of, whose buttons are typed in.
    var knownButtons: [KnownButton]? {
        guard let category = push.category else { return nil }
        if let defaults = DefaultCategory(rawValue: category) { return defaults.buttons.map(KnownButton.init) }
        return categories.first { $0.id == category }.map { $0.buttons.map(KnownButton.init) }
    }

    func knownButton(_ index: Int) -> KnownButton? { knownButtons?[safe: index] }

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
