import TerminalKit

/// A list found by typing, with a cursor: the preview-as picker, the attribute picker and the
/// palette move and filter alike.
protocol FilteredList {
    /// What is typed to find a row.
    var filter: LineEditor { get set }
    /// The row with the cursor, among the matching ones.
    var cursor: Int { get set }
}

extension FilteredList {
    /// Rows a page key moves by.
    static var pageRows: Int { 8 }

    /// Applies a key that moves the cursor among `count` rows (↑/↓ round the ends, Home/End,
    /// PgUp/PgDn) or edits what is typed (the cursor goes back to the first match); false for
    /// any other key, which the picker handles itself (Enter, Esc).
    mutating func navigate(_ key: KeyEvent, rows count: Int) -> Bool {
        switch key.key {
        case .up: cursor = count == 0 ? 0 : (cursor + count - 1) % count
        case .down: cursor = count == 0 ? 0 : (cursor + 1) % count
        case .home: cursor = 0
        case .end: cursor = max(0, count - 1)
        case .pageUp: cursor = max(0, cursor - Self.pageRows)
        case .pageDown: cursor = max(0, min(count - 1, cursor + Self.pageRows))
        case .enter, .escape: return false
        default:
            if let c = key.typedCharacter {
                filter.insert(String(c))
            } else if !filter.handle(key) {
                return false
            }
            cursor = 0
        }
        return true
    }
}
