import NIOCore
import NIOHTTP1
import NIOPosix
import PushSending

/// A TCP connection to a server, made directly or through the proxy's `CONNECT` tunnel: what
/// every HTTPS connection and every probe starts from. What goes over it (TLS) is the caller's.
enum TCPDial {
    /// The handlers that speak HTTP/1.1 to the proxy until the tunnel is open.
    private static let names = ["proxy-request-encoder", "proxy-response-decoder", "proxy-tunnel"]

    /// A connection to `host:port` within `seconds` (the tunnel's answer included), through
    /// `proxy` unless it is nil or bypasses `host`.
    static func connect(host: String, port: Int, proxy: ProxyRoute?, seconds: Double) async throws -> Channel {
        let bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(.milliseconds(Int64(seconds * 1000)))
        guard let proxy, proxy.applies(to: host) else {
            return try await bootstrap.connect(host: host, port: port).get()
        }
        let started = ContinuousClock.now
        let target = (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
        let channel: Channel
        do {
            channel = try await bootstrap.connect(host: proxy.host, port: proxy.port).get()
        } catch {
            let why = NoAnswer.connectionWords(error, seconds: seconds) ?? "the connection failed"
            throw ProxyFailure(proxy: proxy, target: target, kind: .unreachable(why))
        }
        let done = OnceValue<Result<Void, ProxyFailure>>()
        do {
            try await channel.eventLoop.submit {
                let pipeline = channel.pipeline.syncOperations
                try pipeline.addHandler(HTTPRequestEncoder(), name: Self.names[0])
                try pipeline.addHandler(ByteToMessageHandler(HTTPResponseDecoder(leftOverBytesStrategy: .forwardBytes)), name: Self.names[1])
                try pipeline.addHandler(ProxyTunnel(proxy: proxy, targetHost: host, targetPort: port, done: done), name: Self.names[2])
            }.get()
        } catch {
            channel.close(promise: nil)
            throw ProxyFailure(proxy: proxy, target: target, kind: .closed)
        }
        let left = seconds - Double((ContinuousClock.now - started) / .milliseconds(1)) / 1000
        let timer = Task {
            try? await Task.sleep(for: .milliseconds(Int64(max(left, 0.001) * 1000)))
            _ = done.resume(.failure(ProxyFailure(proxy: proxy, target: target, kind: .timeout(seconds: seconds))))
        }
        let result = await withTaskCancellationHandler {
            await done.value
        } onCancel: {
            _ = done.resume(.failure(ProxyFailure(proxy: proxy, target: target, kind: .closed)))
        }
        timer.cancel()
        do {
            try result.get()
            // The tunnel is open: from here the bytes are the server's, so HTTP/1.1 comes off.
            try await channel.eventLoop.submit {
                for name in Self.names.reversed() { channel.pipeline.syncOperations.removeHandler(name: name, promise: nil) }
            }.get()
        } catch {
            channel.close(promise: nil)
            throw error
        }
        return channel
    }
}
