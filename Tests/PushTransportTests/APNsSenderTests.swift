import Foundation
import Synchronization
import Cryptography
import LocalPushServers
import PushCore
import PushSending
import Testing
@testable import PushTransport

@Suite("Sending through APNs, against a local APNs over HTTP/2 and TLS")
struct APNsSenderTests {
    @Test("A push is accepted: the compiled payload and headers went out, and the ids came back")
    func accepted() async throws {
        let fixture = try await APNsFixture()
        let sender = try fixture.sender()
        let device = APNsFixture.device(1)
        let push = try APNsFixture.push(#"{"alert":{"title":"Hi","body":"There"},"collapse_id":"c1"}"#)
        let results = await sender.send(push, to: [device])
        await sender.shutdown()
        let result = try #require(results.first)
        #expect(result.outcome == .accepted && result.status == 200, "\(result)")
        let request = try #require(fixture.server.requests.first)
        #expect(request.path == "/3/device/" + APNsFixture.token(device))
        #expect(request.body == push.body)
        #expect(request.header("apns-topic") == APNsFixture.topic)
        #expect(request.header("apns-push-type") == "alert")
        #expect(request.header("apns-priority") == "10")
        #expect(request.header("apns-collapse-id") == "c1")
        #expect(result.id == request.header("apns-id"))
        #expect(result.traceID != nil, "the sandbox's apns-unique-id is kept")
    }

    @Test("A hundred devices share one connection and one signed token; the first goes alone")
    func oneConnectionOneToken() async throws {
        let fixture = try await APNsFixture()
        let sender = try fixture.sender()
        let devices = (1...100).map { APNsFixture.device($0) }
        let results = await sender.send(try APNsFixture.push(), to: devices)
        await sender.shutdown()
        #expect(results.allSatisfy { $0.accepted })
        #expect(results.map(\.recipient) == devices, "results come in the order of the recipients")
        #expect(fixture.server.connectionsAccepted == 1)
        #expect(Set(fixture.server.requests.map(\.jwt)).count == 1)
        #expect(sender.tokens?.signedCount == 1)
        #expect(fixture.server.requests.first?.streamID == 1)
    }

    @Test("The token is reused for 50 minutes, then signed again")
    func tokenLifetime() async throws {
        let fixture = try await APNsFixture()
        let clock = ManualClock(start: Int64(Date().timeIntervalSince1970) - 3000)
        let sender = try fixture.sender(now: { clock.now })
        _ = await sender.send(try APNsFixture.push(), to: [APNsFixture.device(1)])
        clock.advance(by: 49 * 60)
        _ = await sender.send(try APNsFixture.push(), to: [APNsFixture.device(2)])
        #expect(sender.tokens?.signedCount == 1)
        clock.advance(by: 2 * 60)
        let later = await sender.send(try APNsFixture.push(), to: [APNsFixture.device(3)])
        await sender.shutdown()
        #expect(sender.tokens?.signedCount == 2)
        #expect(later.first?.accepted == true)
    }

    @Test("Every reason Apple sends is explained in plain words")
    func everyReason() async throws {
        let fixture = try await APNsFixture()
        let reasons = APNsReason.all.filter { $0.name != "ExpiredProviderToken" }
        var devices: [Recipient] = []
        for (index, reason) in reasons.enumerated() {
            let device = APNsFixture.device(index + 1, environment: index % 2 == 0 ? .sandbox : .production)
            devices.append(device)
            fixture.server.answer(.reject(status: reason.status, reason: reason.name), forToken: APNsFixture.token(device))
        }
        let sender = try fixture.sender()
        let results = await sender.send(try APNsFixture.push(), to: devices)
        await sender.shutdown()
        for (reason, result) in zip(reasons, results) {
            #expect(result.outcome == .rejected && result.status == reason.status && result.reason == reason.name, "\(result)")
            #expect(result.explanation == reason.explanation(in: result.recipient.environment!))
        }
    }

    @Test("A dead token: 410 with the moment Apple learnt it, as a date")
    func unregistered() async throws {
        let fixture = try await APNsFixture()
        let device = APNsFixture.device(7)
        fixture.server.answer(.gone(reason: "Unregistered", timestampMillis: 1_700_000_000_000), forToken: APNsFixture.token(device))
        let sender = try fixture.sender()
        let result = try #require(await sender.send(try APNsFixture.push(), to: [device]).first)
        await sender.shutdown()
        #expect(result.status == 410 && result.reason == "Unregistered")
        #expect(result.explanation.contains("since 2023-11-1"), "\(result.explanation)")
    }

    @Test("ExpiredProviderToken: a new token is signed once and the push sent again")
    func expiredToken() async throws {
        let fixture = try await APNsFixture()
        let device = APNsFixture.device(8)
        fixture.server.answer(.expireTokenOnce, forToken: APNsFixture.token(device))
        let sender = try fixture.sender()
        let result = try #require(await sender.send(try APNsFixture.push(), to: [device]).first)
        await sender.shutdown()
        #expect(result.accepted, "\(result)")
        #expect(sender.tokens?.signedCount == 2)
        #expect(fixture.server.requests.count == 2)
    }

    @Test("A GOAWAY is reported with its reason, and the push is not sent again")
    func goAway() async throws {
        let fixture = try await APNsFixture()
        let device = APNsFixture.device(9)
        fixture.server.answer(.goAway(reason: "Shutdown"), forToken: APNsFixture.token(device))
        let sender = try fixture.sender()
        let result = try #require(await sender.send(try APNsFixture.push(), to: [device]).first)
        await sender.shutdown()
        #expect(result.outcome == .noAnswer, "\(result)")
        #expect(result.explanation.contains("Shutdown") && result.explanation.contains("may or may not"), "\(result.explanation)")
        #expect(fixture.server.requests.count == 1)
    }

    @Test("Silence: the answer timeout has its own message")
    func silence() async throws {
        let fixture = try await APNsFixture()
        let device = APNsFixture.device(10)
        fixture.server.answer(.silence, forToken: APNsFixture.token(device))
        let sender = try fixture.sender(timeouts: SendTimeouts(connect: 10, answer: 1))
        let result = try #require(await sender.send(try APNsFixture.push(), to: [device]).first)
        await sender.shutdown()
        #expect(result.outcome == .noAnswer)
        // Within the answer's 1 s, or the whole send's 11 s when a loaded machine spent the connect
        // budget on the handshake: either way the words are the answer's, not the connection's.
        #expect(result.explanation.contains("did not answer within 1 s") || result.explanation.contains("did not answer within 11 s"),
                "\(result.explanation)")
    }

