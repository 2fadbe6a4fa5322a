/// How a field is edited.
public enum FieldKind: Sendable, Equatable {
    /// One line of text.
    case text
    /// Several lines of text (the body).
    case multiline
    /// One item per line (localization arguments, user ids).
    case lines
    /// One of options (the field's spec lists them); the first is "not set" where that applies.
    case choice
    /// An optional yes/no: not set, yes, no.
    case flag
    /// A whole number; other characters are refused as typed.
    case integer
    /// A decimal number; other characters are refused as typed.
    case decimal
    /// A row that adds an item to a list when activated.
    case addButton

    /// Whether typed characters edit the field's text (in a line or an area).
    public var editsText: Bool {
        switch self {
        case .text, .multiline, .lines, .integer, .decimal: true
        case .choice, .flag, .addButton: false
        }
    }

    /// Whether the field holds words, where Liquid and attributes go (not a number).
    public var holdsWords: Bool { self == .text || self == .multiline || self == .lines }

    /// Whether the field holds a number.
    public var isNumber: Bool { self == .integer || self == .decimal }
}
