import TerminalKit

/// Keys that only change the text of the focused field. The loop shows such a key before it
/// derives what follows from it (the check, the payload, the card), so a typed letter reaches the
/// screen without waiting for them; the facts follow in the same pass.
extension AppState {
    /// Whether `event` is a key that edits the focused field's text and does nothing else: a
    /// letter, Backspace or Delete, with no dialog open, no action of its own, and the form on
    /// screen as it stays.
    public func onlyTypes(_ event: Event) -> Bool {
        guard case .key(let key) = event, key.typedCharacter != nil || key.key == .backspace || key.key == .delete,
              overlay == nil, !escapeHeld, KeyMap.standard.action(for: key) == nil else { return false }
        let layout = self.layout
        guard layout.fits, !layout.form.isEmpty, let field = focusedField else { return false }
        return field.kind.editsText
    }

    /// Applies a key that `onlyTypes`, leaving the facts as they were: the form shows the new
    /// text, everything else the last facts, until `settled()` brings them up to date.
    /// Returns whether the form's rows stand as they were drawn, so that only the focused value
    /// needs drawing again: not when the key changed the focus or the field's pending reason,
    /// or typed into a field whose notes follow its text.
    @discardableResult
    public mutating func type(_ event: Event) -> Bool {
        let field = focusedField
        let reason = field.flatMap { pending[$0]?.reason }
        editFocused(with: event)
        guard let field, focusedField == field, pending[field]?.reason == reason else { return false }
        return !FormLayout.notesFollowText(of: field)
    }
}
