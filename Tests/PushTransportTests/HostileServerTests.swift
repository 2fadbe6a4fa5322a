import FileTestSupport
import Foundation
import LocalPushServers
import PushCore
import PushSending
import Testing
@testable import PushTransport

/// Servers that fail their clients on purpose, over real HTTP/2 and TLS on 127.0.0.1: every send
/// ends within its deadline, says what happened in plain words (never a library's debug text),
/// keeps a status that came, and says whether the push may have gone out.
@Suite("Sending to hostile and broken servers", .timeLimit(.minutes(1)))
struct HostileServerTests {
    /// An answer timeout the drips keep restarting; each wait long enough for a loaded machine.
    static let short = SendTimeouts(connect: 10, answer: 5)

    /// Sends one push to one device whose token is scripted with `answer`.
    private func apns(_ answer: APNsAnswer, timeouts: SendTimeouts = short) async throws -> (RecipientResult, LocalAPNs) {
        let fixture = try await APNsFixture()
        let device = APNsFixture.device(42)
        fixture.server.answer(answer, forToken: APNsFixture.token(device))
        let sender = try fixture.sender(timeouts: timeouts)
        let result = try #require(await sender.send(try APNsFixture.push(), to: [device]).first)
        await sender.shutdown()
        return (result, fixture.server)
    }

    private func braze(_ answer: LocalPushServers.BrazeAnswer, timeouts: SendTimeouts = short) async throws -> RecipientResult {
        let fixture = try await BrazeSenderTests.Fixture()
        fixture.server.enqueue(answer)
        return try #require(try await fixture.send(["ana-test"], timeouts: timeouts).first)
    }

    /// Nothing of a library's own error text: type names, source files, line numbers.
    private func plain(_ text: String) -> Bool {
        !text.contains(".swift") && !text.contains("Error(") && !text.contains("StreamClosed") && !text.contains("NIO")
    }

    @Test("APNs answers 200 and then drips its body: the push counts as accepted, and the wait ends at the deadline")
    func apnsDrip() async throws {
        let (result, _) = try await apns(.misbehave(.drip(status: 200, intervalMilliseconds: 200)))
        #expect(result.outcome == .accepted && result.status == 200, "\(result)")
        #expect(result.explanation.contains("did not finish within 15 s"), "\(result.explanation)")
        #expect(plain(result.explanation))
    }

    @Test("Braze answers 201 and then drips: accepted, no dispatch_id, and the wait ends at the deadline")
    func brazeDrip() async throws {
        let result = try await braze(.misbehave(.drip(status: 201, intervalMilliseconds: 200)))
        #expect(result.outcome == .accepted && result.status == 201, "\(result)")
        #expect(result.id == nil)
        #expect(result.explanation.contains("did not finish within 15 s"), "\(result.explanation)")
    }

    @Test("APNs answers 500 with a 70 KB body: the status is kept, the body said to be too large")
    func apnsHugeBody() async throws {
        let (result, _) = try await apns(.misbehave(.hugeBody(status: 500, bytes: 70_000)))
        #expect(result.outcome == .rejected && result.status == 500, "\(result)")
        #expect(result.explanation.contains("too large to read"), "\(result.explanation)")
        #expect(!result.explanation.contains("may or may not"))
        #expect(plain(result.explanation), "\(result.explanation)")
    }

    @Test("Braze answers 201 with a 10 MB body: accepted, not 'no answer'")
    func brazeHugeBody() async throws {
        let result = try await braze(.misbehave(.hugeBody(status: 201, bytes: 10 << 20)), timeouts: SendTimeouts(connect: 5, answer: 10))
        #expect(result.outcome == .accepted && result.status == 201, "\(result)")
        #expect(result.explanation.contains("answered 201") && result.explanation.contains("too large to read"), "\(result.explanation)")
        #expect(plain(result.explanation), "\(result.explanation)")
    }

    @Test("RST_STREAM: plain words, no library text, and the push may have gone out")
    func reset() async throws {
        let (result, _) = try await apns(.misbehave(.resetStream))
        #expect(result.outcome == .noAnswer, "\(result)")
        #expect(result.explanation.contains("reset the request"), "\(result.explanation)")
        #expect(result.explanation.contains("may or may not have been delivered"))
        #expect(plain(result.explanation), "\(result.explanation)")
    }

