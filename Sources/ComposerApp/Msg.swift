import TerminalKit

/// Everything that can happen to the composer.
public enum Msg: Sendable {
    /// A key, paste, mouse event, resize or shutdown signal from the terminal.
    case event(Event)
    /// Time passes (seconds on a monotonic clock): autosave and status expiry.
    case tick(Double)
    /// A save finished.
    case saved(path: String, revision: Int)
    /// A save failed; the draft stays in memory.
    case saveFailed(String)
    /// An autosave finished.
    case autosaved(revision: Int)
    /// An autosave failed (full or read-only disk); the composer keeps working.
    case autosaveFailed(String)
    /// An export or copy finished, with what to tell the user.
    case done(String)
    /// Text came back from `$EDITOR` (nil when the editor failed).
    case editorReturned(String?)
}
