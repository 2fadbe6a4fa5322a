import TerminalKit

/// Which field has focus and how its text stands while it is edited: the screen, the focus,
/// the editor, a selected number, and text that does not parse yet.
public struct FieldEditing: Sendable {
    /// The current screen.
    public var screen: Screen = .alert
    /// Which field of the screen has focus.
    public var focusIndex = 0
    /// The text of the focused field while it is edited.
    public var editor: FieldEditor?
    /// Whether the focused number is selected, so that typing replaces it instead of adding to it.
    public var replacesOnType = false
    /// Text that does not parse yet, with why; the draft keeps its last valid value meanwhile.
    public var pending: [FieldID: (text: String, reason: String)] = [:]

    /// What stands in the editor's place while its text is edited in place: made once, not per key.
    private static let placeholder = FieldEditor.line(LineEditor())

    /// Applies `event` to the editor alone, the draft left as it was; what changed in the text of
    /// `field` for the draft to take, or nil when no text changed (a moved cursor stays moved).
    mutating func type(_ event: Event, into field: FieldID, as change: UndoHistory.Change) -> TextEdit? {
        guard var after = editor else { return nil }
        let wasSelected = replacesOnType
        let revisionBefore = after.contentRevision
        // Moved out while it is edited: a long text is edited in place, never copied.
        editor = nil
        switch after {
        case .line(var line):
            after = Self.placeholder
            defer { after = .line(line) }
            // A selected number: typing or pasting replaces it, Backspace and Delete clear it,
            // any other key ends the selection and edits in place.
            replacesOnType = false
            switch event {
            case .paste(let text):
                if wasSelected { line = LineEditor() }
                line.insert(text.split(whereSeparator: \.isNewline).joined(separator: " "))
            case .key(let key):
                if let c = key.typedCharacter {
                    if wasSelected { line = LineEditor() }
                    line.insert(String(c))
                } else if wasSelected && (key.key == .backspace || key.key == .delete) {
                    line = LineEditor()
                } else if !line.handle(key) {
                    replacesOnType = wasSelected
                }
            default:
                replacesOnType = wasSelected
            }
        case .area(var area):
            after = Self.placeholder
            defer { after = .area(area) }
            _ = area.handle(event)
        }
        editor = after
        guard after.contentRevision != revisionBefore else { return nil }
        return TextEdit(field: field, change: change, wasSelected: wasSelected)
    }
}

/// What a key changed in a field's editor that the draft has yet to take (`AppState.takeText`).
struct TextEdit: Sendable {
    let field: FieldID
    let change: UndoHistory.Change
    /// Whether the field's number was selected before the key (a refused key keeps it so).
    let wasSelected: Bool
}
