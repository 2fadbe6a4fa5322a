import FileTestSupport
import Foundation
import PushSending
import Testing
@testable import PushTransport

@Suite("The bodies sent, kept by their SHA-256 beside the history")
struct SentBodiesTests {
    @Test("A body is kept once under its hash, 0600 in a 0700 folder, and read back as sent")
    func keepsOnce() throws {
        let folder = try TemporaryFolder()
        let bodies = SentBodies(stateFolder: folder.path)
        let body = Array(#"{"aps":{"alert":"Hi"}}"#.utf8)
        try bodies.keep(body, hash: PayloadDigest.sha256(body))
        try bodies.keep(body, hash: PayloadDigest.sha256(body))
        let hash = try PayloadDigest.sha256(body)
        #expect(try FileManager.default.contentsOfDirectory(atPath: bodies.folder) == [hash])
        #expect(TemporaryFolder.mode(bodies.folder) == 0o700)
        #expect(TemporaryFolder.mode(bodies.folder + "/" + hash) == 0o600)
        #expect(try bodies.body(hash) == body)
        #expect(try bodies.body(PayloadDigest.sha256([1])) == nil)
    }

    @Test("Past the count or the size the least recently sent go; one sent again stays")
    func prunes() throws {
        let folder = try TemporaryFolder()
        let bodies = SentBodies(stateFolder: folder.path)
        func body(_ n: Int) -> [UInt8] { Array("{\"n\":\(n)}".utf8) }
        for n in 0..<SentBodies.maxCount { try bodies.keep(body(n), hash: PayloadDigest.sha256(body(n))) }
        // Times a second apart, oldest first, as if sent over minutes; then body 0 is sent again.
        for n in 0..<SentBodies.maxCount {
            var times = [timespec(tv_sec: 1_700_000_000 + n, tv_nsec: 0), timespec(tv_sec: 1_700_000_000 + n, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, bodies.path(for: try PayloadDigest.sha256(body(n)))!, &times, 0) == 0)
        }
        try bodies.keep(body(0), hash: PayloadDigest.sha256(body(0)))
        try bodies.keep(body(SentBodies.maxCount), hash: PayloadDigest.sha256(body(SentBodies.maxCount)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: bodies.folder).count == SentBodies.maxCount)
        #expect(try bodies.body(PayloadDigest.sha256(body(0))) == body(0))
        #expect(try bodies.body(PayloadDigest.sha256(body(1))) == nil)
        #expect(try bodies.body(PayloadDigest.sha256(body(SentBodies.maxCount))) != nil)

        // Nine bodies of a million bytes pass the eight megabytes: the first goes.
        let large = try TemporaryFolder()
        let big = SentBodies(stateFolder: large.path)
        let bigs = (0..<9).map { n in [UInt8](repeating: UInt8(ascii: "a") + UInt8(n), count: 1_000_000) }
        for (n, body) in bigs.enumerated() {
            try big.keep(body, hash: PayloadDigest.sha256(body))
            var times = [timespec(tv_sec: 1_700_000_000 + n, tv_nsec: 0), timespec(tv_sec: 1_700_000_000 + n, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, big.path(for: try PayloadDigest.sha256(body))!, &times, 0) == 0)
        }
        #expect(try big.body(PayloadDigest.sha256(bigs[0])) == nil)
        #expect(try big.body(PayloadDigest.sha256(bigs[8])) == bigs[8])
    }

    @Test("A link in place of the folder is refused; a link in place of a body is never followed")
    func links() throws {
        let folder = try TemporaryFolder()
        let elsewhere = try TemporaryFolder()
        let bodies = SentBodies(stateFolder: folder.path)
        #expect(symlink(elsewhere.path, bodies.folder) == 0)
        #expect(throws: (any Error).self) { try bodies.keep(Array("{}".utf8), hash: PayloadDigest.sha256(Array("{}".utf8))) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)

        unlink(bodies.folder)
        let body = Array(#"{"a":1}"#.utf8)
        let path = try #require(bodies.path(for: try PayloadDigest.sha256(body)))
        let secret = elsewhere.path + "/secret"
        try "not yours".write(toFile: secret, atomically: true, encoding: .utf8)
        #expect(mkdir(bodies.folder, 0o700) == 0)
        #expect(symlink(secret, path) == 0)
        #expect(throws: (any Error).self) { try bodies.body(PayloadDigest.sha256(body)) }
        try bodies.keep(body, hash: PayloadDigest.sha256(body))
        #expect(TemporaryFolder.text(secret) == "not yours")
        #expect(try bodies.body(PayloadDigest.sha256(body)) == body)
    }

    @Test("A body changed since, or a name that is no hash, is refused")
    func tampered() throws {
        let folder = try TemporaryFolder()
        let bodies = SentBodies(stateFolder: folder.path)
        let body = Array(#"{"a":1}"#.utf8)
        try bodies.keep(body, hash: PayloadDigest.sha256(body))
        let hash = try PayloadDigest.sha256(body)
        try #"{"a":2}"#.write(toFile: bodies.path(for: hash)!, atomically: false, encoding: .utf8)
        #expect(throws: (any Error).self) { try bodies.body(hash) }
        #expect(bodies.path(for: "../sends.jsonl") == nil)
        #expect(throws: (any Error).self) { try bodies.body("../../etc/passwd") }
    }
}
