import Synchronization

/// A local media host over HTTP/2 and TLS: each path answers as a test sets it (a file, a
/// redirect, an error status, a body that never ends), as the media check's servers would.
public final class LocalMedia: Sendable {
    /// What a path answers.
    public enum Route: Sendable {
        /// A file with this `Content-Type`.
        case file(contentType: String, bytes: [UInt8])
        /// A redirect to `location` (absolute, or a path on this server).
        case redirect(status: Int, location: String)
        /// An answer with this status and a short HTML body.
        case status(Int)
        /// Headers, then one byte at a time, forever.
        case drip(contentType: String)
        /// A file with an `ETag`: a request naming that tag in `If-None-Match` gets a bodiless 304.
        case tagged(contentType: String, bytes: [UInt8], etag: String)
        /// Any status with this text (a Connected Content API's JSON, or its error).
        case text(status: Int, contentType: String, body: String)
    }

    /// A request as the server saw it.
    public struct Request: Sendable {
        /// `GET`, `POST`.
        public var method: String
        /// The path and query.
        public var path: String
        /// The header fields, pseudo-headers included.
        public var headers: [HeaderField]
        /// The body as text.
        public var body: String
    }

    private let server: HTTP2TLSServer
    private let box: RouteBox

    private init(server: HTTP2TLSServer, box: RouteBox) {
        self.server = server
        self.box = box
    }

    /// Starts a server with `routes` by path (`/sale.jpg`); other paths answer 404.
    public static func start(tls: TestTLS, routes: [String: Route] = [:]) async throws -> LocalMedia {
        let box = RouteBox(routes)
        let server = try await HTTP2TLSServer.start(tls: tls, maxConcurrentStreams: 100) { request, _ in
            box.reply(to: request)
        }
        return LocalMedia(server: server, box: box)
    }

    /// The statuses answered so far, in order.
    public var statuses: [Int] { box.statuses.withLock { $0 } }

    /// The requests received so far, in order.
    public var requests: [Request] { box.requests.withLock { $0 } }

    /// Sets what a path answers.
    public func route(_ path: String, _ route: Route) { box.routes.withLock { $0[path] = route } }

    /// The port on 127.0.0.1.
    public var port: Int { server.port }

    /// The address of a path on this server.
    public func url(_ path: String) -> String { "https://127.0.0.1:\(port)\(path)" }

    /// Stops listening and closes every connection.
    public func stop() async throws { try await server.stop() }
}

/// The routes, shared with the server's thread.
private final class RouteBox: Sendable {
    let routes: Mutex<[String: LocalMedia.Route]>
    let statuses = Mutex<[Int]>([])
    let requests = Mutex<[LocalMedia.Request]>([])

    init(_ routes: [String: LocalMedia.Route]) { self.routes = Mutex(routes) }

    func reply(to request: ReceivedRequest) -> StreamReply {
        requests.withLock {
            $0.append(LocalMedia.Request(method: request.method, path: request.path, headers: request.headers,
                                         body: String(decoding: request.body, as: UTF8.self)))
        }
        let reply = answer(request)
        if case .respond(let status, _, _) = reply { statuses.withLock { $0.append(status) } }
        return reply
    }

    private func answer(_ request: ReceivedRequest) -> StreamReply {
        switch routes.withLock({ $0[request.path] }) {
        case .tagged(let type, let bytes, let etag)?:
            if request.headers.headerValue("if-none-match") == etag {
                return .respond(status: 304, headers: [HeaderField("etag", etag)], body: [])
            }
            return .respond(status: 200, headers: [HeaderField("content-type", type), HeaderField("etag", etag),
                                                   HeaderField("content-length", String(bytes.count))], body: bytes)
        case .file(let type, let bytes)?:
            return .respond(status: 200, headers: [HeaderField("content-type", type), HeaderField("content-length", String(bytes.count))], body: bytes)
        case .redirect(let status, let location)?:
            return .respond(status: status, headers: [HeaderField("location", location)], body: [])
        case .status(let status)?:
            return .respond(status: status, headers: [HeaderField("content-type", "text/html")], body: Array("<html><body>no</body></html>".utf8))
        case .text(let status, let type, let body)?:
            return .respond(status: status, headers: [HeaderField("content-type", type)], body: Array(body.utf8))
        case .drip(let type)?:
            return .drip(status: 200, headers: [HeaderField("content-type", type)], intervalMilliseconds: 50)
        case nil:
            return .respond(status: 404, headers: [HeaderField("content-type", "text/html")], body: Array("<html>not found</html>".utf8))
        }
    }
}
