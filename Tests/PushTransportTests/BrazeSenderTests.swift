import FileTestSupport
import Foundation
import LocalPushServers
import PushCore
import PushSending
import Testing
@testable import PushTransport

@Suite("Sending through Braze, against a local Braze over HTTPS")
struct BrazeSenderTests {
    static let key = "test-key-0123456789"

    final class Fixture: Sendable {
        let folder = TemporaryFolder(fixture: ())
        let server: LocalBraze
        let settings: BrazeSettings

        init() async throws {
            let tls = try TestTLS.make(in: folder.path)
            server = try await LocalBraze.start(tls: tls, apiKey: BrazeSenderTests.key)
            settings = BrazeSettings(endpoint: "https://127.0.0.1:\(server.port)", testUsers: ["ana-test"], caFile: tls.certificatePath)
        }

        func send(_ users: [String], key: String = BrazeSenderTests.key, timeouts: SendTimeouts = .standard,
                  json: String = #"{"alert":{"title":"Hi","body":"There"}}"#) async throws -> [RecipientResult] {
            let document = PushReader().read(Array(json.utf8))
            let sender = try BrazeSender(settings: settings, apiKey: key, timeouts: timeouts)
            let results = await sender.send(try BrazePush(document, users: users))
            await sender.shutdown()
            return results
        }

        deinit {
            let server = server
            Task { try? await server.stop() }
        }
    }

    @Test("Accepted: 201 with the dispatch id, and words that say it is not proof of delivery")
    func accepted() async throws {
        let fixture = try await Fixture()
        let result = try #require(try await fixture.send(["ana-test"]).first)
        #expect(result.outcome == .accepted && result.status == 201)
        #expect(result.id?.count == 32)
        #expect(result.traceID != nil, "x-request-id is kept to quote to Braze")
        #expect(result.explanation.contains("not proof of delivery"))
        let request = try #require(fixture.server.requests.first)
        #expect(request.path == "/messages/send" && request.header("authorization") == "Bearer \(BrazeSenderTests.key)")
        let body = String(decoding: request.body, as: UTF8.self)
        #expect(body.hasPrefix(#"{"external_user_ids":["ana-test"],"messages":{"apple_push":"#))
    }

