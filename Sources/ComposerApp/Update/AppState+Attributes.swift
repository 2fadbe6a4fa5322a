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

    /// Inserts the attribute chosen in the picker at the field's cursor, through the field's own
    /// editing, as a paste: checked and counted like typing.
    mutating func insert(_ chosen: InsertableAttribute) {
        editFocused(with: .paste(chosen.liquid))
        for _ in 0..<chosen.cursorBack { editFocused(with: .key(KeyEvent(.left))) }
        if chosen.cursorBack > 0 { say("Inserted \(chosen.written): type what a user without it sees, between the quotes.", .info) }
    }
}
