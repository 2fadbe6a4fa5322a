/// Readable colour names for snapshots and debugging.
extension Color {
    /// "default", an ANSI name such as "red" or "bright-blue", or a palette index.
    public var name: String {
        let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        switch self {
        case .default: return "default"
        case .ansi(let v) where v < 8: return names[Int(v)]
        case .ansi(let v): return "bright-" + names[Int(v & 7)]
        case .indexed(let v): return String(v)
        }
    }
}
