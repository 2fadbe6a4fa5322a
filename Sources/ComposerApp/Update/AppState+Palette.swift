import TerminalKit

extension AppState {
    /// Keys in the palette: typing finds an action, ↑/↓ choose, Enter runs it, Esc closes.
    mutating func handlePaletteKey(_ key: KeyEvent, _ palette: CommandPalette) -> [Effect] {
        var palette = palette
        let count = palette.rows.count
        switch key.key {
        case .escape:
            overlay = nil
            return []
        case .up: palette.cursor = count == 0 ? 0 : (palette.cursor + count - 1) % count
        case .down: palette.cursor = count == 0 ? 0 : (palette.cursor + 1) % count
        case .pageUp: palette.cursor = max(0, palette.cursor - 8)
        case .pageDown: palette.cursor = max(0, min(count - 1, palette.cursor + 8))
        case .home: palette.cursor = 0
        case .end: palette.cursor = max(0, count - 1)
        case .enter:
            guard let action = palette.chosen else { return [] }
            overlay = nil
            return perform(action)
        default:
            // The help keys close it again; quitting works from here as from anywhere.
            if KeyMap.standard.action(for: key) == .help {
                overlay = nil
                return []
            }
            if key == .ctrl("q") || key == .ctrl("c") {
                overlay = nil
                return perform(.quit)
            }
            if let c = key.typedCharacter {
                palette.filter.insert(String(c))
                palette.cursor = 0
            } else if palette.filter.handle(key) {
                palette.cursor = 0
            }
        }
        overlay = .palette(palette)
        return []
    }
}
