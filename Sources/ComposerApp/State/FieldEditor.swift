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

    public static func == (a: FieldEditor, b: FieldEditor) -> Bool { a.text == b.text }
}
