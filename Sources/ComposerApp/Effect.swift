import PushCore

/// Side effects that `update` asks the runtime to perform; results come back as `Msg`s.
public enum Effect: Sendable, Equatable {
    /// Write the request body to a file.
    case save(path: String, contents: String, revision: Int)
    /// Write the draft to the state directory.
    case autosave(request: JSONValue, labels: [String: String], path: String?, revision: Int)
    /// Remove the autosaved drafts of these files (nil: the new, unnamed draft), after a save or a discard.
    case discardAutosave(paths: [String?])
    /// Write a compiled form to a file.
    case export(path: String, contents: String)
    /// Put text on the user's clipboard with OSC 52.
    case copyToClipboard(String)
    /// Open the request JSON in `$EDITOR`.
    case editExternally(String)
    /// Leave the composer.
    case quit
}
