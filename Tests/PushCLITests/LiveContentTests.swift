import FileTestSupport
import Foundation
import PushCore
import PushPersonalization
import PushTransport
import LocalPushServers
@testable import PushCLI
import TestSupport
import Testing

/// `--live`: Connected Content called for real, against a local HTTPS server, for one user
/// (`compile --user`) and for every test user (`validate`); nothing is called without it.
@Suite("Live Connected Content")
struct LiveContentTests {
    final class Setup: Sendable {
        let folder = TemporaryFolder(fixture: ())
        let server: LocalMedia
        let push: String

        init() async throws {
            let tls = try TestTLS.make(in: folder.path)
            server = try await LocalMedia.start(tls: tls)
            server.route("/weather?who=Ana&api_key=s3cret", .text(status: 200, contentType: "application/json", body: #"{"sky": "Sunny", "city": "Paris"}"#))
            server.route("/weather?who=Bo&api_key=s3cret", .text(status: 401, contentType: "application/json", body: #"{"error": "who?"}"#))
            server.route("/rank", .text(status: 200, contentType: "application/json", body: #"{"rank": 3, "city": "Paris"}"#))
            server.route("/city/Paris", .text(status: 200, contentType: "text/plain", body: "Bonjour"))
            let config = folder.path + "/config/push-composer"
            try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
            try "[media]\nca_file = \"\(tls.certificatePath)\"\n".write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
            try #"{"ana": {"first_name": "Ana"}, "bo": {"first_name": "Bo"}}"#.write(toFile: config + "/users.json", atomically: true, encoding: .utf8)
            push = folder.path + "/push.json"
            let base = "https://127.0.0.1:\(server.port)"
            let title = "{% connected_content \(base)/weather?who={{${first_name}}}&api_key=s3cret :save w %}"
                + "{% if w.__http_status_code__ != 200 %}{% abort_message('no weather') %}{% endif %}{{ w.sky }} in {{ w.city }}"
            let body = "{% connected_content \(base)/rank :method post :headers {\\\"X-Api-Key\\\": \\\"k-{{${first_name}}}\\\"} :body user={{${first_name}}} :save r %}"
                + "Rank {{ r.rank }}: {% connected_content \(base)/city/{{ r.city }} %}"
            try #"{"alert": {"title": "\#(title)", "body": "\#(body)"}}"#.write(toFile: push, atomically: true, encoding: .utf8)
        }

        func run(_ arguments: String...) async -> (status: Int32, out: String, err: String) {
            let h = CLIHarness(environment: ["HOME": folder.path + "/home", "XDG_CONFIG_HOME": folder.path + "/config",
                                             "XDG_STATE_HOME": folder.path + "/state"])
            let status = await h.run(arguments)
            return (status, h.out, h.err)
        }

        func stop() async throws { try await server.stop() }
    }

    @Test("Without --live nothing is called, and the line says how to call it")
    func offline() async throws {
        let setup = try await Setup()
        let result = await setup.run("validate", setup.push)
        #expect(result.out.contains("needs live data: connected_content (--live calls it)"), "\(result.out)\(result.err)")
        let compiled = await setup.run("compile", setup.push, "--user", "ana")
        #expect(compiled.status == 1 && compiled.err.contains("--live"), "\(compiled.err)")
        #expect(setup.server.requests.isEmpty)
        let usage = await setup.run("compile", setup.push, "--live")
        #expect(usage.status == 2 && usage.err.contains("--live: give --user NAME too"), "\(usage.err)")
        try await setup.stop()
    }

    @Test("compile --user --live makes each call in turn, a later URL using an earlier answer, and renders with the answers")
    func oneUser() async throws {
        let setup = try await Setup()
        let result = await setup.run("compile", setup.push, "--user", "ana", "--live")
        #expect(result.status == 0 && result.out.contains(#""title":"Sunny in Paris""#) && result.out.contains(#""body":"Rank 3: Bonjour""#),
                "\(result.out)\(result.err)")
        let port = setup.server.port
        #expect(result.err.contains("live: ana: GET https://127.0.0.1:\(port)/weather?who=Ana&api_key=••• → 200 in "), "\(result.err)")
        #expect(result.err.contains("saved as w") && result.err.contains("live: ana: POST https://127.0.0.1:\(port)/rank → 200"), "\(result.err)")
        #expect(result.err.contains("Braze calls ports 80 and 443 only"), "\(result.err)")
        #expect(!result.err.contains("s3cret"), "a secret in the URL is never shown")
        let requests = setup.server.requests
        #expect(requests.map(\.path) == ["/weather?who=Ana&api_key=s3cret", "/rank", "/city/Paris"])
        let post = requests.first { $0.path == "/rank" }
        #expect(post?.method == "POST" && post?.body == "user=Ana")
        #expect(post?.headers.headerValue("x-api-key") == "k-Ana" && post?.headers.headerValue("content-type") == "application/x-www-form-urlencoded")
        try await setup.stop()
    }

    @Test("validate --live calls for every test user: one gets the push, the other's 401 aborts it")
    func everyUser() async throws {
        let setup = try await Setup()
        let result = await setup.run("validate", setup.push, "--live")
        #expect(result.err.contains("live: ana: GET") && result.err.contains("live: bo: GET"), "\(result.err)")
        #expect(result.err.contains("who=Bo&api_key=••• → 401"), "\(result.err)")
        #expect(result.out.contains("no weather") && !result.out.contains("needs live data"), "\(result.out)")
        // Bo's render stops at the abort: the later calls are not made for him.
        #expect(setup.server.requests.filter { $0.path == "/rank" }.count == 1)
        try await setup.stop()
    }

    @Test("An answer over Braze's 1 MB is one line, and the render goes on without it")
    func hostile() async throws {
        let setup = try await Setup()
        setup.server.route("/weather?who=Ana&api_key=s3cret", .file(contentType: "application/json", bytes: Array(repeating: 0x20, count: (1 << 20) + 10)))
        let big = await setup.run("compile", setup.push, "--user", "ana", "--live")
        #expect(big.err.contains("with more than 1 MB: Braze reads 1 MB at most"), "\(big.err)")
        try await setup.stop()
    }

    @Test("A run's calls stop at its time budget, however many users wait, and the rest are said to need data")
    func runBudget() async throws {
        let setup = try await Setup()
        setup.server.route("/slow", .drip(contentType: "application/json"))
        let push = PersonalizablePush(PushReader().read("{\"alert\": \"{% connected_content \(setup.server.url("/slow")) %}\"}"))
        let users = try TestUsers.parse(Array(#"{"a": {"first_name": "A"}, "b": {"first_name": "B"}, "c": {"first_name": "C"}, "d": {"first_name": "D"}}"#.utf8),
                                        file: "users.json").users
        let h = CLIHarness()
        let fetcher = ConnectedContentFetcher(caFile: setup.folder.path + "/server-cert.pem", timeLimit: 1)
        let fetched = await LiveContent(source: fetcher, seconds: 1.5).fetch(push, for: users, now: Date(), io: h.io)
        #expect(fetched.count < users.count, "\(fetched.keys.sorted())")
        #expect(h.err.contains("a run's calls may take are spent"), "\(h.err)")
        try await setup.stop()
    }
}
