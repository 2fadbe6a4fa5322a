/// A key, without its modifiers.
public enum Key: Hashable, Sendable {
    /// A printable grapheme (a letter, a CJK character, an emoji…); with `.ctrl`, the letter pressed with Ctrl.
    case character(Character)
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Tab (Shift-Tab is `.backTab`).
    case tab
    /// Shift-Tab.
    case backTab
    /// Enter or Return.
    case enter
    /// Escape on its own.
    case escape
    /// Backspace.
    case backspace
    /// Delete (forward).
    case delete
    /// Insert.
    case insert
    /// Home.
    case home
    /// End.
    case end
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// A function key F1–F12 (not every terminal sends them: always offer another binding).
    case function(Int)
}
