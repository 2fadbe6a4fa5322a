import FileTestSupport
import Foundation
import LocalPushServers
import PushSending
import Testing
@testable import PushTransport

/// A Braze that accepts the connection and says nothing, or answers with a page, a huge body or
/// a refusal: a catalog's items, a campaign's or a Canvas's details and a message's translations
/// are each one line that ends with what was not done, the key never in it.
@Suite("Workspace reads from a silent or hostile Braze")
struct BrazeWorkspaceSilenceTests {
    static let key = "test-key-silence-0123456789"

    final class Fixture: Sendable {
        let folder = TemporaryFolder(fixture: ())
        let server: LocalBraze
        let settings: BrazeSettings
        let timeouts = SendTimeouts(connect: 2, answer: 1)

        init(_ answer: LocalPushServers.BrazeAnswer = .silent) async throws {
            let tls = try TestTLS.make(in: folder.path)
            server = try await LocalBraze.start(tls: tls, apiKey: BrazeWorkspaceSilenceTests.key)
            settings = BrazeSettings(endpoint: "https://127.0.0.1:\(server.port)", caFile: tls.certificatePath)
            server.enqueue(answer)
        }

        deinit {
            let server = server
            Task { try? await server.stop() }
        }
    }

    func refusal(_ read: () async throws(SendRefusal) -> Void) async -> SendRefusal? {
        do throws(SendRefusal) {
            try await read()
            return nil
        } catch {
            return error
        }
    }

    @Test("A catalog fetch")
    func catalog() async throws {
        let fixture = try await Fixture()
        let refused = await refusal { () async throws(SendRefusal) in
            _ = try await BrazeCatalogItems(settings: fixture.settings, apiKey: Self.key, timeouts: fixture.timeouts, deadline: 30).fetch("games", ids: [])
        }
        #expect(refused?.message.contains("did not answer") == true && refused?.message.hasSuffix("nothing was written") == true, "\(String(describing: refused))")
    }

    @Test("A campaign's and a Canvas's details, and a message's translations", arguments: [0, 1, 2])
    func details(which: Int) async throws {
        let fixture = try await Fixture()
        let reads = BrazeMessageDetails(settings: fixture.settings, apiKey: Self.key, timeouts: fixture.timeouts, deadline: 30)
        let refused = await refusal { () async throws(SendRefusal) in
            switch which {
            case 0: _ = try await reads.details(.campaign, id: "c")
            case 1: _ = try await reads.details(.canvas, id: "v")
            default: _ = try await reads.translations(.canvas, ids: [("workflow_id", "v"), ("step_id", "s"), ("message_variation_id", "m")])
            }
        }
        #expect(refused?.message.contains("did not answer") == true && refused?.message.hasSuffix("nothing was written") == true, "\(String(describing: refused))")
        #expect(refused?.message.contains(Self.key) == false)
    }

    @Test("A page, a huge body and a refusal of the details are each one line", arguments: [
        ("page", LocalPushServers.BrazeAnswer(status: 200, body: "<!doctype html><p>Sign in</p>"), "not JSON"),
        ("huge", LocalPushServers.BrazeAnswer.misbehave(.hugeBody(status: 200, bytes: 40 << 20)), "too large to read"),
        ("key", LocalPushServers.BrazeAnswer(status: 401, body: #"{"message": "Invalid API key: test-key-silence-0123456789"}"#), "Braze answered 401"),
    ])
    func hostile(name: String, answer: LocalPushServers.BrazeAnswer, said: String) async throws {
        let fixture = try await Fixture(answer)
        // A huge body takes a while to read on a loaded machine: the usual timeouts, not silence's.
        let reads = BrazeMessageDetails(settings: fixture.settings, apiKey: Self.key, timeouts: .standard, deadline: 120)
        let refused = await refusal { () async throws(SendRefusal) in _ = try await reads.details(.canvas, id: "v") }
        #expect(refused?.message.contains(said) == true && refused?.message.hasSuffix("nothing was written") == true, "\(name): \(String(describing: refused))")
        #expect(refused?.message.contains(Self.key) == false)
    }
}
