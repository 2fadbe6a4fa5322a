import NIOCore
import NIOHTTP1

/// Hands a request's answer to its call, on the request's channel (an HTTP/2 stream, or an
/// HTTP/1.1 connection).
final class AnswerHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPClientResponsePart

    private let call: HTTPSCall

    init(call: HTTPSCall) { self.call = call }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        call.received(unwrapInboundIn(data))
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        call.failed(error)
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        call.failed(HTTPSClientError.remoteConnectionClosed)
        context.fireChannelInactive()
    }
}
