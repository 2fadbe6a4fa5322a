import FileTestSupport
import Foundation
import SafeFiles
import Testing
@testable import DraftStorage

@Suite("The state folder")
struct StateDirectoryTests {
    @Test("$XDG_STATE_HOME, else ~/.local/state; a relative XDG_STATE_HOME is ignored")
    func resolve() {
        #expect(StateDirectory.resolve(environment: ["HOME": "/h", "XDG_STATE_HOME": "/s"]).path == "/s/push-composer")
        #expect(StateDirectory.resolve(environment: ["HOME": "/h"]).path == "/h/.local/state/push-composer")
        #expect(StateDirectory.resolve(environment: ["HOME": "/h", "XDG_STATE_HOME": "s"]).path == "/h/.local/state/push-composer")
    }

    @Test("Created with its parents, mode 0700")
    func create() throws {
        let folder = try TemporaryFolder()
        let state = StateDirectory.resolve(environment: ["HOME": folder.path])
        try state.create()
        #expect(TemporaryFolder.mode(state.path) == 0o700)
        #expect(TemporaryFolder.mode(folder.path + "/.local/state") == 0o700)
        try state.create()
    }

    @Test("An existing folder with a looser mode is narrowed to 0700")
    func narrows() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/push-composer"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o755])
        try StateDirectory(path: path).create()
        #expect(TemporaryFolder.mode(path) == 0o700)
    }

    @Test("A file in the way is an error value")
    func fileInTheWay() throws {
        let folder = try TemporaryFolder()
        _ = FileManager.default.createFile(atPath: folder.path + "/state", contents: Data())
        #expect(throws: StorageError.self) { try StateDirectory(path: folder.path + "/state/push-composer").create() }
        do {
            try StateDirectory(path: folder.path + "/state").create()
            Issue.record("created a folder over a file")
        } catch {
            #expect(error.kind == .notADirectory)
            #expect(error.message == "cannot create the folder \(folder.path)/state: part of the path is a file, not a folder")
        }
    }
}
