/// A way a terminal shows real pixels, as the terminal answered it speaks.
public enum PixelProtocol: String, Sendable, Hashable, CaseIterable {
    /// kitty's graphics protocol (kitty, WezTerm, Ghostty, Konsole).
    case kitty
    /// DEC sixel graphics (xterm -ti vt340, foot, mlterm, WezTerm, iTerm2, Windows Terminal).
    case sixel
    /// iTerm2's inline images (iTerm2, WezTerm).
    case iterm2
}
