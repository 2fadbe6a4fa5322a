import FileTestSupport
import Foundation
import Testing
@testable import SafeFiles

@Suite("Atomic writes")
struct AtomicFileWriterTests {
    @Test("Writes the bytes, with mode 0600 for drafts, and leaves no temporary file")
    func writes() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/draft.json"
        try AtomicFileWriter().write("first", to: path)
        try AtomicFileWriter().write("second ✓", to: path)
        #expect(TemporaryFolder.text(path) == "second ✓")
        #expect(TemporaryFolder.mode(path) == 0o600)
        #expect(folder.names() == ["draft.json"])
    }

    @Test("A draft written over a readable file becomes 0600")
    func draftNarrowsMode() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/draft.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data("x".utf8), attributes: [.posixPermissions: 0o644])
        try AtomicFileWriter(mode: .draft).write("y", to: path)
        #expect(TemporaryFolder.mode(path) == 0o600)
    }

    @Test("A user file that is a symbolic link is written through the link")
    func symlink() throws {
        let folder = try TemporaryFolder()
        let target = folder.path + "/real.json"
        _ = FileManager.default.createFile(atPath: target, contents: Data("old".utf8))
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.json", withDestinationPath: target)
        try AtomicFileWriter(mode: .userFile).write("new", to: folder.path + "/link.json")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/link.json") == target)
        #expect(TemporaryFolder.text(target) == "new")
    }

    @Test("A failure at any step leaves the previous file whole and no temporary file", arguments: [
        (AtomicFileWriter.Step.createTemporary, EROFS, StorageError.Kind.readOnly, "the file system is read-only"),
        (.write, ENOSPC, .diskFull, "the disk is full"),
        (.write, EDQUOT, .diskFull, "the disk quota is used up"),
        (.sync, EIO, .other, String(cString: strerror(EIO))),
        (.rename, EACCES, .permissionDenied, "permission denied"),
    ])
    func failureKeepsPrevious(_ step: AtomicFileWriter.Step, _ code: Int32, _ kind: StorageError.Kind, _ reason: String) throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/draft.json"
        try AtomicFileWriter().write("previous draft", to: path)
        var writer = AtomicFileWriter()
        writer.faults = [step: code]
        do {
            try writer.write(String(repeating: "new ", count: 10_000), to: path)
            Issue.record("the write succeeded")
        } catch {
            #expect(error.kind == kind)
            #expect(error.code == code)
            #expect(error.message == "cannot save \(path): \(reason)")
        }
        #expect(TemporaryFolder.text(path) == "previous draft")
        #expect(folder.names() == ["draft.json"])
    }

    @Test("A failed flush of the folder says the file was saved")
    func folderSyncFailure() throws {
        let folder = try TemporaryFolder()
        var writer = AtomicFileWriter()
        writer.faults = [.syncFolder: EIO]
        #expect(throws: StorageError.self) { try writer.write("x", to: folder.path + "/d.json") }
        do { try writer.write("x", to: folder.path + "/d.json") } catch {
            #expect(error.message.hasPrefix("saved \(folder.path)/d.json, but could not flush it to disk"))
        }
        #expect(TemporaryFolder.text(folder.path + "/d.json") == "x")
    }

    @Test("Real failures are error values: a missing folder, a file in the way, a folder as target")
    func realFailures() throws {
        let folder = try TemporaryFolder()
        _ = FileManager.default.createFile(atPath: folder.path + "/file", contents: Data())
        let cases: [(String, StorageError.Kind)] = [
            (folder.path + "/missing/draft.json", .notFound),
            (folder.path + "/file/draft.json", .notADirectory),
            (folder.path, .notADirectory),
        ]
        for (path, kind) in cases {
            do {
                try AtomicFileWriter().write("x", to: path)
                Issue.record("wrote \(path)")
            } catch {
                #expect(error.kind == kind, "\(path)")
                #expect(!error.message.contains("\n"))
            }
        }
    }

    @Test("A read-only folder is an error value, not a crash", .enabled(if: geteuid() != 0, "root may write anywhere"))
    func readOnlyFolder() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/draft.json"
        try AtomicFileWriter().write("previous", to: path)
        chmod(folder.path, 0o500)
        defer { chmod(folder.path, 0o700) }
        #expect(throws: StorageError.self) { try AtomicFileWriter().write("new", to: path) }
        do { try AtomicFileWriter().write("new", to: path) } catch { #expect(error.kind == .permissionDenied) }
        #expect(TemporaryFolder.text(path) == "previous")
    }

    @Test("errno values map to kinds and one-line messages")
    func errorMapping() {
        #expect(StorageError.from(errno: ENOSPC, path: "/s/d.json", action: "save").message == "cannot save /s/d.json: the disk is full")
        #expect(StorageError.from(errno: ENOSPC, path: "/s", action: "save").kind == .diskFull)
        #expect(StorageError.from(errno: EROFS, path: "/s", action: "save").kind == .readOnly)
        #expect(StorageError.from(errno: EPERM, path: "/s", action: "save").kind == .permissionDenied)
        #expect(StorageError.from(errno: ENOTDIR, path: "/s", action: "save").kind == .notADirectory)
        #expect(StorageError.from(errno: EMFILE, path: "/s", action: "save").kind == .other)
        #expect(StorageError.from(errno: EMFILE, path: "/s", action: "save").description.hasPrefix("cannot save /s: "))
    }
}
