/// A key press with its modifiers.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: Key
    /// Modifiers held.
    public var modifiers: Modifiers

    /// Creates a key press.
    public init(_ key: Key, _ modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Ctrl plus a letter, as terminals send it (Ctrl-C is `.ctrl("c")`).
    public static func ctrl(_ letter: Character) -> KeyEvent { KeyEvent(.character(letter), .ctrl) }
    /// Alt plus a character.
    public static func alt(_ character: Character) -> KeyEvent { KeyEvent(.character(character), .alt) }
    /// A printable character without modifiers.
    public static func char(_ character: Character) -> KeyEvent { KeyEvent(.character(character)) }

    /// The printable grapheme this press types, if any (no Ctrl or Alt).
    public var typedCharacter: Character? {
        if case .character(let c) = key, modifiers.isDisjoint(with: [.ctrl, .alt]) { return c }
        return nil
    }

    /// A readable name such as "Ctrl-C", "Alt-Left" or "F5", as shown in help.
    public var description: String {
        var name = ""
        if modifiers.contains(.ctrl) { name += "Ctrl-" }
        if modifiers.contains(.alt) { name += "Alt-" }
        if modifiers.contains(.shift) { name += "Shift-" }
        switch key {
        // A letter with a modifier is written in capitals, as keyboards label it: Alt-U, not Alt-u.
        case .character(let c): name += modifiers.isEmpty ? String(c) : String(c).uppercased()
        case .function(let n): name += "F\(n)"
        case .backTab: name += "Shift-Tab"
        case .pageUp: name += "PgUp"
        case .pageDown: name += "PgDn"
        default: name += "\(key)".prefix(1).uppercased() + "\(key)".dropFirst()
        }
        return name
    }
}
