import FileTestSupport
import Foundation
import LocalPushServers
import PushSending
import Testing
@testable import PushTransport

/// A Braze that accepts the connection and says nothing: a catalog's items, a campaign's or a
/// Canvas's details and a message's translations are each given up on at their deadline, in
/// one line that ends with what was not done.
@Suite("Workspace reads from a silent Braze")
struct BrazeWorkspaceSilenceTests {
    static let key = "test-key-silence-0123456789"

    final class Fixture: Sendable {
        let folder = TemporaryFolder(fixture: ())
        let server: LocalBraze
        let settings: BrazeSettings
        let timeouts = SendTimeouts(connect: 2, answer: 1)

        init() async throws {
            let tls = try TestTLS.make(in: folder.path)
            server = try await LocalBraze.start(tls: tls, apiKey: BrazeWorkspaceSilenceTests.key)
            settings = BrazeSettings(endpoint: "https://127.0.0.1:\(server.port)", caFile: tls.certificatePath)
            server.enqueue(.silent)
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
}
