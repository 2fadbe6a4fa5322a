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

@Suite("What the history keeps to name a push and send it again")
struct HistoryResendTests {
    @Test("A line written before the file, title and headers were kept still reads")
    func oldLine() throws {
        let line = #"{"bytes":42,"environment":"sandbox","id":"x","outcome":"accepted","payload_sha256":"ff","recipient":"Ana","route":"apns","status":200,"time":"2024-01-01T00:00:00Z","token":"aa"}"#
        let entry = try JSONDecoder().decode(SendHistoryEntry.self, from: Data(line.utf8))
        #expect(entry.recipient == "Ana" && entry.file == nil && entry.title == nil && entry.headers == nil && entry.resentFrom == nil)
    }

    @Test("An edited line's huge title and reason are cut as they are read; its headers are kept for the resend to check")
    func editedLineIsCut() throws {
        let folder = try TemporaryFolder()
        let title = String(repeating: "t", count: 100_000), collapse = String(repeating: "c", count: 5000)
        let line = #"{"bytes":42,"id":"x","outcome":"accepted","payload_sha256":"ff","recipient":"Ana","route":"apns","time":"2024-01-01T00:00:00Z","#
            + #""title":"\#(title)","reason":"\#(title)","headers":[{"name":"apns-collapse-id","value":"\#(collapse)"}]}"#
        _ = try folder.write(line + "\n", to: "sends.jsonl")
        let entry = try #require(try SendHistory(folder: folder.path).read().entries.first)
        #expect(entry.title == String(repeating: "t", count: SendJob.titleLength - 1) + "…")
        #expect(entry.reason?.count == 512)
        #expect(entry.headers?.first?.value == collapse)
    }

