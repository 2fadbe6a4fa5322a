/// The colours a picture drawn in cells may use, as the terminal can show them.
public enum CellPalette: Sendable, Hashable {
    /// 24-bit colour, when `COLORTERM` says the terminal has it.
    case truecolor
    /// The 256-colour palette.
    case palette256
    /// The 16 ANSI colours.
    case ansi16

    /// The palette an environment's `COLORTERM` and a terminal's colour count allow.
    public static func from(colorTerm: String?, colors: Int) -> CellPalette {
        if let term = colorTerm?.lowercased(), term == "truecolor" || term == "24bit" { return .truecolor }
        return colors >= 256 ? .palette256 : .ansi16
    }
}
