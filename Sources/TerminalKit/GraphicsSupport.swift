/// What a terminal says it can draw in real pixels, read from its answers to `query`: asked of
/// the terminal itself, never guessed from `TERM`.
public struct GraphicsSupport: Sendable, Equatable {
    /// XTVERSION (the terminal's name), a kitty graphics query for a 1×1 image it must not keep,
    /// then primary device attributes, which every terminal answers: its answer ends the reply.
    public static let query = "\u{1B}[>0q" + "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[c"

    /// The protocols the answers name, best first.
    public var protocols: [PixelProtocol] = []
    /// Whether the device-attributes answer came: nothing more will.
    public var isComplete = false

    /// Creates support for `protocols`.
    public init(protocols: [PixelProtocol] = [], isComplete: Bool = false) {
        self.protocols = protocols
        self.isComplete = isComplete
    }

    /// The support the answer bytes so far show.
    public static func read(_ answer: [UInt8]) -> GraphicsSupport {
        var kitty = false, sixel = false, iterm2 = false, complete = false
        var i = 0
        while i < answer.count {
            guard answer[i] == 0x1B, i + 1 < answer.count else { i += 1; continue }
            switch answer[i + 1] {
            case UInt8(ascii: "_"), UInt8(ascii: "P"):
                // A string up to ST (ESC \): kitty's answer, or XTVERSION's.
                var end = i + 2
                while end + 1 < answer.count, !(answer[end] == 0x1B && answer[end + 1] == UInt8(ascii: "\\")) { end += 1 }
                guard end + 1 < answer.count else { return GraphicsSupport(protocols: order(kitty, sixel, iterm2), isComplete: false) }
                let body = String(decoding: answer[(i + 2)..<end], as: UTF8.self)
                if answer[i + 1] == UInt8(ascii: "_"), body.hasPrefix("Gi=31"), body.hasSuffix(";OK") { kitty = true }
                if answer[i + 1] == UInt8(ascii: "P"), body.hasPrefix(">|") {
                    let name = body.dropFirst(2).lowercased()
                    if name.hasPrefix("iterm2") || name.hasPrefix("wezterm") { iterm2 = true }
                }
                i = end + 2
            case UInt8(ascii: "["):
                // CSI ? params c: the device attributes; 4 among them is sixel.
                var end = i + 2
                while end < answer.count, !(0x40...0x7E).contains(answer[end]) { end += 1 }
                guard end < answer.count else { return GraphicsSupport(protocols: order(kitty, sixel, iterm2), isComplete: false) }
                if answer[end] == UInt8(ascii: "c"), i + 2 < end, answer[i + 2] == UInt8(ascii: "?") {
                    let params = String(decoding: answer[(i + 3)..<end], as: UTF8.self).split(separator: ";")
                    if params.contains("4") { sixel = true }
                    complete = true
                }
                i = end + 1
            default:
                i += 1
            }
        }
        return GraphicsSupport(protocols: order(kitty, sixel, iterm2), isComplete: complete)
    }

    private static func order(_ kitty: Bool, _ sixel: Bool, _ iterm2: Bool) -> [PixelProtocol] {
        // kitty's places the picture without moving the cursor; iTerm2's is exact in size; sixel last.
        (kitty ? [.kitty] : []) + (iterm2 ? [.iterm2] : []) + (sixel ? [.sixel] : [])
    }
}
