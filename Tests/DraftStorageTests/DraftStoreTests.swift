import FileTestSupport
import Foundation
import SafeFiles
import PushCore
import Testing
import TextFormats
@testable import DraftStorage

@Suite("The draft store")
struct DraftStoreTests {
    @Test("Save and load round trip; the draft file is 0600")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(directory: folder.path, editing: nil)
        #expect(try store.load() == .none)
        let draft = Draft(request: sampleRequest(), buttonLabels: ["go": "Go"], savedAt: januaryFirst)
        try store.save(draft)
        #expect(try store.load() == .draft(draft))
        #expect(store.path == folder.path + "/draft-new.json")
        #expect(TemporaryFolder.mode(store.path) == 0o600)
    }

    @Test("A draft past a push's reading limit, or nested as deep as a push may be, reads back; one past a draft's limit is not written")
    func readsWhatItWrites() throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(directory: folder.path, editing: nil)
        // 1.5 MiB of text, with escapes that grow it when written.
        let big = Draft(request: sampleRequest(title: String(repeating: "\u{1}x", count: 768 * 1024)), savedAt: januaryFirst)
        try store.save(big)
        #expect(try store.load() == .draft(big))
        // A request as deep as a push may be: its object, then arrays down to the reader's depth.
        var deep = JSONValue.string("bottom")
        for _ in 0..<(JSONReader.defaultMaxDepth - 1) { deep = .array([JSONNode(deep)]) }
        let nested = Draft(request: .object(JSONObject(pairs: ["deep": deep])), savedAt: januaryFirst)
        try store.save(nested)
        #expect(try store.load() == .draft(nested))
        let huge = Draft(request: sampleRequest(title: String(repeating: "x", count: Draft.maxBytes)), savedAt: januaryFirst)
        #expect(throws: StorageError.self) { try store.save(huge) }
        #expect(try store.load() == .draft(nested), "the last draft stays")
    }

    @Test("Each edited file has its own draft, so two composers do not clobber each other")
    func oneDraftPerFile() throws {
        let folder = try TemporaryFolder()
        let a = DraftStore(directory: folder.path, editing: "/work/a.json")
        let b = DraftStore(directory: folder.path, editing: "/work/b.json")
        let new = DraftStore(directory: folder.path, editing: nil)
        #expect(Set([a.fileName, b.fileName, new.fileName]).count == 3)
        try a.save(Draft(request: sampleRequest(title: "A"), filePath: "/work/a.json", savedAt: 1))
        try b.save(Draft(request: sampleRequest(title: "B"), filePath: "/work/b.json", savedAt: 2))
        guard case .draft(let loaded) = try a.load() else { Issue.record("no draft for a"); return }
        #expect(loaded.request == sampleRequest(title: "A"))
        #expect(try new.load() == .none)
    }

    @Test("The same file reached by another spelling has the same draft")
    func pathNormalised() {
        #expect(DraftStore.fileName(editing: "/work/x/../a.json") == DraftStore.fileName(editing: "/work/./a.json"))
        #expect(DraftStore.fileName(editing: "/work/a.json") == "draft-\(fnv("/work/a.json")).json")
        let relative = FileManager.default.currentDirectoryPath + "/rel.json"
        #expect(DraftStore.fileName(editing: "rel.json") == DraftStore.fileName(editing: relative))
    }

    @Test("A draft whose new write fails is still the previous one")
    func atomicThroughTheStore() throws {
        let folder = try TemporaryFolder()
        var store = DraftStore(directory: folder.path, editing: nil)
        let first = Draft(request: sampleRequest(title: "first"), savedAt: 1)
        try store.save(first)
        store.writer.faults = [.write: ENOSPC]
        #expect(throws: StorageError.self) { try store.save(Draft(request: sampleRequest(title: "second"), savedAt: 2)) }
        #expect(try store.load() == .draft(first))
        #expect(folder.names() == ["draft-new.json"])
    }

    @Test("A corrupt draft is moved aside, untouched, and its new path reported")
    func corruptKeptAside() throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(directory: folder.path, editing: nil)
        let damaged = "{\"format\": \"push-composer draft\", \"vers"
        try damaged.write(toFile: store.path, atomically: false, encoding: .utf8)
        let result = try store.load(now: januaryFirst)
        let moved = folder.path + "/draft-new.corrupt-20260101T100000Z.json"
        guard case .corrupt(let movedTo, let reason) = result else { Issue.record("\(result)"); return }
        #expect(movedTo == moved)
        #expect(reason.hasPrefix("not readable as JSON"))
        #expect(TemporaryFolder.text(moved) == damaged)
        #expect(try store.load() == .none)

        // A second damaged draft in the same second does not overwrite the first.
        try "garbage".write(toFile: store.path, atomically: false, encoding: .utf8)
        guard case .corrupt(let second, _) = try store.load(now: januaryFirst) else { Issue.record("not corrupt"); return }
        #expect(second == folder.path + "/draft-new.corrupt-20260101T100000Z-2.json")
        #expect(TemporaryFolder.text(second) == "garbage")
        #expect(TemporaryFolder.text(moved) == damaged)
        #expect(folder.names() == ["draft-new.corrupt-20260101T100000Z-2.json", "draft-new.corrupt-20260101T100000Z.json"])
    }

    @Test("Discard removes the draft; discarding nothing is fine")
    func discard() throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(directory: folder.path, editing: "/x.json")
        try store.discard()
        try store.save(Draft(request: sampleRequest(), savedAt: 1))
        try store.discard()
        #expect(try store.load() == .none)
        #expect(folder.names() == [])
    }

    @Test("list() gives every draft, newest first, damaged ones last, and moves nothing")
    func list() throws {
        let folder = try TemporaryFolder()
        let older = Draft(request: sampleRequest(title: "old"), filePath: "/a.json", savedAt: 100)
        let newer = Draft(request: sampleRequest(title: "new"), savedAt: 200)
        try DraftStore(directory: folder.path, editing: "/a.json").save(older)
        try DraftStore(directory: folder.path, editing: nil).save(newer)
        let broken = DraftStore(directory: folder.path, editing: "/b.json")
        try "{}".write(toFile: broken.path, atomically: false, encoding: .utf8)
        try "x".write(toFile: folder.path + "/draft-new.corrupt-20260101T100000Z.json", atomically: false, encoding: .utf8)
        try "x".write(toFile: folder.path + "/.draft-new.json.tmp-abc123", atomically: false, encoding: .utf8)
        try "x".write(toFile: folder.path + "/notes.txt", atomically: false, encoding: .utf8)

        let listings = try DraftStore(directory: folder.path, editing: nil).list()
        #expect(listings.map(\.draft) == [newer, older, nil])
        #expect(listings.map(\.store.fileName) == ["draft-new.json", DraftStore.fileName(editing: "/a.json"), broken.fileName])
        #expect(listings[2].problem == "it is not a push-composer draft")
        #expect(try listings[1].store.load() == .draft(older))
        #expect(folder.names().count == 6)
    }

    @Test("Listing a state folder that does not exist yet gives no drafts")
    func listMissingFolder() throws {
        #expect(try DraftStore(directory: "/nonexistent/push-composer", editing: nil).list().isEmpty)
    }

    @Test("The standard store lives in the XDG state folder, created 0700")
    func standard() throws {
        let folder = try TemporaryFolder()
        let store = try DraftStore.standard(editing: nil, environment: ["XDG_STATE_HOME": folder.path + "/state"])
        #expect(store.directory == folder.path + "/state/push-composer")
        #expect(TemporaryFolder.mode(store.directory) == 0o700)
        try store.save(Draft(request: sampleRequest(), savedAt: 1))
        #expect(TemporaryFolder.mode(store.path) == 0o600)
    }

    @Test("Saving into a folder that cannot be written is an error value")
    func unwritableFolder() throws {
        let folder = try TemporaryFolder()
        _ = FileManager.default.createFile(atPath: folder.path + "/state", contents: Data())
        let store = DraftStore(directory: folder.path + "/state", editing: nil)
        do {
            try store.save(Draft(request: sampleRequest(), savedAt: 1))
            Issue.record("saved into a file")
        } catch {
            #expect(error.kind == .notADirectory)
            #expect(error.message.hasPrefix("cannot save \(folder.path)/state/draft-new.json: "))
        }
    }
}

/// FNV-1a 64 of a string, as the store names drafts.
private func fnv(_ text: String) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
}
