import TerminalKit

/// Keys the form holds before they act: a lone Esc held for the key it makes an Alt key (an
/// Option key that sends no Meta still reaches every Alt key), and keys that came while the
/// terminal was too small to show the form.
public struct HeldKeys: Sendable {
    /// What a key read through the held Esc comes to.
    enum Reading: Equatable {
        /// The key acts, with Alt when it followed a held Esc.
        case act(KeyEvent)
        /// A lone Esc, now held for the next key.
        case held
        /// A second Esc let the held one go.
        case letGo
        /// Alt and the key, which has no action.
        case unbound(KeyEvent)
    }

    /// Whether `Esc` starts an Alt key (`escape_time_ms` above 0): in the form, a lone `Esc` is
    /// then held for the next key, however late it comes.
    public var escapeStartsAlt = true
    /// A lone `Esc` in the form, waiting for the key it makes an Alt key.
    public var escapeHeld = false
    /// Keys and pastes that came while the terminal was too small to show the form, applied
    /// in order once it is large enough.
    public var events: [Event] = []
    /// Whether the status line has said once how to send Alt from a Mac whose Option key types characters.
    var toldAboutOptionKey = false

    /// Reads `key` in the form: Esc then a key is Alt and that key at any pace, where a lone Esc
    /// has nothing else to do (a person on a Mac over SSH may take longer than the terminal's
    /// wait, and the letter must not land in the field instead).
    mutating func read(_ key: KeyEvent) -> Reading {
        let plainEscape = key.key == .escape && key.modifiers.isEmpty
        if escapeHeld {
            escapeHeld = false
            if plainEscape { return .letGo }
            var key = key
            key.modifiers.insert(.alt)
            return KeyMap.standard.action(for: key) == nil ? .unbound(key) : .act(key)
        }
        if plainEscape && escapeStartsAlt {
            escapeHeld = true
            return .held
        }
        return .act(key)
    }
}
