import FileTestSupport
import Foundation
import Testing
@testable import SafeFiles

/// The tests that set the process's umask, one at a time: the umask is the whole process's, so
/// a test that changes it must not run beside one that reads it.
@Suite("New files and the umask", .serialized)
struct UmaskTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("User files keep their mode, or get 0644")
    func userFileMode() throws {
        let folder = try TemporaryFolder()
        let previous = umask(0o022)
        defer { umask(previous) }
        let fresh = folder.path + "/new.json"
        try AtomicFileWriter(mode: .userFile).write("{}", to: fresh)
        #expect(TemporaryFolder.mode(fresh) == 0o644)
        let existing = folder.path + "/push.json"
        _ = FileManager.default.createFile(atPath: existing, contents: Data("old".utf8), attributes: [.posixPermissions: 0o640])
        try AtomicFileWriter(mode: .userFile).write("new", to: existing)
        #expect(TemporaryFolder.mode(existing) == 0o640)
        #expect(TemporaryFolder.text(existing) == "new")
        try AtomicFileWriter(mode: .permissions(0o604)).write("x", to: fresh)
        #expect(TemporaryFolder.mode(fresh) == 0o604)
    }

    @Test("A new file follows the umask; an existing one keeps its mode")
    func modes() throws {
        let folder = try TemporaryFolder()
        let previous = umask(0o077)
        defer { umask(previous) }
        let fresh = folder.path + "/private.json"
        _ = FileSaver.save(bytes("{}"), to: fresh, isOwnFile: true, expected: nil, confirmed: [])
        #expect(TemporaryFolder.mode(fresh) == 0o600)
        // Never a umask that lets the group write: tests running beside this one make settings
        // folders, which are refused when others can change them.
        umask(0o027)
        let shared = folder.path + "/shared.json"
        _ = FileSaver.save(bytes("{}"), to: shared, isOwnFile: true, expected: nil, confirmed: [])
        #expect(TemporaryFolder.mode(shared) == 0o640)
        chmod(shared, 0o604)
        _ = FileSaver.save(bytes("{ }"), to: shared, isOwnFile: true, expected: nil, confirmed: [])
        #expect(TemporaryFolder.mode(shared) == 0o604)
    }
}
