/// Turns a buffer into text for a stream that is not under curses: the command line's output.
///
/// With colour, a style change becomes one SGR sequence and every line ends reset; without,
/// the text alone. Cell text is already sanitised by the buffer, so nothing else can slip in.
public enum ANSIWriter {
    /// The buffer's rows as lines, trailing blanks trimmed, each ending in a newline.
    public static func render(_ buffer: Buffer, color: Bool) -> String {
        var out = ""
        for y in 0..<buffer.size.height {
            var end = buffer.size.width
            while end > 0, buffer[end - 1, y].glyph == .space, buffer[end - 1, y].style == .plain || !color { end -= 1 }
            var current = Style.plain
            for x in 0..<end {
                let cell = buffer[x, y]
                if cell.isContinuation { continue }
                if color && cell.style != current {
                    out += sgr(cell.style)
                    current = cell.style
                }
                out += cell.grapheme
            }
            if color && current != .plain { out += "\u{1B}[0m" }
            out += "\n"
        }
        return out
    }

    /// The SGR sequence that sets exactly `style`, from a reset.
    public static func sgr(_ style: Style) -> String {
        var codes = ["0"]
        if style.attributes.contains(.bold) { codes.append("1") }
        if style.attributes.contains(.dim) { codes.append("2") }
        if style.attributes.contains(.underline) { codes.append("4") }
        if style.attributes.contains(.reverse) { codes.append("7") }
        if let fg = colorCode(style.foreground, base: 30) { codes.append(fg) }
        if let bg = colorCode(style.background, base: 40) { codes.append(bg) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func colorCode(_ color: Color, base: Int) -> String? {
        switch color {
        case .default: return nil
        case .ansi(let v): return v < 8 ? String(base + Int(v)) : String(base + 60 + Int(v & 7))
        case .indexed(let v): return "\(base + 8);5;\(v)"
        case .rgb(let r, let g, let b): return "\(base + 8);2;\(r);\(g);\(b)"
        }
    }
}
