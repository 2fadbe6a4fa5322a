import NIOCore
import NIOSSL
import PushSending

/// A TCP connection to a service with TLS over it and one handler after TLS that watches the
/// handshake: what the certificate probe and the reachability probe both open. Nothing is written.
enum TLSDial {
    /// Connects to `address` (through `proxy`, as a send would) within `timeout` seconds, with
    /// `context`'s TLS and `watcher` after it.
    static func connect(_ address: ServiceAddress, proxy: ProxyRoute?, context: NIOSSLContext, timeout: Double,
                        watcher: @escaping @Sendable () -> any ChannelHandler & Sendable) async throws -> Channel {
        let channel = try await TCPDial.connect(host: address.host, port: address.port ?? 443, proxy: proxy, seconds: timeout)
        do {
            try await channel.eventLoop.submit {
                let handler = try NIOSSLClientHandler(context: context, serverHostname: HTTPSConnection.serverName(for: address.host))
                try channel.pipeline.syncOperations.addHandler(handler)
                try channel.pipeline.syncOperations.addHandler(watcher())
            }.get()
        } catch {
            channel.close(promise: nil)
            throw error
        }
        return channel
    }
}
