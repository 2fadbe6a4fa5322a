import CNcursesw
import TerminalKit

/// Mapping styles to curses attributes and colour pairs, with fallbacks for poorer terminals.
extension NcursesBackend {
    /// A foreground/background pair as curses colour numbers (-1 is the terminal default).
    struct PairKey: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// The curses attributes and colour pair that draw `style` in this terminal's colour mode.
    func cursesStyle(_ style: Style) -> (attr_t, Int16) {
        var attributes = pc_a_normal()
        if style.attributes.contains(.bold) { attributes |= pc_a_bold() }
        if style.attributes.contains(.dim) { attributes |= pc_a_dim() }
        if style.attributes.contains(.underline) { attributes |= pc_a_underline() }
        if style.attributes.contains(.reverse) { attributes |= pc_a_reverse() }
        guard colorMode != .monochrome else {
            // Without colour a coloured background (a selection, a bar) still has to show.
            if style.background != .default { attributes ^= pc_a_reverse() }
            return (attributes, 0)
        }
        let key = PairKey(foreground: colorNumber(style.foreground, isBackground: false),
                          background: colorNumber(style.background, isBackground: true))
        return (attributes, pair(for: key))
    }

    /// The curses colour number for `color`; -1 means the terminal's default when available.
    func colorNumber(_ color: Color, isBackground: Bool) -> Int32 {
        let count: Int
        switch colorMode {
        case .monochrome: return -1
        case .ansi8: count = 8
        case .ansi16: count = 16
        case .palette256: count = 256
        }
        if let index = color.paletteIndex(colorCount: count) { return Int32(index) }
        return hasDefaultColors ? -1 : (isBackground ? 0 : 7)
    }

    /// The pair number for `key`, allocated once (`alloc_pair` also deduplicates).
    func pair(for key: PairKey) -> Int16 {
        if key.foreground == -1 && key.background == -1 && hasDefaultColors { return 0 }
        if let known = pairs[key] { return known }
        let number = alloc_pair(key.foreground, key.background)
        let pair = number > 0 && number <= Int32(Int16.max) ? Int16(number) : 0
        pairs[key] = pair
        return pair
    }
}
