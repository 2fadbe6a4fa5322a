import TerminalKit

/// What a Mac's Option key types on the US layout for the composer's Alt keys: Terminal.app and
/// iTerm2 send these characters, not Meta, unless told to, so Option-P arrives as "π" in a field.
enum MacOptionCharacter {
    /// Each character and the Alt key it most likely stood for.
    static let table: [Character: KeyEvent] = [
        "π": .alt("p"), "ß": .alt("s"), "≈": .alt("x"), "å": .alt("a"), "®": .alt("r"), "√": .alt("v"), "¨": .alt("u"),
        "´": .alt("e"), "¡": .alt("1"), "™": .alt("2"), "£": .alt("3"), "¢": .alt("4"), "∞": .alt("5"), "§": .alt("6"),
        "¶": .alt("7"), "•": .alt("8"), "ª": .alt("9"),
    ]

    /// The line that says how to send the Alt key `character` probably meant; nil for other characters.
    static func hint(for character: Character) -> String? {
        // Option types no ASCII: every other key is answered before the table is looked at.
        guard !character.isASCII, let key = table[character], KeyMap.standard.action(for: key) != nil,
              case .character(let letter) = key.key else { return nil }
        let name = KeyMap.name(key)
        return "Typed \(character): for \(name) press Esc then \(String(letter).uppercased()), or make Option send Meta "
            + "(Terminal: Settings › Profiles › Keyboard › Use Option as Meta key; iTerm2: Left Option key Esc+)."
    }
}
