import PushCore
import SafeFiles

/// The push as a document: the draft, its undo history and revision, and how it stands against
/// its file and its newest autosaved draft. It owns the rules of saving and autosaving; the
/// composer hands it the time and acts on the effects it asks for.
public struct ComposerDocument: Sendable {
    /// Seconds of idle time after an edit before the draft is autosaved.
    public static let autosaveDelay = 2.0
    /// The longest an edit waits for its autosave while typing goes on without a pause.
    public static let autosaveMaximumDelay = 5.0
    /// Seconds before a failed autosave is tried again.
    public static let autosaveRetryDelay = 5.0

    /// The push being composed: changed only through `change`, which records the change for
    /// undo and counts it as a revision.
    public private(set) var draft: ComposerDraft
    /// Every change to the draft, to undo and redo.
    var undoHistory = UndoHistory()
    /// The draft's number: one more on every change (a key that changes nothing does not count),
    /// so that a save, an autosave or a reload answered later names the draft it was for.
    public private(set) var revision = 0
    /// When the draft last changed.
    public internal(set) var lastEditAt: Double = 0
    /// The text last handed to `$EDITOR`: the same text back is no change at all.
    var sentToEditor: [UInt8]?
    /// The file being edited, if any.
    public var filePath: String?
    /// The version of that file on disk that the composer read or wrote last, to notice
    /// changes made by someone else before saving over them.
    public var fileStamp: FileStamp?
    /// The form the file is written in: the one it was read in.
    public var fileForm: FileForm = .request
    /// What the file holds, as far as the composer knows: unsaved means the draft differs from
    /// it. Nil for a file not written yet.
    public var savedDraft: ComposerDraft?
    /// What the newest draft file holds (or what the composer started from): an autosave is due
    /// when the draft differs from it.
    public var autosavedDraft: ComposerDraft?
    /// What the composer would have opened had no draft been recovered.
    public var recoveryFallback: ComposerDraft?
    /// The drafts of saves and autosaves under way, by revision, to take as saved when they finish.
    var draftsInFlight: [Int: ComposerDraft] = [:]
    /// When the oldest edit not yet autosaved was made (nil: everything is autosaved).
    public internal(set) var unsavedSince: Double?
    /// The revision of an autosave under way, so that ticks do not start another.
    public internal(set) var autosaveInFlight: Int?
    /// Why the last autosave failed, while it has not succeeded since.
    public internal(set) var autosaveFailure: String?
    /// When to try a failed autosave again.
    public internal(set) var autosaveRetryAt: Double = 0
    /// Where the last autosave went, and why not to the state folder when it went elsewhere.
    public var draftLocation: (path: String, fallbackReason: String?)?
    /// Set when the user discarded the draft: nothing is kept, and the exit line says so.
    public var draftDiscarded = false

    /// A document of `draft`, which its file (if any) holds.
    init(draft: ComposerDraft, filePath: String?) {
        self.draft = draft
        self.filePath = filePath
        savedDraft = draft
        autosavedDraft = draft
    }

    /// Whether the draft differs from what the file holds: compared when asked, never counted.
    public var isDirty: Bool { !draft.savesLike(savedDraft) }

    /// Whether the draft differs from what the newest draft file holds.
    public var needsAutosave: Bool { !draft.savesLike(autosavedDraft) }

    /// Changes the draft through `body`, at `clock`, naming the config's `categories`; when it
    /// changed, returns the draft before (for the caller to keep for undo) and counts a revision.
    mutating func change<T>(at clock: Double, categories: [AppCategory], _ body: (inout ComposerDraft) -> T) -> (T, before: ComposerDraft?) {
        let before = draft
        let result = body(&draft)
        if draft.categories != categories { draft.categories = categories }
        guard draft != before else { return (result, nil) }
        revision += 1
        lastEditAt = clock
        if unsavedSince == nil { unsavedSince = clock }
        draftDiscarded = false
        return (result, before)
    }

    /// Names the config's categories in the draft, as every draft does.
    mutating func name(_ categories: [AppCategory]) {
        if draft.categories != categories { draft.categories = categories }
    }

    /// The file holds the draft as it is now (a reload, a save with nothing typed meanwhile).
    mutating func matchesFile(stamp: FileStamp?) {
        fileStamp = stamp
        savedDraft = draft
        autosavedDraft = draft
        unsavedSince = nil
        draftLocation = nil
    }

