/// Readable colour names for snapshots and debugging.
extension Color {
    /// "default", an ANSI name such as "red" or "bright-blue", a palette index, or "#rrggbb".
    public var name: String {
        let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        switch self {
        case .default: return "default"
        case .ansi(let v) where v < 8: return names[Int(v)]
        case .ansi(let v): return "bright-" + names[Int(v & 7)]
        case .indexed(let v): return String(v)
        case .rgb(let r, let g, let b): return "#" + [r, g, b].map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
        }
    }
}
