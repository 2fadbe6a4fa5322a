import CNcursesw
import TerminalKit

extension FrameWriter.Capabilities {
    /// The current curses terminal's sequences; nil without cursor addressing or a reset.
    static func fromTerminfo(colorMode: NcursesBackend.ColorMode) -> FrameWriter.Capabilities? {
        guard let cup = string("cup"), let reset = string("sgr0") else { return nil }
        let cuf = string("cuf"), cub = string("cub"), ech = string("ech")
        let setaf = string("setaf"), setab = string("setab")
        let colors = colorMode != .monochrome
        let attributes: [(Style.Attributes, String)] = [(.bold, "bold"), (.dim, "dim"), (.underline, "smul"), (.reverse, "rev")]
        return FrameWriter.Capabilities(
            moveTo: { row, column in bytes(pc_tiparm2(cup, Int32(row), Int32(column))) },
            moveRight: cuf.map { cuf in { columns in bytes(pc_tiparm1(cuf, Int32(columns))) } },
            moveLeftOne: string("cub1").map { bytes($0) },
            moveLeft: cub.map { cub in { columns in bytes(pc_tiparm1(cub, Int32(columns))) } },
            returnToStart: string("cr").map { bytes($0) },
            eraseCells: ech.map { ech in { count in bytes(pc_tiparm1(ech, Int32(count))) } },
            eraseToEnd: string("el").map { bytes($0) },
            erasesInBackground: pc_flag_cap("bce") != 0,
            reset: bytes(reset),
            resetClearsColors: resetClearsColors(bytes(reset)),
            attributeOn: attributes.compactMap { attribute, name in string(name).map { (attribute, bytes($0)) } },
            foreground: colors ? setaf.map { setaf in { color in bytes(pc_tiparm1(setaf, color)) } } : nil,
            background: colors ? setab.map { setab in { color in bytes(pc_tiparm1(setab, color)) } } : nil,
            defaultColors: colors ? string("op").map { bytes($0) } : nil,
            lastCellScrolls: pc_flag_cap("am") != 0 && pc_flag_cap("xenl") == 0)
    }

    /// A string capability, kept as the C string terminfo holds (it lives as long as the terminal).
    private static func string(_ name: String) -> UnsafePointer<CChar>? {
        pc_string_cap(name)
    }

    /// A capability's bytes without its padding (`$<5>`): delays for terminals at 9600 baud,
    /// which a pseudo-terminal does not need and which would otherwise be printed.
    static func bytes(_ string: UnsafePointer<CChar>?) -> [UInt8] {
        guard let string else { return [] }
        var out: [UInt8] = []
        var pointer = UnsafeRawPointer(string).assumingMemoryBound(to: UInt8.self)
        while pointer.pointee != 0 {
            if pointer.pointee == UInt8(ascii: "$"), pointer[1] == UInt8(ascii: "<") {
                var end = 2
                while pointer[end] != 0, "0123456789.*/".utf8.contains(pointer[end]) { end += 1 }
                if pointer[end] == UInt8(ascii: ">") {
                    pointer += end + 1
                    continue
                }
            }
            out.append(pointer.pointee)
            pointer += 1
        }
        return out
    }

    /// Whether the reset is an SGR 0 (`ESC[m` or `ESC[0m`), which sets the colours back as well.
    static func resetClearsColors(_ reset: [UInt8]) -> Bool {
        let text = String(decoding: reset, as: UTF8.self)
        return text.contains("\u{1B}[m") || text.contains("\u{1B}[0m")
    }
}
