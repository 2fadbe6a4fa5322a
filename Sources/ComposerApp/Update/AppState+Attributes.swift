import PushPersonalization
import TerminalKit

extension AppState {
    /// ^V in a text field: the attribute picker, with the test users' and the request's attributes.
    mutating func openAttributePicker() {
        guard let field = focusedField, field.kind.holdsWords, editor != nil else {
            say("Attributes go into a text field: Tab to the title or body, then \(KeyMap.standard.keyName(for: .insertAttribute) ?? "^V") again.", .info)
            return
        }
        let attributes = InsertableAttribute.all(users: testUsers, request: RequestProperties(facts.analysis.document))
        overlay = .attributes(AttributePicker(attributes: attributes))
    }

    /// Keys in the attribute picker: typing finds, ↑/↓ move, Enter inserts at the field's cursor.
    mutating func handleAttributeKey(_ key: KeyEvent, _ picker: AttributePicker) {
        var picker = picker
        if picker.navigate(key, rows: picker.rows.count) {
            overlay = .attributes(picker)
            return
        }
        switch key.key {
        case .escape:
            overlay = nil
        case .enter:
            guard let chosen = picker.chosen else { return }
            overlay = nil
            // Through the field's own editing, as a paste: checked and counted like typing.
            editFocused(with: .paste(chosen.liquid))
            for _ in 0..<chosen.cursorBack { editFocused(with: .key(KeyEvent(.left))) }
            if chosen.cursorBack > 0 { say("Inserted \(chosen.written): type what a user without it sees, between the quotes.", .info) }
        default:
            break
        }
    }
}
