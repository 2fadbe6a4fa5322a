import Cryptography
import FileTestSupport
import Foundation
import LocalPushServers
import PushCore
import PushSending
import Testing
@testable import PushTransport

@Suite("A device payload goes to APNs as written, with its push type's headers")
struct AsWrittenSendTests {
    static let liveActivityTopic = APNsFixture.topic + ".push-type.liveactivity"
    static let controlsTopic = APNsFixture.topic + ".push-type.controls"

    /// A local APNs that takes the app's topic and its Live Activity and controls topics.
    private func start() async throws -> (TemporaryFolder, LocalAPNs, APNsSender) {
        let folder = TemporaryFolder(fixture: ())
        let tls = try TestTLS.make(in: folder.path)
        let privateKey = P256Key()
        let key = try APNsSigningKey(pem: Array(privateKey.privatePEM.utf8), file: "AuthKey_\(APNsFixture.keyID).p8",
                                     keyID: APNsFixture.keyID, teamID: APNsFixture.team)
        let server = try await LocalAPNs.start(tls: tls, team: APNsFixture.team, keys: [APNsFixture.keyID: privateKey.publicKey],
                                               topics: [APNsFixture.topic, Self.liveActivityTopic, Self.controlsTopic])
        let settings = APNsSettings(keyFile: folder.path + "/AuthKey_\(APNsFixture.keyID).p8", keyID: APNsFixture.keyID, teamID: APNsFixture.team,
                                    topic: APNsFixture.topic, endpoint: "https://127.0.0.1:\(server.port)", caFile: tls.certificatePath)
        return (folder, server, try APNsSender(settings: settings, key: key, timeouts: .standard))
    }

    private func push(_ json: String, _ options: APNsRequestOptions = APNsRequestOptions()) throws -> APNsPush {
        var document = PushReader().read(json)
        document.apnsOptions = options
        #expect(PushAnalysis(document, now: 1_796_112_000).isValid, "\(PushAnalysis(document).diagnostics)")
        return try APNsPush(document, topic: APNsFixture.topic)
    }

    @Test("A simulator file with a subtitle, custom keys and an unusual key order arrives byte for byte")
    func byteForByte() async throws {
        let (folder, server, sender) = try await start()
        _ = folder
        let file = """
        {
          "Simulator Target Bundle": "com.example.app",
          "zeta": {"b": 1, "a": [1, 2.50, "x"]},
          "aps": {
            "sound": "default",
            "alert": {"subtitle": "Your order", "title": "Shipped", "body": "Arrives \\u00e9 Friday"},
            "badge": 3
          },
          "ab": {"att": {"url": "https://example.com/a.jpg", "type": "jpg"}},
          "alpha": null
        }
        """
        let results = await sender.send(try push(file), to: [APNsFixture.device(1)])
        await sender.shutdown()
        try await server.stop()
        #expect(results.first?.accepted == true, "\(results)")
        let received = try #require(server.requests.first)
        let expected = #"{"zeta":{"b":1,"a":[1,2.50,"x"]},"aps":{"sound":"default","alert":{"subtitle":"Your order","title":"Shipped","body":"Arrives é Friday"},"badge":3},"ab":{"att":{"url":"https://example.com/a.jpg","type":"jpg"}},"alpha":null}"#
        #expect(received.body == Array(expected.utf8))
        #expect(received.header("apns-push-type") == "alert")
        #expect(received.header("apns-topic") == APNsFixture.topic)
    }

    @Test("A Live Activity start, update and end arrive with their push type, topic and priority")
    func liveActivity() async throws {
        let (folder, server, sender) = try await start()
        _ = folder
        let start = #"{"aps":{"timestamp":1796112000,"event":"start","content-state":{"score":"0-0"},"attributes-type":"MatchAttributes","attributes":{"home":"A","away":"B"},"alert":{"title":"Kick-off","body":"A v B"}}}"#
        let update = #"{"aps":{"timestamp":1796112060,"event":"update","content-state":{"score":"1-0"},"stale-date":1796115600}}"#
        let end = #"{"aps":{"timestamp":1796112120,"event":"end","content-state":{"score":"1-0"},"dismissal-date":1796115600}}"#
        for (json, priority) in [(start, 10), (update, 5), (end, 5)] {
            let results = await sender.send(try push(json, APNsRequestOptions(priority: priority == 10 ? nil : priority)), to: [APNsFixture.device(1)])
            #expect(results.first?.accepted == true, "\(results)")
        }
        await sender.shutdown()
        try await server.stop()
        let requests = server.requests
        #expect(requests.count == 3)
        #expect(requests.map { $0.header("apns-push-type") } == ["liveactivity", "liveactivity", "liveactivity"])
        #expect(requests.map { $0.header("apns-topic") } == [Self.liveActivityTopic, Self.liveActivityTopic, Self.liveActivityTopic])
        #expect(requests.map { $0.header("apns-priority") } == ["10", "5", "5"])
        #expect(requests.map(\.body) == [start, update, end].map { Array($0.utf8) })
    }

    @Test("A controls push (iOS 18) arrives with its push type and the .push-type.controls topic")
    func controls() async throws {
        let (folder, server, sender) = try await start()
        _ = folder
        let json = #"{"aps":{"content-changed":true}}"#
        let results = await sender.send(try push(json, APNsRequestOptions(pushType: .controls)), to: [APNsFixture.device(1)])
        #expect(results.first?.accepted == true, "\(results)")
        await sender.shutdown()
        try await server.stop()
        #expect(server.requests.map { $0.header("apns-push-type") } == ["controls"])
        #expect(server.requests.map { $0.header("apns-topic") } == [Self.controlsTopic])
        #expect(server.requests.map(\.body) == [Array(json.utf8)])
    }

    @Test("--apns-id: every device's request carries the chosen id, and the result names it")
    func chosenAPNsID() async throws {
        let (folder, server, sender) = try await start()
        _ = folder
        let id = "123e4567-e89b-12d3-a456-4266554400a0"
        let results = await sender.send(try push(#"{"aps":{"alert":"Hi"}}"#, APNsRequestOptions(apnsID: id)),
                                        to: [APNsFixture.device(1), APNsFixture.device(2)])
        await sender.shutdown()
        try await server.stop()
        #expect(results.map(\.id) == [id, id])
        #expect(server.requests.map { $0.header("apns-id") } == [id, id])
        #expect(results.allSatisfy { $0.traceID != nil }, "the sandbox answers with apns-unique-id")
    }

    @Test("A background push at priority 10 is refused before anything is sent")
    func backgroundAtTen() throws {
        var document = PushReader().read(#"{"aps":{"content-available":1}}"#)
        document.apnsOptions = APNsRequestOptions(priority: 10)
        let analysis = PushAnalysis(document)
        #expect(analysis.diagnostics.map(\.code) == [PriorityRule.background])
        #expect(!analysis.isValid)
    }

    @Test("A push type's own size limit: a VoIP payload may be 5120 bytes, an alert 4096")
    func sizeLimits() throws {
        let json = #"{"aps":{},"call":""# + String(repeating: "x", count: 4500) + #""}"#
        var document = PushReader().read(json)
        document.apnsOptions = APNsRequestOptions(pushType: .voip)
        #expect(try APNsPush(document, topic: APNsFixture.topic).topic == APNsFixture.topic + ".voip")
        document.apnsOptions = APNsRequestOptions()
        #expect(throws: SendRefusal.self) { try APNsPush(document, topic: APNsFixture.topic) }
    }
}
