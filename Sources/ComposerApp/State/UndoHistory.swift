/// Undo and redo for every change to the push: each entry is the draft as it was before a
/// change, with where the cursor was, so undoing takes the user back to what changed. Typing
/// is kept as words: the keys of one word in one field make one entry. The history is bounded
/// by entries and by the bytes of the drafts it keeps.
struct UndoHistory: Sendable {
    /// A draft to go back (or forward) to.
    struct Entry: Sendable {
        var draft: ComposerDraft
        var screen: Screen
        var focus: Int
        /// What the change was, for the status line: "typing in Title", "removing a button".
        var label: String
        /// Roughly what the entry holds, for the bound.
        var bytes: Int
    }

    /// What is changing the draft, as the edit making the change names it.
    enum Change: Sendable, Equatable {
        /// A character typed into a field; `endsWord` for a space, which starts the next word.
        case typing(FieldID, endsWord: Bool)
        /// Characters deleted one at a time in a field.
        case deleting(FieldID)
        /// A choice or yes/no field stepped through its options: the steps make one change.
        case choosing(FieldID)
        /// Anything else, named.
        case other(String)
    }

    private(set) var past: [Entry] = []
    private(set) var future: [Entry] = []
    /// The typing or deleting the newest entry stands for, while it may still grow.
    private var growing: (change: Change, at: Double)?
    private var bytes = 0

    /// At most this many changes are kept…
    static let maxEntries = 500
    /// …and at most this many bytes of drafts (a pasted megabyte is kept a few times, not 500).
    static let maxBytes = 16 << 20
    /// A pause this long in typing starts a new entry, as a space does.
    static let pause = 2.0

    /// Keeps `before`, the draft as it was, unless the change continues the newest entry's word.
    mutating func record(_ before: Entry, change: Change, at time: Double) {
        future.removeAll()
        if let growing, time - growing.at < Self.pause, continues(growing.change, with: change) {
            self.growing = (change, time)
            return
        }
        past.append(before)
        bytes += before.bytes
        if case .other = change { growing = nil } else { growing = (change, time) }
        while past.count > Self.maxEntries || (bytes > Self.maxBytes && past.count > 1) {
            bytes -= past.removeFirst().bytes
        }
    }

    /// Whether `next` adds to the same word as `last`: typing after typing in one field, up to a
    /// space that follows a word; deleting after deleting.
    private func continues(_ last: Change, with next: Change) -> Bool {
        switch (last, next) {
        // A space after a word starts the next entry: undo takes back " only", then " today".
        case (.typing(let a, let ended), .typing(let b, let ends)): a == b && (ended || !ends)
        case (.deleting(let a), .deleting(let b)), (.choosing(let a), .choosing(let b)): a == b
        default: false
        }
    }

    /// Takes the newest entry to go back to; `current` is kept to redo.
    mutating func undo(from current: Entry) -> Entry? {
        guard let entry = past.popLast() else { return nil }
        bytes -= entry.bytes
        var current = current
        current.label = entry.label
        future.append(current)
        growing = nil
        return entry
    }

    /// Takes the entry undone last; `current` is kept to undo again.
    mutating func redo(from current: Entry) -> Entry? {
        guard let entry = future.popLast() else { return nil }
        var current = current
        current.label = entry.label
        past.append(current)
        bytes += current.bytes
        growing = nil
        return entry
    }

    /// Ends the word being typed: the next key starts an entry of its own.
    mutating func seal() { growing = nil }
}
