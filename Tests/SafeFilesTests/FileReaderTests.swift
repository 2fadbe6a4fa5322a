import FileTestSupport
import Foundation
import PlainText
import Testing
@testable import SafeFiles

@Suite("The one file reader")
struct FileReaderTests {
    @Test("Reads a regular file whole, with its stamp")
    func readsAFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/push.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data("{\"alert\":\"hi\"}".utf8))
        let contents = try FileReader(limit: 1024).read(path)
        #expect(contents.bytes == Array("{\"alert\":\"hi\"}".utf8))
        #expect(contents.stamp.size == 14)
        #expect(contents.stamp.contentHash == FileStamp.hash(contents.bytes))
        #expect(contents.stamp.matches(path))
    }

    @Test("A named pipe with no writer is refused at once, not waited on")
    func fifoIsRefused() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/pipe"
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: FileReadError(.notRegularFile, "is a named pipe, not a file; only regular files are read")) {
            try FileReader(limit: 1024).read(path)
        }
    }

    @Test("A device says it is a device, not a contradictory size")
    func deviceIsRefused() {
        #expect(throws: FileReadError(.notRegularFile, "is a device, not a file; only regular files are read")) {
            try FileReader(limit: 1024).read("/dev/zero")
        }
    }

    @Test("A folder, a missing file, a dangling link and a link loop each say what they are")
    func whatIsWrong() throws {
        let folder = try TemporaryFolder()
        symlink(folder.path + "/loop", folder.path + "/loop")
        symlink(folder.path + "/nowhere", folder.path + "/dangling")
        let cases: [(String, FileReadError.Kind, String)] = [
            (folder.path, .directory, "is a folder, not a file"),
            (folder.path + "/missing.json", .notFound, "no such file"),
            (folder.path + "/dangling", .notFound, "is a symbolic link to a file that does not exist"),
            (folder.path + "/loop", .symbolicLink, "is a symbolic link that leads back to itself (a loop)"),
        ]
        for (path, kind, message) in cases {
            #expect(throws: FileReadError(kind, message)) { try FileReader(limit: 1024).read(path) }
        }
    }

    @Test("A link is not followed when the reader says so")
    func noFollow() throws {
        let folder = try TemporaryFolder()
        _ = FileManager.default.createFile(atPath: folder.path + "/real", contents: Data("x".utf8))
        symlink(folder.path + "/real", folder.path + "/link")
        #expect(try FileReader(limit: 10).read(folder.path + "/link").bytes == [UInt8(ascii: "x")])
        #expect(throws: FileReadError(.symbolicLink, "is a symbolic link; it is not followed here")) {
            try FileReader(limit: 10, followsSymbolicLinks: false).read(folder.path + "/link")
        }
    }

    @Test("A file over the limit is refused from its size, before it is read")
    func tooLarge() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/big"
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
        ftruncate(descriptor, 50 << 20)  // sparse: 50 MiB that cost nothing
        close(descriptor)
        #expect(throws: FileReadError(.tooLarge(size: 50 << 20), "is 50.0 MiB; the most this reads is 1.0 MiB")) {
            try FileReader(limit: 1 << 20).read(path)
        }
    }

    @Test("A name that is not UTF-8 opens by its bytes")
    func nonUTF8Name() throws {
        let folder = try TemporaryFolder()
        let raw = Array(folder.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".json".utf8)
        let descriptor = (raw + [0]).withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o600) }
        }
        #expect(descriptor >= 0)
        _ = OutputChannel(descriptor: descriptor).write("{}")
        close(descriptor)
        let name = EscapedByte.decode(raw)
        #expect(name.hasSuffix("caf\u{10FFE9}.json"))
        #expect(try FileReader(limit: 10).read(name).bytes == Array("{}".utf8))
        #expect(EscapedByte.encode(name) == raw)
    }

    @Test("Decoding argv bytes keeps every byte, valid or not", arguments: [
        [UInt8](), Array("plain.json".utf8), Array("日本.json".utf8), [0xFF, 0xFE], [0xE2, 0x82], [0xED, 0xA0, 0x80],
        [0xC0, 0xAF], [0xF4, 0x8F, 0xBE, 0x80], [0x61, 0x80, 0x62],
    ])
    func escapedBytesRoundTrip(_ bytes: [UInt8]) {
        #expect(EscapedByte.encode(EscapedByte.decode(bytes)) == bytes)
    }
}

@Suite("Checked output")
struct OutputChannelTests {
    @Test("A closed descriptor and a full disk are errors, not crashes")
    func failures() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        close(fds[1])
        #expect(OutputChannel(descriptor: fds[1]).write("x") == EBADF)
        close(fds[0])
        let full = open("/dev/full", O_WRONLY)
        defer { close(full) }
        #expect(OutputChannel(descriptor: full).write("x") == ENOSPC)
        #expect(OutputChannel.reason(ENOSPC) == "the disk is full")
        #expect(OutputChannel.reason(EBADF) == "it is closed")
    }
}
