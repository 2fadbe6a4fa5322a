import PushCore
import TerminalKit

extension AppState {
    /// Sends a key or paste to the focused field and takes the result into the draft.
    mutating func editFocused(with event: Event) {
        guard let field = focusedField else { return }
        let change = Self.undoChange(field, event)
        switch field.kind {
        case .choice:
            guard case .key(let key) = event else { return }
            // A digit on the badge's choice is the number: 0 clears it, others go on in the number field.
            if field == .badgeMode, let c = key.typedCharacter, c.isASCII, let digit = c.wholeNumberValue {
                changeDraft(change) { $0.push.badge = digit }
                if digit > 0 {
                    focus(.badgeCount)
                    replacesOnType = false  // the next digit adds to this one
                }
                return
            }
            let options = draft.options(for: field)
            guard !options.isEmpty else { return }
            let current = draft.choiceIndex(of: field)
            let choice: Int
            switch key.key {
            case .left: choice = (current + options.count - 1) % options.count
            case .right, .enter, .character(" "): choice = (current + 1) % options.count
            case .home: choice = 0
            case .end: choice = options.count - 1
            default: return
            }
            changeDraft(change) { $0.choose(choice, for: field) }
            focusIndex = fields.firstIndex(of: field) ?? focusIndex
        case .flag:
            guard case .key(let key) = event else { return }
            let value = draft.flag(of: field)
            let flag: Bool?
            switch key.key {
            case .enter, .character(" "), .right: flag = value == nil ? true : value == true ? false : nil
            case .left: flag = value == nil ? false : value == false ? true : nil
            case .character("y"): flag = true
            case .character("n"): flag = false
            case .delete, .backspace: flag = nil
            default: return
            }
            changeDraft(change) { $0.setFlag(flag, for: field) }
        case .addButton:
            guard case .key(let key) = event, key.key == .enter || key.key == .character(" ") else { return }
            _ = perform(.addItem)
        case .text, .integer, .decimal, .multiline, .lines:
            editText(field, with: event, as: change)
        }
    }

    private mutating func editText(_ field: FieldID, with event: Event, as change: UndoHistory.Change) {
        tellAboutOptionKey(event)
        if let edit = editing.type(event, into: field, as: change) { takeText(edit) }
    }

    /// Option-P on a Mac types "π" unless the terminal sends Option as Meta: typed as asked, and
    /// said once how to reach the Alt key it may have been meant as.
    mutating func tellAboutOptionKey(_ event: Event) {
        if !held.toldAboutOptionKey, case .key(let key) = event, let c = key.typedCharacter, let hint = MacOptionCharacter.hint(for: c) {
            held.toldAboutOptionKey = true
            say(hint, .info, for: 12)
        }
    }

    /// Takes the editor's text into the draft: applied, pending with its reason, or refused, when
    /// the editor is made again from the draft.
    mutating func takeText(_ edit: TextEdit) {
        guard let after = editor else { return }
        let (field, text, wasSelected) = (edit.field, after.text, edit.wasSelected)
        var candidate = draft
        switch candidate.setText(text, for: field, now: wallClock?.unixSeconds ?? 0, utcOffset: wallClock?.utcOffset ?? 0) {
        case .applied:
            pending[field] = nil
            changeDraft(edit.change) { $0 = candidate }
            if !fields.contains(field) {
                // The value hid its own field (a badge of 0, the sound "default"): focus its picker.
                focusIndex = min(focusIndex, max(0, fields.count - 1))
                beginEditing()
            }
        case .pending(let reason):
            pending[field] = (text, reason)
            // A key or id that clashes is worth saying at once, not only under the field.
            switch field {
            case .extra(_, .key), .button(_, .actionID): say(reason, .warning)
            default: break
            }
        case .refused(let reason):
            // What was refused changes nothing: the field is edited again from the draft's text,
            // and a selected number stays selected.
            beginEditing()
            replacesOnType = wasSelected
            say(reason, .warning)
        }
    }

    /// What an event does to a field, as undo names and groups it.
    static func undoChange(_ field: FieldID, _ event: Event) -> UndoHistory.Change {
        switch event {
        case .key(let key):
            if let c = key.typedCharacter, field.kind.editsText {
                return .typing(field, endsWord: c.isWhitespace)
            }
            if key.modifiers.isEmpty && (key.key == .backspace || key.key == .delete) { return .deleting(field) }
            // Stepping to the option wanted is one change, undone in one go.
            if field.kind == .choice || field.kind == .flag { return .choosing(field) }
            return .other("the change of \(field.name)")
        case .paste:
            return .other("the paste into \(field.name)")
        default:
            return .other("the change of \(field.name)")
        }
    }
}
