import FileTestSupport
import Foundation
import PlainText
import Testing
@testable import SafeFiles

@Suite("Secret files, sizes in words, logs read from their end")
struct SecretAndTailTests {
    @Test("A key others may change is said to be changeable, not readable; the chmod is quoted for any path")
    func looseModes() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/it's a key.p8"
        _ = FileManager.default.createFile(atPath: path, contents: Data("k".utf8), attributes: [.posixPermissions: 0o602])
        let problem = try #require(SecretFile.problem(path))
        #expect(problem.contains("can be changed by others (mode 602)"), "\(problem)")
        #expect(problem.hasSuffix("run: chmod 600 '\(folder.path)/it'\\''s a key.p8'"), "\(problem)")
        chmod(path, 0o644)
        #expect(SecretFile.problem(path)?.contains("can be read by others (mode 644)") == true)
        chmod(path, 0o666)
        #expect(SecretFile.problem(path)?.contains("can be read and changed by others (mode 666)") == true)
        chmod(path, 0o600)
        #expect(SecretFile.problem(path) == nil)
    }

    @Test("The shell reads a quoted word back as it was", arguments: ["plain", "it's", "a b", "'", "''", "$HOME `x` \"q\""])
    func quoting(_ word: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "printf %s " + ShellWord.quote(word)]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: data, as: UTF8.self) == word)
    }

    @Test("A file just over a limit says its exact size, never two sizes that read the same")
    func justOverTheLimit() {
        #expect(FileReader.tooLarge(1_100_000, limit: 1 << 20) == "is 1100000 bytes; the most this reads is 1048576 bytes (1.0 MiB)")
        #expect(FileReader.tooLarge(50 << 20, limit: 1 << 20) == "is 50.0 MiB; the most this reads is 1.0 MiB")
    }

    @Test("The tail of a log starts at a whole line, however long the log grew")
    func tail() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/log.jsonl"
        let lines = (1...1000).map { "{\"n\":\($0)}" }
        _ = FileManager.default.createFile(atPath: path, contents: Data((lines.joined(separator: "\n") + "\n").utf8))
        let tail = String(decoding: try FileReader(limit: 100).readTail(path), as: UTF8.self)
        #expect(tail.hasPrefix("{\"n\":"), "\(tail)")
        #expect(tail.hasSuffix("{\"n\":1000}\n"))
        #expect(tail.utf8.count <= 100)
        let whole = String(decoding: try FileReader(limit: 1 << 20).readTail(path), as: UTF8.self)
        #expect(whole.hasPrefix("{\"n\":1}\n"))
    }
}
