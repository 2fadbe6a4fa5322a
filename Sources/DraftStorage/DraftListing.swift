/// One draft found in the state folder, for the recovery prompt.
public struct DraftListing: Sendable, Equatable {
    /// The store of this draft: `load()` to recover it, `discard()` to drop it.
    public var store: DraftStore
    /// The draft, or nil when it could not be read back.
    public var draft: Draft?
    /// Why it could not be read back, when it could not.
    public var problem: String?

    /// Creates a listing.
    public init(store: DraftStore, draft: Draft?, problem: String?) {
        self.store = store
        self.draft = draft
        self.problem = problem
    }
}