    /// A save of `revision` to `path` finished: what it wrote is what the file holds, and needs
    /// no draft. Returns whether the draft is still unsaved (typing went on meanwhile).
    mutating func saved(_ revision: Int, to path: String, stamp: FileStamp?) -> Bool {
        filePath = path
        fileStamp = stamp
        savedDraft = takeDraftInFlight(revision) ?? draft
        autosavedDraft = savedDraft
        guard !isDirty else { return true }
        draftLocation = nil
        unsavedSince = nil
        return false
    }

    /// A save of the draft as it is now is under way.
    mutating func saving() {
        draftsInFlight[revision] = draft
    }

    /// An autosave when one is due at `clock`: two idle seconds after an edit, five seconds at
    /// most while typing goes on, and a few seconds after a failure; never two at once.
    mutating func autosaveIfDue(at clock: Double) -> Effect? {
        guard needsAutosave, autosaveInFlight == nil else { return nil }
        if autosaveFailure != nil { return clock >= autosaveRetryAt ? autosave() : nil }
        let idle = clock - lastEditAt >= Self.autosaveDelay
        let overdue = unsavedSince.map { clock - $0 >= Self.autosaveMaximumDelay } ?? false
        return idle || overdue ? autosave() : nil
    }

    /// The autosave effect for the current revision, marked as under way.
    mutating func autosave() -> Effect {
        autosaveInFlight = revision
        draftsInFlight[revision] = draft
        unsavedSince = nil
        // A device payload is kept as the file it saves, so that its own keys (a Live Activity's) come back with it.
        let kept = fileForm.isDevicePayload ? fileForm.object(of: draft) : draft.requestBody
        return .autosave(request: .object(kept), labels: draft.buttonLabels, path: filePath, revision: revision)
    }

    /// When time alone next makes an autosave due (nil: none is waiting).
    var autosaveDueAt: Double? {
        guard autosaveInFlight == nil, needsAutosave else { return nil }
        if autosaveFailure != nil { return autosaveRetryAt }
        return min(lastEditAt + Self.autosaveDelay, unsavedSince.map { $0 + Self.autosaveMaximumDelay } ?? .infinity)
    }

    /// An autosave of `revision` finished, into `location` (`fallback` says why not the state
    /// folder). Returns what was true before: whether autosaves were failing, and whether they
    /// went to a fallback place.
    mutating func autosaved(_ revision: Int, location: String?, fallback: String?) -> (wasFailing: Bool, wasFallback: Bool) {
        autosaveInFlight = nil
        if let written = takeDraftInFlight(revision) { autosavedDraft = written }
        let before = (autosaveFailure != nil, draftLocation?.fallbackReason != nil)
        autosaveFailure = nil
        if let location { draftLocation = (location, fallback) }
        return before
    }

    /// The autosave under way failed for `reason`, at `clock`: tried again a few seconds later.
    mutating func autosaveFailed(_ reason: String, at clock: Double) {
        if let failed = autosaveInFlight { draftsInFlight[failed] = nil }
        autosaveInFlight = nil
        autosaveFailure = reason
        autosaveRetryAt = clock + Self.autosaveRetryDelay
        if unsavedSince == nil { unsavedSince = lastEditAt }
    }

    /// The draft a save or autosave of `revision` wrote. Results come in the order the work was
    /// asked for, so older entries are done with; this one stays, since a save and an autosave
    /// of the same revision may both be under way.
    private mutating func takeDraftInFlight(_ revision: Int) -> ComposerDraft? {
        draftsInFlight = draftsInFlight.filter { $0.key >= revision }
        return draftsInFlight[revision]
    }

    /// The lines to print once the terminal is given back: where unsaved work is, always true.
    /// Unsaved work that equals the newest draft is in that draft; with no draft, it is what
    /// the composer started from, and nothing typed is lost.
    func exitReport(program: String) -> [String] {
        guard isDirty, !draftDiscarded else { return [] }
        let again = filePath.map { "\(program) \($0)" } ?? program
        guard needsAutosave else {
            guard let location = draftLocation else { return [] }
            let reason = location.fallbackReason.map { " (\($0))" } ?? ""
            return ["unsaved changes are kept as a draft in \(location.path)\(reason); run \(again) again to recover them"]
        }
        return ["unsaved changes were lost: no draft could be written (\(autosaveFailure ?? "the last autosave did not finish"))"]
    }
}
