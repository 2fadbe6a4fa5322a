/// What came back from `$EDITOR`.
public enum EditorResult: Sendable, Equatable {
    /// The file as the editor left it (its bytes: they may not be UTF-8).
    case edited([UInt8])
    /// The editor exited with a failure status; the file is not taken.
    case failed(status: Int32, text: [UInt8])
    /// The editor could not be started (not found, no terminal), with why.
    case couldNotRun(String)
    /// The editor ran, but what it left cannot be taken (too large, a link), with why and
    /// where it is kept when it is.
    case notTaken(String)
}
