import Foundation
import Testing
@testable import PushSending

/// A file's latest sends, numbered as `history` numbers every line.
@Suite struct RecentSendTests {
    func entry(_ file: String?, _ n: Int) -> SendHistoryEntry {
        let result = RecipientResult(recipient: .user("user-\(n)"), outcome: .accepted, status: 201, id: "d-\(n)", explanation: "x")
        var entry = SendHistoryEntry(result: result, time: Date(timeIntervalSince1970: 1_700_000_000 + Double(n)), payloadHash: "ff", bytes: 42)
        entry.file = file
        return entry
    }

    @Test func theLatestOfOneFileNewestFirstWithTheirHistoryNumbers() {
        // Oldest first, as the history reads: lines 6 (oldest) to 1 (latest).
        let entries = [entry("a.json", 0), entry("b.json", 1), entry("/work/a.json", 2), entry(nil, 3), entry("./x/../a.json", 4), entry("b.json", 5)]
        let recent = RecentSend.of(file: "a.json", in: entries, directory: "/work")
        #expect(recent.map(\.number) == [2, 4, 6])
        #expect(recent.map(\.entry.time) == [entries[4].time, entries[2].time, entries[0].time])
    }

    @Test func atMostTheLimit() {
        let entries = (0..<20).map { entry("/p/a.json", $0) }
        let recent = RecentSend.of(file: "/p/a.json", in: entries, directory: "/")
        #expect(recent.count == RecentSend.listed && recent.first?.number == 1 && recent.last?.number == RecentSend.listed)
        #expect(RecentSend.of(file: "/p/other.json", in: entries, directory: "/").isEmpty)
    }
}
