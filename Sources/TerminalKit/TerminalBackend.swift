/// A terminal that shows frames and reports events: ncurses for people, memory for tests.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// The current size in cells.
    var size: Size { get }
    /// Shows `frame`, writing only what changed since the last one.
    func draw(_ frame: Frame)
    /// Shows the last frame with `patch` pasted at its origin and the cursor where it says, writing
    /// only what changed: for a change known to stay inside the patch (a typed key's echo).
    func draw(_ patch: FramePatch)
    /// The next event, waiting at most `timeoutMilliseconds` (nil when none came in time, or
    /// when `waker` was called meanwhile).
    func nextEvent(timeoutMilliseconds: Int) -> Event?
    /// Ends a wait in `nextEvent` early, from any thread.
    var waker: TerminalWaker { get }
    /// Gives the terminal to another program (an editor) until `resume`.
    func suspend()
    /// Takes the terminal back and redraws everything on the next `draw`.
    func resume()
    /// Stops the program as ^Z does in a shell, the terminal given back meanwhile; returns once
    /// it is continued (`fg`), with the next `draw` repainting everything.
    func suspendToShell()
    /// Writes a control sequence that draws nothing, such as OSC 52 (set the clipboard).
    func sendControl(_ sequence: String)
}
