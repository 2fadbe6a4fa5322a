import FileTestSupport
import Foundation
import SafeFiles
import Testing
@testable import DraftStorage

// flock locks belong to an open file description, so two DraftClaims in one process contend
// exactly as two composers do.
@Suite("Draft claims: two composers never share a draft")
struct DraftClaimsTests {
    @Test("The first composer takes the plain draft; a second one on the same file takes slot 2")
    func secondComposerTakesNextSlot() throws {
        let folder = try TemporaryFolder()
        let first = DraftClaims(directory: folder.path)
        let second = DraftClaims(directory: folder.path)
        #expect(first.store(editing: "/work/a.json").fileName == DraftStore.fileName(editing: "/work/a.json"))
        #expect(!first.isShared(editing: "/work/a.json"))
        let other = second.store(editing: "/work/a.json")
        #expect(other.fileName == DraftStore.fileName(editing: "/work/a.json", slot: 2))
        #expect(other.fileName.hasSuffix("-2.json"))
        #expect(second.isShared(editing: "/work/a.json"))
        // Another file, and a new push, are not shared.
        #expect(second.store(editing: "/work/b.json").fileName == DraftStore.fileName(editing: "/work/b.json"))
        #expect(!second.isShared(editing: "/work/b.json"))
        #expect(second.store(editing: nil).fileName == DraftStore.newDraftName)
    }

    @Test("Autosaves of two composers on one file both survive")
    func bothDraftsSurvive() throws {
        let folder = try TemporaryFolder()
        let first = DraftClaims(directory: folder.path)
        let second = DraftClaims(directory: folder.path)
        try first.store(editing: nil).save(Draft(request: sampleRequest(title: "one"), savedAt: 1))
        try second.store(editing: nil).save(Draft(request: sampleRequest(title: "two"), savedAt: 2))
        guard case .draft(let one) = try first.store(editing: nil).load(),
              case .draft(let two) = try second.store(editing: nil).load() else {
            Issue.record("a draft is missing")
            return
        }
        #expect(one.request == sampleRequest(title: "one"))
        #expect(two.request == sampleRequest(title: "two"))
    }

    @Test("A claim lasts as long as its holder; afterwards the next start recovers its draft")
    func releasedWithTheHolder() throws {
        let folder = try TemporaryFolder()
        let keeper = DraftClaims(directory: folder.path)
        _ = keeper.store(editing: "/work/a.json")
        do {
            let crashed = DraftClaims(directory: folder.path)
            try crashed.store(editing: "/work/a.json").save(Draft(request: sampleRequest(title: "slot 2"), savedAt: 5))
        }
        // The slot-2 composer is gone; a new one, while slot 1 is still held, gets slot 2 and its draft.
        let next = DraftClaims(directory: folder.path)
        let store = next.store(editing: "/work/a.json")
        #expect(store.fileName.hasSuffix("-2.json"))
        guard case .draft(let recovered) = try store.load() else { Issue.record("no draft"); return }
        #expect(recovered.request == sampleRequest(title: "slot 2"))
    }

    @Test("A free slot holding a draft is preferred to an empty one, so no draft is left behind")
    func prefersRecoverableDraft() throws {
        let folder = try TemporaryFolder()
        do {
            let a = DraftClaims(directory: folder.path)
            let b = DraftClaims(directory: folder.path)
            _ = a.store(editing: nil)
            try b.store(editing: nil).save(Draft(request: sampleRequest(title: "left in slot 2"), savedAt: 9))
        }
        let next = DraftClaims(directory: folder.path)
        let store = next.store(editing: nil)
        #expect(store.fileName == "draft-new-2.json")
        #expect(!next.isShared(editing: nil))
        guard case .draft(let recovered) = try store.load() else { Issue.record("no draft"); return }
        #expect(recovered.request == sampleRequest(title: "left in slot 2"))
    }

    @Test("A folder where no lock can be made still names the plain draft; saving reports the problem")
    func unusableFolder() throws {
        let folder = try TemporaryFolder()
        let blocked = folder.path + "/blocked"
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: blocked))
        let claims = DraftClaims(directory: blocked)
        let store = claims.store(editing: "/work/a.json")
        #expect(store.fileName == DraftStore.fileName(editing: "/work/a.json"))
        #expect(!claims.isShared(editing: "/work/a.json"))
        #expect(throws: StorageError.self) { try store.save(Draft(request: sampleRequest(), savedAt: 1)) }
    }

    @Test("Starting again and again makes no new lock files")
    func noLockFilesPileUp() throws {
        let folder = try TemporaryFolder()
        for _ in 0..<5 {
            let claims = DraftClaims(directory: folder.path)
            _ = claims.store(editing: "/work/a.json")
        }
        #expect(folder.names() == [String(DraftStore.fileName(editing: "/work/a.json").dropLast(5)) + ".lock"])
        // With slot 1 held, a second composer makes slot 2's lock, and only that.
        let first = DraftClaims(directory: folder.path)
        _ = first.store(editing: nil)
        for _ in 0..<3 {
            let second = DraftClaims(directory: folder.path)
            _ = second.store(editing: nil)
        }
        #expect(folder.names().filter { $0.hasPrefix("draft-new") } == ["draft-new-2.lock", "draft-new.lock"])
    }

    @Test("Lock files are not drafts")
    func lockFilesAreNotListed() throws {
        let folder = try TemporaryFolder()
        let claims = DraftClaims(directory: folder.path)
        try claims.store(editing: nil).save(Draft(request: sampleRequest(), savedAt: 1))
        #expect(folder.names() == ["draft-new.json", "draft-new.lock"])
        #expect(try claims.store(editing: nil).list().map(\.store.fileName) == ["draft-new.json"])
    }
}
