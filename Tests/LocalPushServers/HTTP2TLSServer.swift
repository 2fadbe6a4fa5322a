import NIOCore
import NIOHTTP2
import NIOPosix
import NIOSSL
import Synchronization

/// An HTTP/2-over-TLS listener on 127.0.0.1 (a free port) that hands every complete request
/// stream to a responder; the plumbing LocalAPNs and LocalBraze share.
final class HTTP2TLSServer: Sendable {
    private let group: MultiThreadedEventLoopGroup
    private let listener: Channel
    private let handshakes: HandshakeCounter
    private let stopped = Mutex(false)

    /// The port the server listens on.
    let port: Int

    /// TLS connections whose handshake completed so far.
    var connectionsAccepted: Int { handshakes.value }

    private init(group: MultiThreadedEventLoopGroup, listener: Channel, handshakes: HandshakeCounter, port: Int) {
        self.group = group
        self.listener = listener
        self.handshakes = handshakes
        self.port = port
    }

    /// Starts listening; `maxConcurrentStreams` is what new connections advertise at first;
    /// `clientCA` asks clients for a certificate from that CA (see `TestTLS.makeServerContext`).
    static func start(tls: TestTLS, clientCA: String? = nil, maxConcurrentStreams: Int,
                      responder: @escaping HTTP2Responder) async throws -> HTTP2TLSServer {
        let context = try tls.makeServerContext(clientCA: clientCA)
        // One thread is plenty for tests, and stopping it closes every connection, silent ones included.
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let counter = HandshakeCounter()
        var settings = nioDefaultSettings.filter { $0.parameter != .maxConcurrentStreams }
        settings.append(HTTP2Setting(parameter: .maxConcurrentStreams, value: maxConcurrentStreams))
        let connectionConfiguration = {
            var configuration = NIOHTTP2Handler.ConnectionConfiguration()
            configuration.initialSettings = settings
            return configuration
        }()
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let connection = HTTP2ServerConnection(channel: channel)
                    let pipeline = channel.pipeline.syncOperations
                    try pipeline.addHandler(NIOSSLServerHandler(context: context))
                    try pipeline.addHandler(HandshakeObserver {
                        connection.number = counter.next()
                        // On the event loop, in the handshake's event: the certificate is known by now.
                        connection.clientCertificate = try? channel.pipeline.syncOperations.nioSSL_peerCertificate()
                    })
                    _ = try pipeline.configureHTTP2Pipeline(
                        mode: .server,
                        connectionConfiguration: connectionConfiguration,
                        streamConfiguration: NIOHTTP2Handler.StreamConfiguration()
                    ) { stream in
                        stream.eventLoop.makeCompletedFuture {
                            try stream.pipeline.syncOperations.addHandler(
                                HTTP2RequestHandler(connection: connection, responder: responder)
                            )
                        }
                    }
                }
            }
        do {
            let listener = try await bootstrap.bind(host: "127.0.0.1", port: 0).get()
            guard let port = listener.localAddress?.port else {
                throw LocalServerError("the listening socket has no port")
            }
            return HTTP2TLSServer(group: group, listener: listener, handshakes: counter, port: port)
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
    }

    /// Closes the listener and every connection; calling it again does nothing.
    func stop() async throws {
        let already = stopped.withLock { stopped in
            defer { stopped = true }
            return stopped
        }
        guard !already else { return }
        try? await listener.close()
        try await group.shutdownGracefully()
    }
}