    @Test("Each endpoint's test goes to the path that sends it now, and the local Braze accepts it", arguments: [
        (#"{"schedule":{"time":"2030-01-01T09:00:00Z"},"messages":{"apple_push":{"alert":"Hi"}}}"#, "/messages/send"),
        (#"{"campaign_id":"c-1","trigger_properties":{"order":"1042"}}"#, "/campaigns/trigger/send"),
        (#"{"canvas_id":"cv-1","canvas_entry_properties":{"size":38}}"#, "/canvas/trigger/send"),
        (#"{"apple_push":{"alert":"Hi"}}"#, "/messages/send"),
    ])
    func endpointPaths(_ json: String, _ path: String) async throws {
        let fixture = try await Fixture()
        let result = try #require(try await fixture.send(["ana-test"], json: json).first)
        #expect(result.outcome == .accepted && result.status == 201, "\(result.explanation)")
        #expect(fixture.server.requests.first?.path == path)
    }

    @Test("A wrong key: Braze's echo of it is masked everywhere")
    func wrongKeyRedacted() async throws {
        let fixture = try await Fixture()
        let wrong = "wrong-key-abcdef"
        let result = try #require(try await fixture.send(["ana-test"], key: wrong).first)
        #expect(result.outcome == .rejected && result.status == 401)
        #expect(fixture.server.requests.first?.responseBody.containsBytes(of: wrong) == true, "the server echoes the key")
        #expect(!"\(result)".contains(wrong))
        #expect(result.reason == "Invalid API key: \(SecretRedactor.mask)")
        #expect(result.explanation.contains("unknown on this instance"))
    }

    @Test("120 users go in three requests of at most 50")
    func batches() async throws {
        let fixture = try await Fixture()
        let users = (1...120).map { "user-\($0)" }
        let results = try await fixture.send(users)
        #expect(results.count == 120 && results.allSatisfy { $0.accepted })
        #expect(fixture.server.requests.count == 3)
    }

    @Test("429: the reset time is given as local time")
    func rateLimited() async throws {
        let fixture = try await Fixture()
        let reset = Int(Date().timeIntervalSince1970) + 600
        fixture.server.enqueue(LocalPushServers.BrazeAnswer(status: 429, body: #"{"message":"Rate Limited"}"#,
                                                            headers: [HeaderField("x-ratelimit-reset", String(reset))]))
        let result = try #require(try await fixture.send(["ana-test"]).first)
        #expect(result.outcome == .rejected && result.status == 429)
        #expect(result.explanation.contains("wait until \(LocalTime.describe(Date(timeIntervalSince1970: Double(reset))))"))
    }

    @Test("A 201 with errors shows each, and a 5xx proxy page is explained, not retried")
    func partialAndServerError() async throws {
        let fixture = try await Fixture()
        fixture.server.enqueue(LocalPushServers.BrazeAnswer(status: 201, body: #"{"message":"success","errors":["user bo has no token"],"dispatch_id":"d1"}"#))
        fixture.server.enqueue(LocalPushServers.BrazeAnswer(status: 502, body: "<html>\nBad Gateway</html>"))
        let partial = try #require(try await fixture.send(["ana-test"]).first)
        #expect(partial.accepted && partial.notes == ["user bo has no token"])
        let failed = try #require(try await fixture.send(["ana-test"]).first)
        #expect(failed.outcome == .rejected && failed.status == 502)
        #expect(failed.explanation.contains("try again in a minute"))
        #expect(fixture.server.requests.count == 2, "a 5xx is not retried")
    }

    @Test("A 200 page that is not Braze's (a proxy's login) is not taken for an accepted send")
    func notBrazesAnswer() async throws {
        let fixture = try await Fixture()
        fixture.server.enqueue(LocalPushServers.BrazeAnswer(status: 200, body: "<html><title>Sign in to Corp Proxy</title>\n</html>"))
        let result = try #require(try await fixture.send(["ana-test"]).first)
        #expect(result.outcome == .noAnswer, "\(result.explanation)")
        #expect(result.explanation.hasPrefix("the answer (200) is not Braze's but not JSON: <html><title>Sign in to Corp Proxy</title>: "
            + "a proxy or a wrong rest_endpoint in [braze] is in the way; the push may or may not have been sent"), "\(result.explanation)")
        #expect(!result.explanation.contains("Braze accepted it"))
    }

    @Test("Braze's own refusals are explained", arguments: [
        (["a"], #"{"message":"No Recipients"}"#, "no push token"),
    ])
    func refusals(_ users: [String], _ body: String, _ fragment: String) async throws {
        let fixture = try await Fixture()
        fixture.server.enqueue(LocalPushServers.BrazeAnswer(status: 400, body: body))
        let result = try #require(try await fixture.send(users).first)
        #expect(result.explanation.contains(fragment))
    }

    @Test("Silence: the answer timeout has its own message")
    func silence() async throws {
        let fixture = try await Fixture()
        fixture.server.enqueue(.silent)
        let result = try #require(try await fixture.send(["ana-test"], timeouts: SendTimeouts(connect: 10, answer: 1)).first)
        // Within the answer's 1 s, or the whole send's 11 s when a loaded machine spent the connect
        // budget on the handshake: either way the words are the answer's, not the connection's.
        #expect(result.outcome == .noAnswer, "\(result.explanation)")
        #expect(result.explanation.contains("did not answer within 1 s") || result.explanation.contains("did not answer within 11 s"),
                "\(result.explanation)")
    }
}

extension Array where Element == UInt8 {
    func containsBytes(of text: String) -> Bool {
        let needle = Array(text.utf8)
        guard needle.count <= count else { return false }
        return (0...(count - needle.count)).contains { Array(self[$0..<$0 + needle.count]) == needle }
    }
}
