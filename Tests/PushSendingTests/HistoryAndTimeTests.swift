import FileTestSupport
import Foundation
import PushCore
import Testing
@testable import PushSending

@Suite("The history past its size, and times from servers")
struct HistoryAndTimeTests {
    func entry(_ n: Int) -> SendHistoryEntry {
        let result = RecipientResult(recipient: .user("user-\(n)"), outcome: .accepted, status: 201, id: "d-\(n)", explanation: "x")
        return SendHistoryEntry(result: result, time: Date(timeIntervalSince1970: 1_700_000_000), payloadHash: "ff", bytes: 42)
    }

    @Test("Past its size the history moves aside once and a new file begins; reading takes both, the latest last")
    func rotation() throws {
        let folder = try TemporaryFolder()
        let history = SendHistory(folder: folder.path)
        // Enough lines to pass the size once: each is about 150 bytes.
        let count = SendHistory.rotateSize / 100
        var batch: [SendHistoryEntry] = []
        for n in 1...count {
            batch.append(entry(n))
            if batch.count == 1000 { try history.append(batch); batch = [] }
        }
        try history.append(batch)
        try history.append([entry(count + 1)])
        #expect(FileManager.default.fileExists(atPath: history.rotatedPath))
        var info = stat()
        #expect(stat(history.path, &info) == 0 && Int(info.st_size) < SendHistory.rotateSize)
        let read = try history.read()
        #expect(read.unreadable == 0)
        #expect(read.entries.last == entry(count + 1))
        #expect(read.entries.count == count + 1)
    }

    @Test("A FIFO where the history goes is never written to, and never waited on")
    func fifo() throws {
        let folder = try TemporaryFolder()
        let history = SendHistory(folder: folder.path)
        #expect(mkfifo(history.path, 0o600) == 0)
        #expect(throws: (any Error).self) { try history.append([entry(1)]) }
        // With a reader on the other end the open succeeds; it is still no file to write.
        let reader = open(history.path, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        do {
            try history.append([entry(1)])
            Issue.record("a FIFO was written to")
        } catch {
            #expect(error.message.contains("not a regular file"))
        }
    }

    @Test("Absurd server times are no dates", arguments: [9_223_372_036_854_775_807.0, -1.0, 1e300, .infinity, .nan, 0.0])
    func absurdTimes(_ seconds: Double) {
        #expect(LocalTime.describe(secondsSince1970: seconds) == nil)
    }

    @Test("Real server times are dates")
    func realTimes() {
        #expect(LocalTime.describe(secondsSince1970: 1_700_000_000, timeZone: TimeZone(identifier: "UTC")!) == "2023-11-14 22:13:20 GMT")
        #expect(LocalTime.describe(millisecondsSince1970: 1_700_000_000_000, timeZone: TimeZone(identifier: "UTC")!) == "2023-11-14 22:13:20 GMT")
        #expect(LocalTime.describe(millisecondsSince1970: Int64.max) == nil)
    }
}
