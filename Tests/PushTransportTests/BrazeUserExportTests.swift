import FileTestSupport
import Foundation
import LocalPushServers
import PushSending
import Testing
@testable import PushTransport

@Suite("Reading test users from Braze's export, against a local Braze over HTTPS")
struct BrazeUserExportTests {
    static let key = "test-key-0123456789"

    final class Fixture: Sendable {
        let folder = TemporaryFolder(fixture: ())
        let server: LocalBraze
        let export: BrazeUserExport

        init() async throws {
            let tls = try TestTLS.make(in: folder.path)
            server = try await LocalBraze.start(tls: tls, apiKey: BrazeUserExportTests.key)
            let settings = BrazeSettings(endpoint: "https://127.0.0.1:\(server.port)", caFile: tls.certificatePath)
            export = BrazeUserExport(settings: settings, apiKey: BrazeUserExportTests.key)
        }

        /// The refusal fetching `ids` ends in, or nil when it read users.
        func refusal(_ ids: [String]) async -> SendRefusal? {
            do {
                _ = try await export.fetch(ids, fields: ["first_name"])
                return nil
            } catch {
                return error
            }
        }

        deinit {
            let server = server
            Task { try? await server.stop() }
        }
    }

    @Test("A 200 page that is not an export is said to be someone else's, never a delivered push")
    func notAnExport() async throws {
        let fixture = try await Fixture()
        fixture.server.enqueue(LocalPushServers.BrazeAnswer(status: 200, body: "<!doctype html><p>Proxy login</p>"))
        let refusal = try #require(await fixture.refusal(["ana-test"]))
        #expect(refusal.message == "the answer (200) is not Braze's but not JSON: <!doctype html><p>Proxy login</p>: "
            + "a proxy or a wrong rest_endpoint in [braze] is in the way; no user was read")
        #expect(!refusal.message.contains("check the phone"))
    }

    @Test("An answer without a list of users is an error, not an empty success", arguments: [
        #"{"users":"notarray","message":"success"}"#, #"{"message":"success"}"#,
    ])
    func noUsersList(_ body: String) async throws {
        let fixture = try await Fixture()
        fixture.server.enqueue(LocalPushServers.BrazeAnswer(status: 201, body: body))
        let refusal = try #require(await fixture.refusal(["ana-test"]))
        #expect(refusal.message.hasPrefix("Braze answered 201 without a list of users"), "\(refusal.message)")
    }

    @Test("Users the answer names but nobody asked for are left out")
    func onlyTheAskedFor() async throws {
        let fixture = try await Fixture()
        fixture.server.enqueue(LocalPushServers.BrazeAnswer(status: 201, body: """
            {"users": [{"external_id": "ana-test", "first_name": "Ana"}, {"external_id": "bo", "first_name": "Mallory"},
                       {"first_name": "No id"}],
             "invalid_user_ids": ["cy", "zed"], "message": "success"}
            """))
        let result = try await fixture.export.fetch(["ana-test", "cy"], fields: ["first_name"])
        #expect(result.users.map { $0["external_id"]?.stringValue } == ["ana-test"])
        #expect(result.unknownIDs == ["cy"])
    }
}
