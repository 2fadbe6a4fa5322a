import NIOCore
import NIOHTTP1
import NIOHTTP2
import NIOTLS

/// Finishes a connection once its TLS handshake completes: HTTP/2 when the server chose `h2`
/// (ready once the server's settings came), HTTP/1.1 otherwise, and says which through `ready`. A failure before that (the handshake's,
/// the connection's) is said through `ready` too.
final class ProtocolSetup: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let ready: OnceValue<Result<HTTPSConnection.Kind, any Error>>
    private let status: HTTPSConnection.Status
    private let goAways: GoAwayLog

    init(ready: OnceValue<Result<HTTPSConnection.Kind, any Error>>, status: HTTPSConnection.Status, goAways: GoAwayLog) {
        self.ready = ready
        self.status = status
        self.goAways = goAways
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case TLSUserEvent.handshakeCompleted(let negotiated) = event {
            status.shookHands()
            do {
                let pipeline = context.pipeline.syncOperations
                if negotiated == "h2" {
                    let multiplexer = try pipeline.configureHTTP2Pipeline(
                        mode: .client,
                        connectionConfiguration: NIOHTTP2Handler.ConnectionConfiguration(),
                        streamConfiguration: NIOHTTP2Handler.StreamConfiguration()
                    ) { pushed in
                        // Nothing here asks for server push: a pushed stream is refused.
                        pushed.close()
                    }
                    let status = self.status
                    try pipeline.addHandler(GoAwayWatcher(log: goAways) { status.wentAway() })
                    try pipeline.addHandler(ServerSettingsWatcher(ready: ready, multiplexer: multiplexer))
                } else {
                    try pipeline.addHTTPClientHandlers()
                    ready.resume(.success(.http1))
                }
            } catch {
                ready.resume(.failure(error))
                context.close(promise: nil)
            }
        }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        ready.resume(.failure(error))
        context.fireErrorCaught(error)
    }
}
