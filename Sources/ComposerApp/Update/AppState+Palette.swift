import TerminalKit

extension AppState {
    /// Keys in the palette: typing finds an action, ↑/↓ choose, Enter runs it, Esc closes.
    mutating func handlePaletteKey(_ key: KeyEvent, _ palette: CommandPalette) -> [Effect] {
        var palette = palette
        switch key.key {
        case .escape:
            overlay = nil
        case .enter:
            guard let action = palette.chosen else { return [] }
            overlay = nil
            return perform(action)
        default:
            // The help keys close it again; quitting works from here as from anywhere.
            if KeyMap.standard.action(for: key) == .help {
                overlay = nil
            } else if key == .ctrl("q") || key == .ctrl("c") {
                overlay = nil
                return perform(.quit)
            } else if palette.navigate(key, rows: palette.rows.count) {
                overlay = .palette(palette)
            }
        }
        return []
    }
}
