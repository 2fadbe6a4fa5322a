/// What `forloop` reports for one running loop.
struct LoopFrame {
    var name: String
    var length: Int
    /// Where the loop's tag starts: errors inside the loop with no location of their own point here.
    var start: Int
    var index0 = 0

    func property(_ name: String) -> LiquidValue {
        switch name {
        case "index": return .int(index0 + 1)
        case "index0": return .int(index0)
        case "rindex": return .int(length - index0)
        case "rindex0": return .int(length - index0 - 1)
        case "first": return .bool(index0 == 0)
        case "last": return .bool(index0 == length - 1)
        case "length": return .int(length)
        case "name": return .string(self.name)
        default: return .null
        }
    }

    var hash: LiquidHash {
        LiquidHash(["name", "length", "index", "index0", "rindex", "rindex0", "first", "last"].map { ($0, property($0)) })
    }
}
