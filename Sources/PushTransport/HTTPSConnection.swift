import NIOCore
import NIOHTTP1
import NIOHTTP2
import NIOSSL
import PushSending
import Synchronization

/// One TLS connection to a host, in the protocol the server chose by ALPN: HTTP/2, whose
/// streams carry requests side by side for as long as the connection lasts, or HTTP/1.1, which
/// carries one request and is then closed.
final class HTTPSConnection: Sendable {
    /// The protocol agreed in the handshake.
    enum Kind: Sendable {
        case http2(NIOHTTP2Handler.StreamMultiplexer)
        case http1
    }

    /// What the connection may still carry; changed from the event loop and read by callers.
    final class Status: Sendable {
        private struct Flags {
            var closed = false
            var goneAway = false
            var claimed = false
            var handshakeDone = false
        }

        private let flags = Mutex(Flags())

        /// The connection closed: it carries nothing more.
        func closed() { flags.withLock { $0.closed = true } }
        /// The TLS handshake completed.
        func shookHands() { flags.withLock { $0.handshakeDone = true } }
        /// Whether the TLS handshake completed.
        var handshakeDone: Bool { flags.withLock { $0.handshakeDone } }
        /// The server sent GOAWAY: no new stream may start on it.
        func wentAway() { flags.withLock { $0.goneAway = true } }

        /// Whether one more request may go: any number over HTTP/2, one over HTTP/1.1.
        func claim(http2: Bool) -> Bool {
            flags.withLock { flags in
                guard !flags.closed && !flags.goneAway else { return false }
                if http2 { return true }
                defer { flags.claimed = true }
                return !flags.claimed
            }
        }
    }

    let channel: Channel
    let kind: Kind
    private let status: Status

    private init(channel: Channel, kind: Kind, status: Status) {
        self.channel = channel
        self.kind = kind
        self.status = status
    }

    /// Whether the request about to be sent may use this connection (and, over HTTP/1.1, takes it).
    func claim() -> Bool {
        if case .http2 = kind { return status.claim(http2: true) }
        return status.claim(http2: false)
    }

    /// Connects to `host` (through `proxy`'s tunnel unless it bypasses the host), completes the
    /// TLS handshake and, over HTTP/2, receives the server's settings, within `seconds` in all:
    /// no request is written to a server that has not spoken. GOAWAY frames are kept in `goAways`.
    static func open(host: String, port: Int, proxy: ProxyRoute?, context: NIOSSLContext, seconds: Double,
                     goAways: GoAwayLog) async throws -> HTTPSConnection {
        let status = Status()
        let ready = OnceValue<Result<Kind, any Error>>()
        let serverName = Self.serverName(for: host)
        let started = NIODeadline.now()
        let channel = try await TCPDial.connect(host: host, port: port, proxy: proxy, seconds: seconds)
        do {
            try await channel.eventLoop.submit {
                let pipeline = channel.pipeline.syncOperations
                try pipeline.addHandler(NIOSSLClientHandler(context: context, serverHostname: serverName))
                try pipeline.addHandler(ProtocolSetup(ready: ready, status: status, goAways: goAways))
            }.get()
        } catch {
            channel.close(promise: nil)
            throw error
        }
        channel.closeFuture.whenComplete { _ in
            status.closed()
            ready.resume(.failure(HTTPSClientError.remoteConnectionClosed))
        }
        let left = seconds - Double((NIODeadline.now() - started).nanoseconds) / 1e9
        let timer = Task {
            try? await Task.sleep(for: .milliseconds(Int64(max(left, 0.001) * 1000)))
            ready.resume(.failure(status.handshakeDone ? HTTPSClientError.connectTimeout : HTTPSClientError.tlsHandshakeTimeout))
        }
        let result = await withTaskCancellationHandler {
            await ready.value
        } onCancel: {
            ready.resume(.failure(CancellationError()))
        }
        timer.cancel()
        switch result {
        case .success(let kind):
            return HTTPSConnection(channel: channel, kind: kind, status: status)
        case .failure(let error):
            channel.close(promise: nil)
            throw error
        }
    }

    /// The name sent in the handshake (SNI) and checked against the certificate: the host's,
    /// or none for an IP address, which is checked against the certificate's IP entries instead.
    static func serverName(for host: String) -> String? {
        host.contains(":") || host.allSatisfy { $0.isNumber || $0 == "." } ? nil : host
    }

    /// Writes `request` on a new stream (HTTP/2) or on the connection (HTTP/1.1), its answer
    /// going to `call`; the answer timeout starts once the request is written.
    func send(_ request: HTTPSRequest, call: HTTPSCall, answerSeconds: Double) async throws {
        let target: Channel
        switch kind {
        case .http2(let multiplexer):
            target = try await multiplexer.createStreamChannel { stream in
                stream.eventLoop.makeCompletedFuture {
                    try stream.pipeline.syncOperations.addHandler(HTTP2FramePayloadToHTTP1ClientCodec(httpProtocol: .https))
                    try stream.pipeline.syncOperations.addHandler(AnswerHandler(call: call))
                }
            }.get()
            call.attach(target, closeWhenComplete: false)
        case .http1:
            target = channel
            try await channel.eventLoop.submit {
                try self.channel.pipeline.syncOperations.addHandler(AnswerHandler(call: call))
            }.get()
            call.attach(target, closeWhenComplete: true)
        }
        // Abandoned while the connection or the stream was being made: nothing is written.
        guard !call.hasEnded else { return }
        let head = request.head
        target.write(HTTPClientRequestPart.head(head), promise: nil)
        if !request.body.isEmpty {
            target.write(HTTPClientRequestPart.body(.byteBuffer(ByteBuffer(bytes: request.body))), promise: nil)
        }
        try await target.writeAndFlush(HTTPClientRequestPart.end(nil)).get()
        call.written(on: target.eventLoop, answerSeconds: answerSeconds)
    }

    /// Closes the connection (its streams with it).
    func close() async {
        try? await channel.close()
    }
}