    @Test("A server whose certificate is not trusted is refused; verification is never off")
    func untrusted() async throws {
        let fixture = try await APNsFixture()
        var settings = fixture.settings
        settings.caFile = nil
        let sender = try fixture.sender(settings: settings)
        let result = try #require(await sender.send(try APNsFixture.push(), to: [APNsFixture.device(1)]).first)
        await sender.shutdown()
        #expect(result.outcome == .notSent)
        #expect(result.explanation.contains("not trusted") && result.explanation.contains("ca_file"), "\(result.explanation)")
        #expect(result.explanation.hasSuffix("nothing was sent"), "\(result.explanation)")
        #expect(fixture.server.requests.isEmpty)
    }

    @Test("Nothing listening: connection refused, in plain words")
    func refused() async throws {
        let fixture = try await APNsFixture()
        // Port 1, where nothing listens: a stopped server's port may be taken by another test's.
        var settings = fixture.settings
        settings.endpoint = "https://127.0.0.1:1"
        let sender = try fixture.sender(settings: settings)
        let result = try #require(await sender.send(try APNsFixture.push(), to: [APNsFixture.device(1)]).first)
        await sender.shutdown()
        try await fixture.server.stop()
        #expect(result.outcome == .notSent)
        #expect(result.explanation.contains("nothing is listening"), "\(result.explanation)")
    }

    @Test("A token signed with another key is refused as InvalidProviderToken")
    func wrongKey() async throws {
        let fixture = try await APNsFixture()
        let other = try APNsSigningKey(pem: Array(P256Key().privatePEM.utf8), file: "other.p8",
                                       keyID: APNsFixture.keyID, teamID: APNsFixture.team)
        let sender = try fixture.sender(key: other)
        let result = try #require(await sender.send(try APNsFixture.push(), to: [APNsFixture.device(1)]).first)
        await sender.shutdown()
        #expect(result.reason == "InvalidProviderToken" && result.status == 403)
        #expect(result.explanation.contains("key_id"))
    }

    @Test("Cancelling stops what has not been written; what was sent keeps its answer")
    func cancel() async throws {
        let fixture = try await APNsFixture()
        let cancellation = SendCancellation()
        let sender = try fixture.sender()
        let devices = (1...5).map { APNsFixture.device($0) }
        let results = await sender.send(try APNsFixture.push(), to: devices, cancellation: cancellation) { _ in cancellation.cancel() }
        await sender.shutdown()
        #expect(results[0].accepted)
        #expect(results.dropFirst().allSatisfy { $0.outcome == .notSent })
        #expect(fixture.server.requests.count == 1)
    }

    @Test("Key files: each wrong kind gets its own words")
    func keyFiles() throws {
        let cases: [(String, String)] = [
            ("-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----", "is a certificate"),
            ("MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg", "lacks the -----BEGIN PRIVATE KEY----- line"),
            ("-----BEGIN RSA PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY-----", "APNs keys are P-256"),
            ("-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----", "is not a P-256 private key"),
        ]
        for (text, fragment) in cases {
            do {
                _ = try APNsSigningKey(pem: Array(text.utf8), file: "k.p8", keyID: "A", teamID: "B")
                Issue.record("accepted \(fragment)")
            } catch {
                #expect(error.message.contains(fragment), "\(error.message)")
            }
        }
        // Apple's own layout: no final newline, and leading blank lines are forgiven.
        let pem = "\n\n" + P256Key().privatePEM
        #expect(throws: Never.self) { try APNsSigningKey(pem: Array(pem.utf8), file: "k.p8", keyID: "A", teamID: "B") }
    }
}

/// A clock the test moves by hand.
final class ManualClock: Sendable {
    private let seconds: Mutex<Int64>
    init(start: Int64) { seconds = Mutex(start) }
    var now: Int64 { seconds.withLock { $0 } }
    func advance(by delta: Int64) { seconds.withLock { $0 += delta } }
}
