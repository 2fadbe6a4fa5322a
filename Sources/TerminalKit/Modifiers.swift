/// Modifier keys held with a key or mouse event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates modifiers from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Control.
    public static let ctrl = Modifiers(rawValue: 1 << 0)
    /// Alt (Meta, Option): sent by terminals as Esc before the key.
    public static let alt = Modifiers(rawValue: 1 << 1)
    /// Shift, for keys where the terminal reports it (arrows, Home/End).
    public static let shift = Modifiers(rawValue: 1 << 2)
}

extension Modifiers {
    /// The modifiers of xterm's parameter in modified keys (`CSI 1;5C`, terminfo's `kRIT5`):
    /// one more than a bit set of Shift 1, Alt 2, Ctrl 4; nil when it is not such a parameter.
    public init?(xtermParameter parameter: Int) {
        guard parameter >= 2 else { return nil }
        let bits = parameter - 1
        self = []
        if bits & 1 != 0 { insert(.shift) }
        if bits & 2 != 0 { insert(.alt) }
        if bits & 4 != 0 { insert(.ctrl) }
    }
}
