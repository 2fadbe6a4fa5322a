import TerminalKit

/// The keys of an overlay that is only read (the byte breakdown, a note): the arrows and page
/// keys scroll it; Esc, Enter, q and the help keys close it.
enum ReadingKeys {
    /// Lines a page key scrolls by.
    static let pageLines = 10

    /// Applies `key` to `scroll`, the first line shown.
    static func update(_ key: KeyEvent, scroll: inout Int) -> OverlayReply<Never> {
        switch key.key {
        case .up: scroll = max(0, scroll - 1)
        case .down: scroll += 1
        case .pageUp: scroll = max(0, scroll - pageLines)
        case .pageDown: scroll += pageLines
        case .home: scroll = 0
        case .escape, .enter: return .close
        case .character("q") where key.modifiers.isEmpty: return .close
        default: if KeyMap.standard.action(for: key) == .help { return .close }
        }
        return .stay
    }
}
