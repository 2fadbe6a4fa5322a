extension AppState {
    /// Keeps the draft as it was before a change, named by what the edit said it was.
    mutating func recordUndo(_ before: ComposerDraft, _ change: UndoHistory.Change) {
        let label: String = switch change {
        case .typing(let field, _): "typing in \(field.name)"
        case .deleting(let field): "deleting in \(field.name)"
        case .choosing(let field): "the change of \(field.name)"
        case .other(let name): name
        }
        document.undoHistory.record(entry(before, label: label), change: change, at: clock)
    }

    /// ^Z: the draft before the last change, with the cursor where that change was made.
    mutating func undo() { step(back: true) }

    /// ^Y: what the last undo took back.
    mutating func redo() { step(back: false) }

    private mutating func step(back: Bool) {
        let current = entry(draft, label: "")
        guard let entry = back ? document.undoHistory.undo(from: current) : document.undoHistory.redo(from: current) else {
            say(back ? "Nothing to undo." : "Nothing to redo.")
            return
        }
        restore(entry)
        let redoKey = KeyMap.standard.keyName(for: .redo) ?? "redo"
        say(back ? "Undid \(entry.label) (\(redoKey) redoes it)." : "Redid \(entry.label).")
    }

    private func entry(_ draft: ComposerDraft, label: String) -> UndoHistory.Entry {
        // The payload's size stands for the draft's: what the bound needs is its order of magnitude.
        UndoHistory.Entry(draft: draft, screen: screen, focus: focusIndex, label: label, bytes: facts.analysis.budget.brazeBytes + 512)
    }

    private mutating func restore(_ entry: UndoHistory.Entry) {
        screen = entry.screen
        replaceDraft(entry.draft, recordsUndo: false)
        focusIndex = min(entry.focus, max(0, fields.count - 1))
        beginEditing()
    }
}
