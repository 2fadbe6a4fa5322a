/// Something that happened at the terminal.
public enum Event: Hashable, Sendable {
    /// A key press.
    case key(KeyEvent)
    /// Text pasted in one piece (bracketed paste); may contain newlines and anything else.
    case paste(String)
    /// A mouse click or wheel turn.
    case mouse(MouseEvent)
    /// The terminal now has this size; redraw everything.
    case resize(Size)
    /// The process was asked to stop (SIGINT, SIGTERM, SIGHUP): save what matters and return.
    case shutdown(signal: Int32)

    /// A key press without modifiers.
    public static func key(_ key: Key) -> Event { .key(KeyEvent(key)) }

    /// Key presses typing each grapheme of `text`, as a person would.
    public static func typing(_ text: String) -> [Event] { text.map { .key(KeyEvent(.character($0))) } }
}
