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
              overlay == nil, !held.escapeHeld, KeyMap.standard.action(for: key) == nil else { return false }
        let layout = self.layout
        guard layout.fits, !layout.form.isEmpty, let field = focusedField else { return false }
        return field.kind.editsText
    }

    /// Applies a key that `onlyTypes` to the focused field's editor alone, the draft and the facts
    /// left as they were: the form can show the new text before the draft takes it
    /// (`finishTyping`) and before `settled()` derives what follows. Nil, with nothing done, when
    /// no text field has focus.
    public mutating func typeIntoEditor(_ event: Event) -> Typing? {
        guard let field = focusedField, field.kind.editsText else { return nil }
        let reason = pending[field]?.reason
        tellAboutOptionKey(event)
        let edit = editing.type(event, into: field, as: Self.undoChange(field, event))
        return Typing(field: field, reason: reason, edit: edit)
    }

    /// The draft takes the editor's text. Returns whether the form's rows stand as they were
    /// drawn, so that only the focused value needs drawing again: not when the key changed the
    /// focus or the field's pending reason, or typed into a field whose notes follow its text.
    @discardableResult
    public mutating func finishTyping(_ typing: Typing) -> Bool {
        if let edit = typing.edit { takeText(edit) }
        guard focusedField == typing.field, pending[typing.field]?.reason == typing.reason else { return false }
        return !FormLayout.notesFollowText(of: typing.field)
    }

    /// A key taken by a field's editor and not yet by the draft (`finishTyping`).
    public struct Typing: Sendable {
        let field: FieldID
        /// The field's pending reason before the key, to tell whether its note changed.
        let reason: String?
        /// What changed in the text; nil when the key only moved the cursor or did nothing.
        let edit: TextEdit?

        /// Whether the key can be shown before the draft takes it: it changed the text of a field of
        /// words, which the draft never refuses (a number may be; it is shown once taken). The
        /// draft's work is then done after the key's first byte, not before.
        public var showsBeforeTaken: Bool { edit != nil && field.kind.holdsWords }
    }
}
