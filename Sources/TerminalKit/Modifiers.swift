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
