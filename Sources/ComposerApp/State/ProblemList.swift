import TerminalKit

/// The list of every diagnostic, one selected; Enter answers with it, to jump to its field.
public struct ProblemList: Sendable, Equatable {
    /// The index of the selected diagnostic.
    public var selected: Int

    /// A list with the diagnostic at `selected` chosen.
    public init(selected: Int) {
        self.selected = selected
    }

    /// ↑/↓ move among `count` diagnostics, Enter answers with the selected one's index, Esc closes.
    mutating func update(_ key: KeyEvent, count: Int) -> OverlayReply<Int> {
        switch key.key {
        case .escape: return .close
        case .up: selected = max(0, selected - 1)
        case .down: selected = max(0, min(count - 1, selected + 1))
        case .enter: return .answer(selected)
        default: break
        }
        return .stay
    }
}
