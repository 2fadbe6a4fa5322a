import FileTestSupport
import Foundation
import SafeFiles
import Testing
@testable import DraftStorage

/// A shared machine: another user plants links, folders and drafts for the composer to follow,
/// use or "recover". Giving a file to another user needs root, which CI is.
@Suite("A state folder someone else prepared")
struct HostileStateFolderTests {
    static let isRoot = geteuid() == 0

    @Test("A lock file planted as a symbolic link is not followed: nothing is created at its target")
    func plantedLockLink() throws {
        let folder = try TemporaryFolder()
        let lock = folder.path + "/" + String(DraftStore.fileName(editing: "/work/a.json").dropLast(".json".count)) + ".lock"
        let target = folder.path + "/created-by-the-composer"
        #expect(symlink(target, lock) == 0)
        _ = DraftClaims(directory: folder.path).store(editing: "/work/a.json")
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test("A draft planted as a symbolic link is not read")
    func plantedDraftLink() throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(directory: folder.path, editing: "/work/a.json")
        let secret = folder.path + "/secret"
        _ = FileManager.default.createFile(atPath: secret, contents: Data("{}".utf8))
        #expect(symlink(secret, store.path) == 0)
        #expect(throws: StorageError.self) { try store.load() }
    }

    @Test("A state folder owned by another user is refused with what to do", .enabled(if: isRoot, "giving a folder away needs root"))
    func foreignFolder() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/push-composer"
        #expect(mkdir(path, 0o777) == 0)
        #expect(chown(path, 65534, 65534) == 0)
        do {
            try StateDirectory(path: path).create()
            Issue.record("another user's folder was used")
        } catch {
            #expect(error.message.contains("belongs to another user (uid 65534)"))
            #expect(error.message.contains("XDG_STATE_HOME"))
        }
    }

    @Test("A draft owned by another user is not offered as recovered", .enabled(if: isRoot, "giving a file away needs root"))
    func foreignDraft() throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(directory: folder.path, editing: "/work/a.json")
        try store.save(Draft(request: .object(.init()), filePath: "/work/a.json", savedAt: 0))
        #expect(chown(store.path, 65534, 65534) == 0)
        do {
            _ = try store.load()
            Issue.record("a planted draft was loaded")
        } catch {
            #expect(error.message.contains("belongs to another user"))
        }
    }

    @Test("The fallback folder is used only when it is this user's, private and not a link")
    func fallbackFolder() throws {
        let folder = try TemporaryFolder()
        let fallback = FallbackDraftFolder(environment: ["TMPDIR": folder.path + "/"])
        #expect(fallback.path == folder.path + "/push-composer-\(geteuid())")
        #expect(try fallback.create() == fallback.path)
        #expect(TemporaryFolder.mode(fallback.path) == 0o700)
        chmod(fallback.path, 0o755)
        #expect(throws: StorageError.self) { try fallback.create() }
        rmdir(fallback.path)
        #expect(symlink(folder.path, fallback.path) == 0)
        #expect(throws: StorageError.self) { try fallback.create() }
    }
}
