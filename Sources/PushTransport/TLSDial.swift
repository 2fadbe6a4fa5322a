import NIOCore
import NIOPosix
import NIOSSL
import PushSending

/// A TCP connection to a service with TLS over it and one handler after TLS that watches the
/// handshake: what the certificate probe and the reachability probe both open. Nothing is written.
enum TLSDial {
    /// Connects to `address` within `timeout` seconds, with `context`'s TLS and `watcher` after it.
    static func connect(_ address: ServiceAddress, context: NIOSSLContext, timeout: Double,
                        watcher: @escaping @Sendable () -> any ChannelHandler & Sendable) async throws -> Channel {
        let bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(.milliseconds(Int64(timeout * 1000)))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let handler = try NIOSSLClientHandler(context: context, serverHostname: HTTPSConnection.serverName(for: address.host))
                    try channel.pipeline.syncOperations.addHandler(handler)
                    try channel.pipeline.syncOperations.addHandler(watcher())
                }
            }
        return try await bootstrap.connect(host: address.host, port: address.port ?? 443).get()
    }
}
