import TerminalKit

/// The editing state of the focused text field.
public enum FieldEditor: Sendable, Equatable {
    /// One line.
    case line(LineEditor)
    /// Several lines.
    case area(TextArea)

    /// The text being edited.
    public var text: String {
        switch self {
        case .line(let e): e.text
        case .area(let a): a.text
        }
    }

    /// The revisions of its lines: different whenever the text may have changed, so a key that
    /// moves the cursor is told from one that edits without comparing the texts.
    public var contentRevision: [UInt64] {
        switch self {
        case .line(let e): [e.revision.id]
        case .area(let a): a.lines.map(\.revision.id)
        }
    }

    public static func == (a: FieldEditor, b: FieldEditor) -> Bool { a.text == b.text }
}
