import FileTestSupport
import Foundation
import LocalPushServers
import PushSending
import Testing
@testable import PushTransport

/// Reading content blocks from a local Braze over HTTPS: every page and block, and each hostile
/// answer (a page, a huge body, a wrong shape, silence) one line with nothing returned.
@Suite("Reading content blocks from Braze")
struct BrazeContentBlocksTests {
    static let key = "test-key-cb-0123456789"

    final class Fixture: Sendable {
        let folder = TemporaryFolder(fixture: ())
        let server: LocalBraze
        let settings: BrazeSettings

        init() async throws {
            let tls = try TestTLS.make(in: folder.path)
            server = try await LocalBraze.start(tls: tls, apiKey: BrazeContentBlocksTests.key)
            settings = BrazeSettings(endpoint: "https://127.0.0.1:\(server.port)", caFile: tls.certificatePath)
            server.addContentBlock(name: "Footer", content: "Reply STOP to stop, {{${first_name}}}.")
            server.addContentBlock(name: "Promo", content: "-20% today")
        }

        func fetch(_ names: [String] = [], timeouts: SendTimeouts = .standard, deadline: Double = 60) async -> Result<[BrazeContentBlocks.Block], SendRefusal> {
            do {
                return .success(try await BrazeContentBlocks(settings: settings, apiKey: BrazeContentBlocksTests.key, timeouts: timeouts,
                                                             deadline: deadline).fetch(names))
            } catch {
                return .failure(error)
            }
        }

        deinit {
            let server = server
            Task { try? await server.stop() }
        }
    }

    @Test("Every block, or those named, with their Liquid; a name the workspace lacks is said with the nearest")
    func blocks() async throws {
        let fixture = try await Fixture()
        let all = try await fixture.fetch().get()
        #expect(all == [.init(name: "Footer", content: "Reply STOP to stop, {{${first_name}}}."), .init(name: "Promo", content: "-20% today")])
        let one = try await fixture.fetch(["Promo"]).get()
        #expect(one.map(\.name) == ["Promo"])
        guard case .failure(let refusal) = await fixture.fetch(["footer"]) else { Issue.record("a missing name was fetched"); return }
        #expect(refusal.message == "the workspace has no content block named \"footer\"; did you mean \"Footer\"?; no block was written")
        #expect(fixture.server.requests.allSatisfy { $0.header("authorization") == "Bearer \(Self.key)" })
    }

    @Test("A hostile answer is one line, and nothing comes back", arguments: [
        ("page", LocalPushServers.BrazeAnswer(status: 200, body: "<!doctype html><p>Sign in</p>"), "is not Braze's but not JSON: <!doctype html><p>Sign in</p>"),
        ("shape", LocalPushServers.BrazeAnswer(status: 200, body: #"{"content_blocks": "none", "message": "success"}"#), "without a list of content blocks"),
        ("huge", LocalPushServers.BrazeAnswer.misbehave(.hugeBody(status: 200, bytes: 40 << 20)), "too large to read"),
        ("key", LocalPushServers.BrazeAnswer(status: 401, body: #"{"message": "Invalid API key: test-key-cb-0123456789"}"#), "Braze answered 401"),
    ])
    func hostile(name: String, answer: LocalPushServers.BrazeAnswer, said: String) async throws {
        let fixture = try await Fixture()
        fixture.server.enqueue(answer)
        guard case .failure(let refusal) = await fixture.fetch() else { Issue.record("\(name): blocks came back"); return }
        #expect(refusal.message.contains(said) && refusal.message.hasSuffix("no block was written"), "\(name): \(refusal.message)")
        #expect(!refusal.message.contains(Self.key))
    }

    @Test("A Braze that says nothing is given up on at the deadline")
    func silence() async throws {
        let fixture = try await Fixture()
        fixture.server.enqueue(.silent)
        guard case .failure(let refusal) = await fixture.fetch(timeouts: SendTimeouts(connect: 2, answer: 1), deadline: 30) else {
            Issue.record("blocks came back from silence"); return
        }
        #expect(refusal.message.contains("did not answer") && refusal.message.hasSuffix("no block was written"), "\(refusal.message)")
    }
}
