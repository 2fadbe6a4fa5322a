/// A terminal colour: the terminal's own default, one of the 16 ANSI colours, a 256-palette
/// index, or 24-bit colour (pictures on a truecolour terminal).
public enum Color: Hashable, Sendable {
    /// The terminal's default foreground or background (what the user configured).
    case `default`
    /// An ANSI colour 0–15 (0–7 normal, 8–15 bright); every colour terminal has these.
    case ansi(UInt8)
    /// An entry of the 256-colour palette; mapped down to ANSI on 8- and 16-colour terminals.
    case indexed(UInt8)
    /// A 24-bit colour; mapped to the nearest palette entry where the terminal has no truecolour.
    case rgb(UInt8, UInt8, UInt8)

    /// ANSI black.
    public static let black = Color.ansi(0)
    /// ANSI red.
    public static let red = Color.ansi(1)
    /// ANSI green.
    public static let green = Color.ansi(2)
    /// ANSI yellow.
    public static let yellow = Color.ansi(3)
    /// ANSI blue.
    public static let blue = Color.ansi(4)
    /// ANSI magenta.
    public static let magenta = Color.ansi(5)
    /// ANSI cyan.
    public static let cyan = Color.ansi(6)
    /// ANSI white (light grey on most terminals).
    public static let white = Color.ansi(7)
    /// ANSI bright black (dark grey).
    public static let gray = Color.ansi(8)

    /// The nearest of the first `count` ANSI colours (8 or 16), or nil for `.default`.
    public func ansiIndex(limitedTo count: Int) -> Int? {
        switch self {
        case .default:
            return nil
        case .ansi(let value):
            let index = Int(value) & 15
            return count >= 16 ? index : index & 7
        case .indexed(let value):
            let index = Color.nearestANSI(toPaletteIndex: Int(value))
            return count >= 16 ? index : index & 7
        case .rgb(let r, let g, let b):
            let index = Color.nearestANSI(toPaletteIndex: Color.nearestPaletteIndex(r, g, b))
            return count >= 16 ? index : index & 7
        }
    }

    /// The palette index to use on a terminal with at least `count` colours, or nil for `.default`.
    public func paletteIndex(colorCount count: Int) -> Int? {
        switch self {
        case .indexed(let value) where count >= 256:
            return Int(value)
        case .rgb(let r, let g, let b) where count >= 256:
            return Color.nearestPaletteIndex(r, g, b)
        default:
            return ansiIndex(limitedTo: count >= 16 ? 16 : 8)
        }
    }

    /// The 256-palette entry nearest a 24-bit colour: the 6×6×6 cube or the grey ramp.
    static func nearestPaletteIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func step(_ v: UInt8) -> Int { levels.indices.min { abs(levels[$0] - Int(v)) < abs(levels[$1] - Int(v)) } ?? 0 }
        let (cr, cg, cb) = (step(r), step(g), step(b))
        let cube = 16 + 36 * cr + 6 * cg + cb
        func distance(_ x: Int, _ y: Int, _ z: Int) -> Int {
            (x - Int(r)) * (x - Int(r)) + (y - Int(g)) * (y - Int(g)) + (z - Int(b)) * (z - Int(b))
        }
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let grey = min(23, max(0, (average - 3) / 10))
        let greyLevel = 8 + 10 * grey
        return distance(greyLevel, greyLevel, greyLevel) < distance(levels[cr], levels[cg], levels[cb]) ? 232 + grey : cube
    }

    /// Maps a 256-palette entry to the closest ANSI colour (the cube and grey ramp are approximated).
    static func nearestANSI(toPaletteIndex index: Int) -> Int {
        if index < 16 { return index }
        if index >= 232 {
            // Grey ramp: dark greys become black or bright black, light ones white or bright white.
            let level = index - 232
            switch level {
            case 0..<6: return 0
            case 6..<12: return 8
            case 12..<19: return 7
            default: return 15
            }
        }
        let cube = index - 16
        let red = cube / 36, green = (cube / 6) % 6, blue = cube % 6
        let bright = max(red, green, blue) >= 4
        let threshold = max(1, max(red, green, blue) / 2 + 1)
        let bits = (red >= threshold ? 1 : 0) | (green >= threshold ? 2 : 0) | (blue >= threshold ? 4 : 0)
        if bits == 0 { return bright ? 8 : 0 }
        return bits + (bright ? 8 : 0)
    }
}
