import NIOCore
import NIOPosix
import NIOSSL
import Synchronization

/// A TLS listener on 127.0.0.1 that completes handshakes, agrees on h2, and then says nothing:
/// a peer that hangs after TLS. With a certificate for another name, or an expired one, it is
/// the peer a client must refuse during the handshake.
public final class SilentTLSServer: Sendable {
    private let group: MultiThreadedEventLoopGroup
    private let listener: Channel
    private let stopped = Mutex(false)

    /// The port on 127.0.0.1.
    public let port: Int

    private init(group: MultiThreadedEventLoopGroup, listener: Channel, port: Int) {
        self.group = group
        self.listener = listener
        self.port = port
    }

    /// Starts listening with `tls`'s certificate.
    public static func start(tls: TestTLS) async throws -> SilentTLSServer {
        let context = try tls.makeServerContext()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: context))
                }
            }
        do {
            let listener = try await bootstrap.bind(host: "127.0.0.1", port: 0).get()
            guard let port = listener.localAddress?.port else { throw LocalServerError("the listening socket has no port") }
            return SilentTLSServer(group: group, listener: listener, port: port)
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
    }

    /// Closes the listener and every connection; calling it again does nothing.
    public func stop() async throws {
        let already = stopped.withLock { stopped in
            defer { stopped = true }
            return stopped
        }
        guard !already else { return }
        try? await listener.close()
        try await group.shutdownGracefully()
    }
}
