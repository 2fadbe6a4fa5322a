import CNcursesw
@testable import NcursesBackend
import TerminalKit

/// Reads back what curses holds for the current screen, with `mvwin_wch` and `getcchar`.
@MainActor
enum ScreenReader {
    /// One screen cell as curses stores it.
    struct CursesCell {
        var text: String
        var attributes: attr_t
        var pair: Int16
    }

    /// The cell at `x`, `y`.
    static func cell(x: Int, y: Int) -> CursesCell {
        var stored = cchar_t()
        mvwin_wch(pc_stdscr(), Int32(y), Int32(x), &stored)
        var wide = [wchar_t](repeating: 0, count: Int(pc_ccharw_max()) + 1)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        getcchar(&stored, &wide, &attributes, &pair, nil)
        var text = ""
        for value in wide where value != 0 { text.unicodeScalars.append(Unicode.Scalar(UInt32(value)) ?? "?") }
        return CursesCell(text: text, attributes: attributes, pair: pair)
    }

    /// Row `y` as text, stepping over the second cell of wide characters the way curses lays them out.
    static func row(_ y: Int, width: Int) -> String {
        var line = ""
        var x = 0
        while x < width {
            let text = cell(x: x, y: y).text
            line += text
            let first = text.unicodeScalars.first.map { DisplayWidth.scalarWidth($0) } ?? 1
            x += max(1, first)
        }
        return line
    }

    /// Foreground and background of a pair.
    static func colors(ofPair pair: Int16) -> (Int16, Int16) {
        var foreground: Int16 = 0, background: Int16 = 0
        pair_content(pair, &foreground, &background)
        return (foreground, background)
    }
}
