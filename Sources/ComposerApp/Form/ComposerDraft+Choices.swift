import PushCore
import TextFormats

/// Choice and yes/no fields.
extension ComposerDraft {
    /// The options of a choice field; a value read from a file that is not an option is shown too.
    public func options(for field: FieldID) -> [String] {
        guard case .choice(let options, _, _) = field.spec.access else { return [] }
        return options(self)
    }

    /// The selected option's index.
    public func choiceIndex(of field: FieldID) -> Int {
        guard case .choice(_, let selected, _) = field.spec.access else { return 0 }
        return selected(self)
    }

    /// Selects an option.
    public mutating func choose(_ index: Int, for field: FieldID) {
        guard case .choice(let options, _, let choose) = field.spec.access, options(self).indices.contains(index) else { return }
        choose(&self, index)
    }

    /// Picks the sound mode (none, the default, a file), keeping a typed file name to come back to.
    mutating func chooseSoundMode(_ index: Int) {
        if let sound = push.sound, sound != "default" { memory.customSound = sound }
        switch index {
        case 0: push.sound = nil
        case 1: push.sound = "default"
        default: if push.sound == nil || push.sound == "default" { push.sound = memory.customSound ?? "" }
        }
    }

    /// Retypes an extra value, keeping what was typed as text to come back to.
    mutating func chooseExtraType(_ type: ExtraType, index i: Int) {
        guard var extra = push.extra, extra.members.indices.contains(i) else { return }
        let key = extra.members[i].key
        let current = extra.members[i].value.value
        if case .string(let s) = current { memory.extraText[key] = s }
        let typed: String = memory.extraText[key] ?? { if case .string(let s) = current { s } else { JSONWriter.string(current) } }()
        extra.members[i].value = JSONNode(Self.parseExtra(typed, as: type) ?? Self.emptyValue(type))
        push.extra = extra
    }

    /// The categories offered: none, Braze's four, the app's from the config, and one typed in.
    var categoryChoices: [CategoryChoice] {
        [.none] + DefaultCategory.allCases.map(CategoryChoice.braze) + categories.map(CategoryChoice.app) + [.typed(memory.appCategory)]
    }

    /// Switches the category, keeping each category's buttons (and a typed category id) to come back to.
    mutating func chooseCategory(_ index: Int) {
        let choices = categoryChoices
        guard let choice = choices[safe: index] else { return }
        if case .typed = choice, let current = push.category, !choices.dropLast().contains(where: { $0.category == current }) {
            return  // already a typed category: nothing to switch
        }
        guard choice.category != push.category || choice == .none else { return }
        if let current = push.category {
            memory.buttonsByCategory[current] = push.buttons
            if !choices.dropLast().contains(where: { $0.category == current }) { memory.appCategory = current }
        }
        switch choice {
        case .none:
            push.category = nil
            push.buttons = nil
        case .braze, .app, .typed:
            let category = choice.category ?? ""
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
        guard case .flag(let read, _) = field.spec.access else { return nil }
        return read(self)
    }

    /// Sets an optional yes/no field; nil removes it.
    public mutating func setFlag(_ value: Bool?, for field: FieldID) {
        guard case .flag(_, let write) = field.spec.access else { return }
        write(&self, value)
    }
}
