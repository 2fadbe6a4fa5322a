import NIOCore
import NIOSSL
import PushSending
import Synchronization

/// The HTTPS client every send and fetch uses: the TLS set-up given (verification always on),
/// HTTP/2 or HTTP/1.1 as the server chooses, one HTTP/2 connection per host kept and shared by
/// every request, no redirects and no silent retries (a person waits for the answer: a refused
/// or untrusted connection is said at once), and a watch on GOAWAY frames.
final class HTTPSClient: Sendable {
    private struct Pool {
        var kept: [String: Slot] = [:]
        var open: [ObjectIdentifier: HTTPSConnection] = [:]
        var shutDown = false
    }

    /// A connection being made or made, shared by the requests that wait for it.
    private final class Slot: Sendable {
        let connection: Task<HTTPSConnection, any Error>
        init(_ connection: Task<HTTPSConnection, any Error>) { self.connection = connection }
    }

    private let context: NIOSSLContext
    private let proxy: ProxyRoute?
    private let timeouts: SendTimeouts
    private let goAways: GoAwayLog
    private let pool = Mutex(Pool())

    /// The most `shutdown` waits for connections to close: a server that never answers the
    /// close must not hold the program (it exits, and the kernel closes them).
    static let shutdownSeconds = 2.0

    /// A client for `tls` whose connections go through `proxy` (unless it bypasses their host);
    /// `timeouts.connect` bounds the connection and its handshake, `timeouts.answer` the wait
    /// from a written request to its answer's head.
    init(tls: TLSConfiguration, proxy: ProxyRoute?, timeouts: SendTimeouts, goAways: GoAwayLog) throws(SendRefusal) {
        var tls = tls
        tls.applicationProtocols = ["h2", "http/1.1"]
        do {
            context = try NIOSSLContext(configuration: tls)
        } catch {
            throw SendRefusal(.setup, "the TLS set-up could not be made from the certificate and trust roots given")
        }
        self.proxy = proxy
        self.timeouts = timeouts
        self.goAways = goAways
    }

    /// A client for `caFile` (named by `key` in messages) and `timeouts`, its GOAWAYs kept in
    /// `goAways`; `identity`, a certificate and its key, is presented to servers that ask.
    convenience init(caFile: String?, key: String, proxy: ProxyRoute?, timeouts: SendTimeouts, goAways: GoAwayLog,
                     identity: NIOSSLPKCS12Bundle? = nil) throws(SendRefusal) {
        var tls = try TrustRoots.configuration(caFile: caFile, key: key)
        if let identity {
            tls.certificateChain = identity.certificateChain.map { .certificate($0) }
            tls.privateKey = .privateKey(identity.privateKey)
        }
        try self.init(tls: tls, proxy: proxy, timeouts: timeouts, goAways: goAways)
    }

    /// Sends `request` and hands its answer to `reader`, all within `seconds`; `cancellation`,
    /// or cancelling the calling task, abandons it. Never throws: how it ended is the result.
    func exchange(_ request: HTTPSRequest, reader: any AnswerReader, seconds: Double,
                  cancellation: SendCancellation?) async -> HTTPSCall.Ending {
        let call = HTTPSCall(reader: reader)
        let work = Task {
            do {
                let connection = try await self.connection(host: request.host, port: request.port)
                try await connection.send(request, call: call, answerSeconds: self.timeouts.answer)
            } catch {
                call.finish(.failed(error))
            }
        }
        let timer = Task {
            try? await Task.sleep(for: .milliseconds(Int64(seconds * 1000)))
            call.finish(.deadline)
        }
        let handler = cancellation?.onCancel { call.finish(.cancelled) }
        let ending = await withTaskCancellationHandler {
            await call.value
        } onCancel: {
            call.finish(.cancelled)
        }
        timer.cancel()
        if let handler { cancellation?.remove(handler) }
        // A connection still being made is left to finish and be kept (or dropped) on its own.
        _ = work
        return ending
    }

    /// A connection to `host` that takes one more request: the kept HTTP/2 one, or a new one.
    private func connection(host: String, port: Int) async throws -> HTTPSConnection {
        let key = "\(host) \(port)"
        // Twice at most: the kept connection may have gone away, or be HTTP/1.1 and taken.
        for _ in 0..<2 {
            let slot = try pool.withLock { pool throws(HTTPSClientError) -> Slot in
                guard !pool.shutDown else { throw .shutDown }
                if let slot = pool.kept[key] { return slot }
                let slot = Slot(Task { try await self.opened(host: host, port: port) })
                pool.kept[key] = slot
                return slot
            }
            do {
                let connection = try await slot.connection.value
                if connection.claim() { return connection }
            } catch {
                forget(slot, key: key)
                throw error
            }
            forget(slot, key: key)
        }
        let connection = try await opened(host: host, port: port)
        _ = connection.claim()
        return connection
    }

    /// A new connection, recorded so that `shutdown` closes it; closed at once after a shutdown.
    private func opened(host: String, port: Int) async throws -> HTTPSConnection {
        let connection = try await HTTPSConnection.open(host: host, port: port, proxy: proxy, context: context,
                                                        seconds: timeouts.connect, goAways: goAways)
        let id = ObjectIdentifier(connection)
        let shutDown = pool.withLock { pool in
            if !pool.shutDown { pool.open[id] = connection }
            return pool.shutDown
        }
        if shutDown {
            await connection.close()
            throw HTTPSClientError.shutDown
        }
        connection.channel.closeFuture.whenComplete { [weak self] _ in
            _ = self?.pool.withLock { $0.open.removeValue(forKey: id) }
        }
        return connection
    }

    private func forget(_ slot: Slot, key: String) {
        pool.withLock { pool in
            if pool.kept[key] === slot { pool.kept[key] = nil }
        }
    }

    /// Closes every connection, waiting at most `shutdownSeconds`; later requests fail at once.
    func shutdown() async {
        let connections = pool.withLock { pool in
            pool.shutDown = true
            pool.kept = [:]
            return Array(pool.open.values)
        }
        _ = await OnceValue<Bool>.within(seconds: Self.shutdownSeconds) {
            await withTaskGroup(of: Void.self) { group in
                for connection in connections { group.addTask { await connection.close() } }
            }
        }
    }
}
