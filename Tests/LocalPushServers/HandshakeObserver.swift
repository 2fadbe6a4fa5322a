import NIOCore
// TLSUserEvent lives in NIOTLS, a module of swift-nio that NIOSSL already builds on.
import NIOTLS

/// Numbers a connection when its TLS handshake completes, and closes it when the client did not
/// agree on h2 (the HTTP/2 handler would only fail on its bytes).
final class HandshakeObserver: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    private let onHandshake: () -> Void

    init(onHandshake: @escaping () -> Void) { self.onHandshake = onHandshake }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case TLSUserEvent.handshakeCompleted(let negotiated) = event {
            onHandshake()
            if negotiated != "h2" {
                context.close(promise: nil)
                return
            }
        }
        context.fireUserInboundEventTriggered(event)
    }
}
