import SafeFiles

/// A file to write, and what the user has already agreed to; carried by `Effect.save` and
/// handed back in `Msg.needsConfirmation` so the answer can resend it.
public struct SaveRequest: Sendable, Equatable {
    /// Why the file is written.
    public enum Purpose: Sendable, Equatable {
        /// The push itself (^S, Save as): the composer then edits this file.
        case save
        /// A compiled form (Alt-X); the file being edited does not change.
        case export(PreviewForm)
    }

    /// Where to write.
    public var path: String
    /// The file's text.
    public var contents: String
    /// The draft revision written, for a save.
    public var revision: Int
    /// Save or export.
    public var purpose: Purpose
    /// Whether `path` is the file being edited (whose version on disk is `expected`).
    public var isOwnFile: Bool
    /// The version of the file read or last written, to notice changes made meanwhile.
    public var expected: FileStamp?
    /// The checks the user has answered yes to.
    public var confirmed: Set<SaveCheck> = []
}
