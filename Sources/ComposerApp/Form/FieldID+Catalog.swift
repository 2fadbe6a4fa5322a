import PushCore
import TextFormats

/// Labels, kinds and hints: what a marketer sees next to each field, from the field table.
extension FieldID {
    /// The label in the form.
    public var label: String { spec.label }

    /// How the field is edited.
    public var kind: FieldKind { spec.kind }

    /// A hint shown when the field is focused.
    public var hint: String { spec.hint }
}

/// How an `extra` value is typed.
public enum ExtraType: String, Sendable, CaseIterable {
    case text, number, boolean, json = "JSON"

    /// The type of a JSON value.
    public init(_ value: JSONValue) {
        switch value {
        case .string: self = .text
        case .number: self = .number
        case .bool: self = .boolean
        default: self = .json
        }
    }
}