    @Test("A new line keeps the file, the title, the APNs headers and what it resends, and reads back the same")
    func newLine() throws {
        let document = try PushReader().read(Array(#"{"aps":{"alert":{"title":"Hello","body":"There"}}}"#.utf8))
        var job = try SendJob.apns(document, sending: SendSettings(apns: APNsSettings(keyFile: "k.p8", keyID: "ABCDEFGHIJ", teamID: "ABCDEFGHIJ",
                                                                                         topic: "com.example.app")),
                                   configFile: "c", devices: [String(repeating: "a", count: 64)])
        job.file = "p.json"
        job.title = SendJob.title(of: document)
        job.resentFrom = "2024-01-01T00:00:00Z"
        let result = RecipientResult(recipient: job.recipients[0], outcome: .accepted, status: 200, explanation: "x")
        let entry = SendHistoryEntry(result: result, time: Date(timeIntervalSince1970: 0), payloadHash: "ff", bytes: 3, job: job)
        let data = try JSONEncoder().encode(entry)
        #expect(String(decoding: data, as: UTF8.self).contains(#""resent_from":"2024-01-01T00:00:00Z""#))
        #expect(try JSONDecoder().decode(SendHistoryEntry.self, from: data) == entry)
        #expect(entry.title == "Hello" && entry.file == "p.json")
        #expect(entry.headers?.map(\.name).contains("apns-topic") == true)
    }

    @Test("The title is the alert's title, else its body, on one line and cut")
    func titles() throws {
        func title(_ json: String) throws -> String? { SendJob.title(of: try PushReader().read(Array(json.utf8))) }
        #expect(try title(#"{"alert":{"title":"Sale","body":"Now"}}"#) == "Sale")
        #expect(try title(#"{"alert":"Your order\nis ready"}"#) == "Your order is ready")
        #expect(try title(#"{"alert":"\#(String(repeating: "x", count: 60))"}"#) == String(repeating: "x", count: 39) + "…")
        #expect(try title(#"{"badge":1}"#) == nil)
    }

    @Test("A stored device payload goes again byte for byte, with only the headers a push chooses")
    func apnsAgain() throws {
        let body = Array(#"{"aps":{"alert":"Hi"},"n":1.50}"#.utf8)
        let push = try APNsPush(sentBody: body, headers: [HeaderField("apns-push-type", "background"), HeaderField("authorization", "bearer x"),
                                                          HeaderField("apns-topic", "com.example.app"), HeaderField("apns-priority", "5")])
        #expect(push.body == body && push.pushType == .background && push.topic == "com.example.app")
        #expect(push.headers.map(\.name) == ["apns-push-type", "apns-topic", "apns-priority"])
        #expect(throws: SendRefusal.self) { try APNsPush(sentBody: body, headers: [HeaderField("apns-push-type", "alert")]) }
    }

    @Test("A stored header an edited history holds is checked as send checks it, and never quoted", arguments: [
        ("apns-collapse-id", String(repeating: "c", count: 100_000), "apns-collapse-id is 100000 bytes; APNs takes at most 64"),
        ("apns-topic", String(repeating: "t", count: 300_000), "apns-topic is 300000 bytes; a topic is at most 178"),
        ("apns-topic", "com.example.app\r\nx-evil: 1", "apns-topic is not a bundle id"),
        ("apns-priority", "999", "apns-priority is not 10, 5 or 1"),
        ("apns-expiration", "soon", "apns-expiration is not a time in seconds since 1970"),
        ("apns-push-type", "shout", "apns-push-type is not a push type APNs knows"),
        ("apns-collapse-id", "a\u{1B}[2J", "apns-collapse-id holds a control character"),
    ])
    func apnsHeadersRechecked(_ name: String, _ value: String, _ said: String) throws {
        let body = Array(#"{"aps":{"alert":"Hi"}}"#.utf8)
        var headers = [HeaderField("apns-push-type", "alert"), HeaderField("apns-topic", "com.example.app"), HeaderField("apns-priority", "10")]
        headers.removeAll { $0.name == name }
        headers.append(HeaderField(name, value))
        do {
            _ = try APNsPush(sentBody: body, headers: headers)
            Issue.record("\(name) was sent as stored")
        } catch {
            #expect(error.message.hasPrefix("the stored send's \(said)") && error.message.contains(", so the history was changed"), "\(error.message)")
            #expect(error.message.utf8.count < 200)
        }
        #expect(try APNsPush(sentBody: body, headers: [HeaderField("apns-topic", "com.example.app.push-type.liveactivity"),
                                                       HeaderField("apns-expiration", "0"), HeaderField("apns-collapse-id", "sale")]).topic
            == "com.example.app.push-type.liveactivity")
    }

    @Test("A stored Braze request goes again byte for byte, or to other users with the rest unchanged")
    func brazeAgain() throws {
        let document = try PushReader().read(Array(#"{"external_user_ids":["x"],"messages":{"apple_push":{"alert":"Hi","extra":{"k":1.50}}}}"#.utf8))
        let push = try BrazePush(document, users: ["ana", "bo"])
        let sent = push.body(for: push.batches[0])
        let again = try BrazePush(sentBody: sent, path: push.path, users: [])
        #expect(again.users == ["ana", "bo"])
        #expect(again.body(for: again.batches[0]) == sent)
        let other = try BrazePush(sentBody: sent, path: push.path, users: ["cy"])
        #expect(other.body(for: other.batches[0]) == push.body(for: ["cy"]))
        #expect(throws: SendRefusal.self) { try BrazePush(sentBody: sent, path: "/users/delete", users: []) }

        let triggered = try PushReader().read(Array(#"{"campaign_id":"c","recipients":[{"external_user_id":"ana","trigger_properties":{"a":1}}]}"#.utf8))
        let trigger = try BrazePush(triggered, users: [])
        let posted = trigger.body(for: trigger.batches[0])
        let resent = try BrazePush(sentBody: posted, path: trigger.path, users: [])
        #expect(resent.body(for: resent.batches[0]) == posted)
    }
}
