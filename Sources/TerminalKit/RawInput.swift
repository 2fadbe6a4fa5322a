/// One unit of input as a terminal library delivers it: a scalar, or a key it already recognised.
public enum RawInput: Hashable, Sendable {
    /// A Unicode scalar (printable, control, or part of an escape sequence).
    case scalar(Unicode.Scalar)
    /// A key the library decoded itself (arrows, function keys…).
    case key(KeyEvent)
}
