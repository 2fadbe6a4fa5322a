import PushCore
import TextFormats

/// Labels, kinds and hints: what a marketer sees next to each field, from the field table.
extension FieldID {
    /// The label in the form.
    public var label: String { spec.label }
    /// The label without the spaces that align the form, as messages name the field. Asked on
    /// every typed key (the undo history names the change), so without Foundation's trimming.
    var name: String {
        let label = spec.label
        guard let first = label.firstIndex(where: { $0 != " " }), let last = label.lastIndex(where: { $0 != " " }) else { return "" }
        return String(label[first...last])
    }

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
