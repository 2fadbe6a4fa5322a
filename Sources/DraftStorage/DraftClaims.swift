import Foundation

/// The drafts this process writes, each held with a lock so that two composers never share one.
///
/// Two composers on the same file (or two new pushes) would otherwise autosave over each other.
/// Each draft slot has a lock file beside it (`draft-….lock`, taken with `flock`); the first composer
/// takes slot 1, the next one finds it held and takes slot 2 (`draft-…-2.json`), and so on. The
/// kernel drops a lock when its process ends however it ends, so a crashed composer's draft is
/// free for the next start to recover. Lock files stay in the folder: removing one while another
/// process may be opening it would let two processes hold "the" lock on different files.
public final class DraftClaims {
    /// The state folder.
    public let directory: String
    private var claimed: [String: Claim] = [:]

    /// What was claimed for one edited file.
    private struct Claim {
        var store: DraftStore
        var descriptor: Int32
        var shared: Bool
    }

    /// The most slots tried; past it the last one is used unlocked rather than refuse to autosave.
    static let maximumSlots = 32

    /// Claims drafts in `directory`, which should exist.
    public init(directory: String) {
        self.directory = directory
    }

    deinit {
        for claim in claimed.values where claim.descriptor >= 0 { close(claim.descriptor) }
    }

    /// The draft store for `file` (nil for a new push) that this process holds, claiming it on first use.
    public func store(editing file: String?) -> DraftStore {
        claim(editing: file).store
    }

    /// Whether another composer held the first draft slot of `file` when this one claimed it.
    public func isShared(editing file: String?) -> Bool {
        claim(editing: file).shared
    }

    private func claim(editing file: String?) -> Claim {
        let key = DraftStore.fileName(editing: file)
        if let existing = claimed[key] { return existing }
        let claim = takeSlot(editing: file)
        claimed[key] = claim
        return claim
    }

    /// The first free slot that holds a draft to recover, else the first free slot.
    private func takeSlot(editing file: String?) -> Claim {
        var firstFree: Claim?
        var firstBusy = false
        for slot in 1...DraftClaims.maximumSlots {
            let store = DraftStore(directory: directory, fileName: DraftStore.fileName(editing: file, slot: slot))
            let lockPath = String(store.path.dropLast(".json".count)) + ".lock"
            let hasDraft = access(store.path, F_OK) == 0
            let lockExisted = access(lockPath, F_OK) == 0
            // A slot never used, past a free one: nothing here or beyond to recover, and no lock
            // file worth making.
            if !lockExisted && !hasDraft, let firstFree { return firstFree }
            switch lock(lockPath) {
            case .held(let descriptor):
                if hasDraft {
                    if let firstFree, firstFree.descriptor >= 0 { close(firstFree.descriptor) }
                    return Claim(store: store, descriptor: descriptor, shared: firstBusy)
                }
                if firstFree == nil {
                    firstFree = Claim(store: store, descriptor: descriptor, shared: firstBusy)
                } else {
                    close(descriptor)
                }
                // A slot never used before: no later slot can hold a draft worth recovering.
                if !lockExisted { return firstFree! }
            case .busy:
                if slot == 1 { firstBusy = true }
            case .unavailable:
                // No locking here (a read-only or unusable folder): behave as before, one draft
                // per file; writing it will report the folder's problem.
                if let firstFree { return firstFree }
                return Claim(store: store, descriptor: -1, shared: firstBusy)
            }
        }
        return firstFree ?? Claim(store: DraftStore(directory: directory, fileName: DraftStore.fileName(editing: file,
                                                                                                         slot: DraftClaims.maximumSlots)),
                                  descriptor: -1, shared: true)
    }

    private enum LockResult { case held(Int32), busy, unavailable }

    private func lock(_ path: String) -> LockResult {
        // O_NOFOLLOW: a lock file planted as a link must not make us create a file at its target.
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return .unavailable }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return .held(descriptor) }
        let code = errno
        close(descriptor)
        return code == EWOULDBLOCK ? .busy : .unavailable
    }
}
