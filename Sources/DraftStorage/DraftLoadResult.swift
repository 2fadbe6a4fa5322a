/// What `DraftStore.load()` found.
public enum DraftLoadResult: Sendable, Equatable {
    /// No draft was saved.
    case none
    /// A draft to offer for recovery.
    case draft(Draft)
    /// The draft file could not be read back; it was moved to `movedTo`, untouched, and `reason` says why.
    case corrupt(movedTo: String, reason: String)
}
