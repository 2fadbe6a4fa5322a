import FileTestSupport
import Foundation
import Testing
@testable import SafeFiles

@Suite("Saving a user's file")
struct FileSaverTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("A new file is written and its stamp returned")
    func newFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/new.json"
        guard case .saved(let stamp) = FileSaver.save(bytes("{}"), to: path, isOwnFile: true, expected: nil, confirmed: []) else {
            Issue.record("not saved")
            return
        }
        #expect(stamp.matches(path))
        #expect(TemporaryFolder.text(path) == "{}")
    }

    @Test("Another file at the path is replaced only after a yes")
    func replacingAnotherFileAsks() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/theirs.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data("theirs".utf8))
        #expect(FileSaver.save(bytes("mine"), to: path, isOwnFile: false, expected: nil, confirmed: []) == .needsConfirmation(.replacesOtherFile))
        #expect(TemporaryFolder.text(path) == "theirs")
        guard case .saved = FileSaver.save(bytes("mine"), to: path, isOwnFile: false, expected: nil, confirmed: [.replacesOtherFile]) else {
            Issue.record("not saved after a yes")
            return
        }
        #expect(TemporaryFolder.text(path) == "mine")
    }

    @Test("A file changed on disk since it was read is not written over without a yes")
    func lostUpdate() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/push.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data("v1".utf8))
        let read = try FileReader(limit: 100).read(path)
        // Someone else saves a new version, of another size.
        try AtomicFileWriter(mode: .userFile).write("version 2 from a colleague", to: path)
        #expect(FileSaver.save(bytes("mine"), to: path, isOwnFile: true, expected: read.stamp, confirmed: []) == .needsConfirmation(.changedOnDisk))
        #expect(TemporaryFolder.text(path) == "version 2 from a colleague")
        guard case .saved = FileSaver.save(bytes("mine"), to: path, isOwnFile: true, expected: read.stamp, confirmed: [.changedOnDisk]) else {
            Issue.record("not saved after overwrite was chosen")
            return
        }
        #expect(TemporaryFolder.text(path) == "mine")
    }

    @Test("The same bytes written again (a touch, a copy) are not a change")
    func touchIsNoChange() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/push.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data("v1".utf8))
        let read = try FileReader(limit: 100).read(path)
        try AtomicFileWriter(mode: .userFile).write("v1", to: path)  // a new inode, same bytes
        guard case .saved = FileSaver.save(bytes("v2"), to: path, isOwnFile: true, expected: read.stamp, confirmed: []) else {
            Issue.record("an unchanged file was called changed")
            return
        }
    }

    @Test("A read-only file is written over only after a yes, and stays read-only")
    func readOnlyAsks() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/locked.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data("v1".utf8), attributes: [.posixPermissions: 0o444])
        let read = try FileReader(limit: 100).read(path)
        #expect(FileSaver.save(bytes("v2"), to: path, isOwnFile: true, expected: read.stamp, confirmed: []) == .needsConfirmation(.readOnly))
        #expect(TemporaryFolder.text(path) == "v1")
        guard case .saved = FileSaver.save(bytes("v2"), to: path, isOwnFile: true, expected: read.stamp, confirmed: [.readOnly]) else {
            Issue.record("not saved after a yes")
            return
        }
        #expect(TemporaryFolder.text(path) == "v2")
        #expect(TemporaryFolder.mode(path) == 0o444)
    }

    @Test("A file that appears between the check and the write is not replaced")
    func noReplaceIsAtomic() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/race.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data("theirs".utf8))
        #expect(throws: StorageError.self) { try AtomicFileWriter(mode: .userFile, replacesExisting: false).write("mine", to: path) }
        #expect(TemporaryFolder.text(path) == "theirs")
        #expect(folder.names() == ["race.json"])
    }
}
