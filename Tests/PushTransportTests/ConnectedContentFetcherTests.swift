import BrazeLiquid
import FileTestSupport
import Foundation
import LocalPushServers
import PushTransport
import Testing

/// A Connected Content call made against a real HTTPS server on 127.0.0.1: what is sent, what
/// comes back, and each way a call fails said in words, never thrown.
@Suite struct ConnectedContentFetcherTests {
    final class Server: Sendable {
        let folder = TemporaryFolder(fixture: ())
        let tls: TestTLS
        let media: LocalMedia

        init() async throws {
            tls = try TestTLS.make(in: folder.path)
            media = try await LocalMedia.start(tls: tls)
            media.route("/ok", .text(status: 200, contentType: "application/json", body: #"{"a": 1}"#))
            media.route("/moved", .redirect(status: 302, location: "/ok"))
            media.route("/slow", .drip(contentType: "application/json"))
        }

        func fetch(_ call: ConnectedContentCall, trusted: Bool = true, timeLimit: Double = 10,
                   credential: @escaping @Sendable (String) -> String? = { _ in nil }) async -> (answer: ConnectedContentAnswer, notes: [String]) {
            let fetcher = ConnectedContentFetcher(caFile: trusted ? tls.certificatePath : nil, timeLimit: timeLimit, credential: credential)
            let exchange = await fetcher.fetch(call)
            return (exchange.answer, exchange.notes)
        }
    }

    @Test("A call gets its status, headers and body; a basic_auth credential goes as an Authorization header")
    func answered() async throws {
        let server = try await Server()
        let call = ConnectedContentCall(method: "POST", url: server.media.url("/ok"), headers: [.init(name: "X-Key", value: "k1")],
                                        body: #"{"q": 1}"#, contentType: "application/json", basicAuth: "weather")
        let exchange = await ConnectedContentFetcher(caFile: server.tls.certificatePath, credential: { $0 == "weather" ? "ann:pw" : nil }).fetch(call)
        #expect(exchange.answer == ConnectedContentAnswer(status: 200, body: #"{"a": 1}"#))
        #expect(exchange.headers.contains { $0.name == "content-type" && $0.value == "application/json" } && exchange.bodyBytes == 8)
        let seen = try #require(server.media.requests.last)
        #expect(seen.method == "POST" && seen.body == #"{"q": 1}"# && seen.headers.headerValue("x-key") == "k1")
        #expect(seen.headers.headerValue("content-type") == "application/json")
        #expect(seen.headers.headerValue("authorization") == "Basic " + Data("ann:pw".utf8).base64EncodedString())
        // The pane never shows the credential or a key.
        #expect(!exchange.lines().joined().contains("k1") && !exchange.lines().joined().contains("YW5u"))
        let without = await server.fetch(ConnectedContentCall(url: server.media.url("/ok"), basicAuth: "nobody"))
        #expect(without.notes.contains { $0.contains("no credential nobody here (PUSH_COMPOSER_BASIC_AUTH_NOBODY") })
        try await server.media.stop()
    }

    @Test("A header whose value a user's data broke over two lines, or whose name is not a token, is not sent")
    func headerInjection() async throws {
        let server = try await Server()
        let broken = await server.fetch(ConnectedContentCall(url: server.media.url("/ok"), headers: [.init(name: "X-User", value: "ana\r\nX-Admin: 1")]))
        #expect(broken.answer.status == nil && broken.answer.failure?.contains(#"the header "X-User" is not one HTTP can carry"#) == true)
        let named = await server.fetch(ConnectedContentCall(url: server.media.url("/ok"), headers: [.init(name: "X User", value: "a")]))
        #expect(named.answer.status == nil)
        #expect(server.media.requests.isEmpty)
        try await server.media.stop()
    }

    @Test("A redirect is the answer, as Braze does not follow it; plain http is not called")
    func redirectAndHTTP() async throws {
        let server = try await Server()
        let moved = await server.fetch(ConnectedContentCall(url: server.media.url("/moved")))
        #expect(moved.answer.status == 302 && moved.notes.contains { $0.contains("does not follow redirects") })
        #expect(server.media.requests.map(\.path) == ["/moved"])
        let plain = await server.fetch(ConnectedContentCall(url: "http://127.0.0.1:\(server.media.port)/ok"))
        #expect(plain.answer.status == nil && plain.answer.failure?.contains("https:// calls only") == true)
        #expect(server.media.requests.count == 1)
        try await server.media.stop()
    }

    @Test("An untrusted certificate, a refused connection and a server that drips each fail in words")
    func failures() async throws {
        let server = try await Server()
        let untrusted = await server.fetch(ConnectedContentCall(url: server.media.url("/ok")), trusted: false)
        #expect(untrusted.answer.failure?.contains("certificate is not trusted") == true, "\(untrusted.answer)")
        let refused = await server.fetch(ConnectedContentCall(url: "https://127.0.0.1:1/ok"))
        #expect(refused.answer.failure?.contains("nothing is listening") == true, "\(refused.answer)")
        // Within the limit the head comes and the body drips; on a loaded machine even the head may
        // not: either way one line names the limit.
        let slow = await server.fetch(ConnectedContentCall(url: server.media.url("/slow")), timeLimit: 3)
        let said = slow.answer.failure ?? ""
        #expect(slow.answer.status == nil && (said.contains("still coming after 3 s") || said.contains("did not answer within 3 s")), "\(slow.answer)")
        try await server.media.stop()
    }
}