    @Test("GOAWAY naming stream 0: not processed, so not delivered")
    func goAwayUnprocessed() async throws {
        let (result, server) = try await apns(.misbehave(.goAwayUnprocessed))
        #expect(result.outcome == .notSent, "\(result)")
        #expect(result.explanation.contains("not delivered"), "\(result.explanation)")
        #expect(!result.explanation.contains("may or may not"))
        #expect(plain(result.explanation), "\(result.explanation)")
        #expect(server.requests.count == 1, "never sent again on its own")
    }

    @Test("Braze with RST_STREAM: the same plain words")
    func brazeReset() async throws {
        let result = try await braze(.misbehave(.resetStream))
        #expect(result.outcome == .noAnswer && result.explanation.contains("reset the request"), "\(result)")
        #expect(plain(result.explanation), "\(result.explanation)")
    }

    /// A listener that completes TLS (with `tls`) and says nothing, and settings that reach it.
    private func silentPeer(_ make: (String) throws -> TestTLS, trusting: ((String) throws -> TestTLS)? = nil)
        async throws -> (SilentTLSServer, APNsFixture, APNsSettings) {
        let fixture = try await APNsFixture()
        let tls = try make(fixture.folder.path)
        let server = try await SilentTLSServer.start(tls: tls)
        var settings = fixture.settings
        settings.endpoint = "https://127.0.0.1:\(server.port)"
        settings.caFile = tls.certificatePath
        return (server, fixture, settings)
    }

    @Test("A peer that completes TLS and then says nothing: one clear line by the deadline, and the sender closes at once")
    func silentAfterTLS() async throws {
        let (server, fixture, settings) = try await silentPeer { try TestTLS.make(in: $0, name: "silent") }
        let sender = try fixture.sender(timeouts: Self.short, settings: settings)
        let result = try #require(await sender.send(try APNsFixture.push(), to: [APNsFixture.device(1)]).first)
        await sender.shutdown()
        try await server.stop()
        // The client waits for the server's HTTP/2 settings before it writes a request.
        #expect(result.outcome == .notSent, "\(result)")
        #expect(result.explanation.contains("could not connect to 127.0.0.1 within 10 s") && result.explanation.contains("nothing was sent"),
                "\(result.explanation)")
        #expect(plain(result.explanation), "\(result.explanation)")
    }

    @Test("A certificate for another host name: TLS failed, nothing was sent")
    func wrongName() async throws {
        let (server, fixture, settings) = try await silentPeer { try TestTLS.make(in: $0, name: "wrong", hosts: ["wrong.example"]) }
        let sender = try fixture.sender(timeouts: Self.short, settings: settings)
        let result = try #require(await sender.send(try APNsFixture.push(), to: [APNsFixture.device(1)]).first)
        await sender.shutdown()
        try await server.stop()
        #expect(result.outcome == .notSent, "\(result)")
        #expect(result.explanation.contains("for another host name") && result.explanation.contains("wrong.example"), "\(result.explanation)")
        #expect(result.explanation.contains("nothing was sent"), "\(result.explanation)")
    }

    @Test("An expired certificate: TLS failed, with the date it expired")
    func expired() async throws {
        let (server, fixture, settings) = try await silentPeer { try TestTLS.make(in: $0, name: "expired", expired: true) }
        let sender = try fixture.sender(timeouts: Self.short, settings: settings)
        let result = try #require(await sender.send(try APNsFixture.push(), to: [APNsFixture.device(1)]).first)
        await sender.shutdown()
        try await server.stop()
        #expect(result.outcome == .notSent, "\(result)")
        // 2020-01-02 00:00 UTC, shown in this machine's time zone.
        #expect(result.explanation.contains("certificate expired on 2020-01-0"), "\(result.explanation)")
        #expect(!result.explanation.contains("ca_file"), "\(result.explanation)")
    }

    @Test("Cancelling stops a request in flight too, reported as possibly delivered")
    func cancelInFlight() async throws {
        let fixture = try await APNsFixture()
        let device = APNsFixture.device(5)
        fixture.server.answer(.silence, forToken: APNsFixture.token(device))
        // An answer timeout beyond the suite's time limit: only the cancellation can end it in time.
        let sender = try fixture.sender(timeouts: SendTimeouts(connect: 10, answer: 300))
        let cancellation = SendCancellation()
        async let results = sender.send(try APNsFixture.push(), to: [device], cancellation: cancellation)
        // Cancel once the server has the request.
        while fixture.server.requests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        cancellation.cancel()
        let result = try #require(await results.first)
        await sender.shutdown()
        #expect(result.outcome == .noAnswer, "\(result)")
        #expect(result.explanation.contains("stopped") && result.explanation.contains("may or may not"), "\(result.explanation)")
    }
}
