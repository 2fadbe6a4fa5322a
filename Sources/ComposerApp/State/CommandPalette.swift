import TerminalKit

/// Every action by name, found by typing, run with Enter: the help screen and the way to any key
/// that a terminal does not send.
public struct CommandPalette: FilteredList, Sendable, Equatable {
    /// What is typed to find an action.
    public var filter = LineEditor("")
    /// The row with the cursor, among the matching ones.
    public var cursor = 0

    /// A palette with nothing typed.
    public init() {}

    /// The bindings whose keys or words hold every word typed, in the key map's order.
    public var rows: [KeyMap.Binding] {
        let words = filter.text.lowercased().split(separator: " ")
        return KeyMap.standard.bindings.filter { binding in
            guard binding.action != .help else { return false }
            let text = (binding.keys.map(KeyMap.name).joined(separator: " ") + " " + binding.action.summary).lowercased()
            return words.allSatisfy { text.contains($0) }
        }
    }

    /// The action under the cursor.
    public var chosen: Action? {
        let rows = rows
        return rows.indices.contains(cursor) ? rows[cursor].action : nil
    }

    /// Typing finds an action, ↑/↓ choose, Enter answers with the one chosen; Esc and the help
    /// keys close it.
    mutating func update(_ key: KeyEvent) -> OverlayReply<Action> {
        switch key.key {
        case .escape: return .close
        case .enter: return chosen.map { .answer($0) } ?? .stay
        default:
            if KeyMap.standard.action(for: key) == .help { return .close }
            _ = navigate(key, rows: rows.count)
            return .stay
        }
    }
}
