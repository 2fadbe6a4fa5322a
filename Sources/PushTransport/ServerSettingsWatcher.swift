import NIOCore
import NIOHTTP2

/// Says an HTTP/2 connection is ready when the server's first SETTINGS frame arrives: a peer
/// that completed TLS and then says nothing has not accepted a connection, and is given no request.
final class ServerSettingsWatcher: ChannelInboundHandler {
    typealias InboundIn = HTTP2Frame

    private let ready: OnceValue<Result<HTTPSConnection.Kind, any Error>>
    private let multiplexer: NIOHTTP2Handler.StreamMultiplexer

    init(ready: OnceValue<Result<HTTPSConnection.Kind, any Error>>, multiplexer: NIOHTTP2Handler.StreamMultiplexer) {
        self.ready = ready
        self.multiplexer = multiplexer
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .settings(.settings) = unwrapInboundIn(data).payload {
            ready.resume(.success(.http2(multiplexer)))
        }
        context.fireChannelRead(data)
    }
}
