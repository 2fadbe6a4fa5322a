import PushPersonalization
import TerminalKit

/// Insert attribute: every attribute a template can read here, found by typing part of its name,
/// inserted at the cursor of the text field being edited.
public struct AttributePicker: FilteredList, Sendable, Equatable {
    /// The attributes, read when the picker opened.
    public var attributes: [InsertableAttribute]
    /// What is typed to find one.
    public var filter = LineEditor("")
    /// The row with the cursor, among the matching ones.
    public var cursor = 0

    /// A picker over `attributes`, the cursor on the first.
    public init(attributes: [InsertableAttribute]) {
        self.attributes = attributes
    }

    /// The indices of the attributes whose written form holds what is typed.
    public var rows: [Int] {
        let text = filter.text.lowercased()
        guard !text.isEmpty else { return Array(attributes.indices) }
        return attributes.indices.filter { attributes[$0].written.lowercased().contains(text) }
    }

    /// The attribute under the cursor.
    public var chosen: InsertableAttribute? {
        let rows = rows
        return rows.indices.contains(cursor) ? attributes[rows[cursor]] : nil
    }

    /// Typing finds, ↑/↓ move, Enter answers with the attribute to insert, Esc closes.
    mutating func update(_ key: KeyEvent) -> OverlayReply<InsertableAttribute> {
        if navigate(key, rows: rows.count) { return .stay }
        switch key.key {
        case .escape: return .close
        case .enter: return chosen.map { .answer($0) } ?? .stay
        default: return .stay
        }
    }
}
