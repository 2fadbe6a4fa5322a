import Foundation
import NIOCore
import NIOHTTP1
import PushSending

/// Asks an HTTP proxy for a tunnel with `CONNECT host:port` once the connection to it is up,
/// and says through `done` whether the proxy opened it (a 2xx answer) or why not. The proxy's
/// status is kept whole (a 403 is the proxy's rule, a 502 its own failure to reach the server):
/// the reason a library's CONNECT handler was not used, whose error keeps the status private.
final class ProxyTunnel: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPClientResponsePart
    typealias OutboundOut = HTTPClientRequestPart

    private let proxy: ProxyRoute
    private let target: String
    private let done: OnceValue<Result<Void, ProxyFailure>>
    private var sent = false
    private var status: Int?

    init(proxy: ProxyRoute, targetHost: String, targetPort: Int, done: OnceValue<Result<Void, ProxyFailure>>) {
        self.proxy = proxy
        // An IPv6 address is written in brackets in CONNECT's authority.
        self.target = (targetHost.contains(":") ? "[\(targetHost)]" : targetHost) + ":\(targetPort)"
        self.done = done
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { sendConnect(context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        sendConnect(context: context)
        context.fireChannelActive()
    }

    private func sendConnect(context: ChannelHandlerContext) {
        guard !sent else { return }
        sent = true
        var headers = HTTPHeaders([("Host", target)])
        if let user = proxy.user {
            let credentials = Data("\(user):\(proxy.password ?? "")".utf8).base64EncodedString()
            headers.add(name: "Proxy-Authorization", value: "Basic \(credentials)")
        }
        let head = HTTPRequestHead(version: .http1_1, method: .CONNECT, uri: target, headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            status = Int(head.status.code)
            // A refusal is said at once: its page is not read (it could drip for ever).
            if !(200..<300).contains(head.status.code) { fail(.refused(status: Int(head.status.code)), context: context) }
        case .body:
            break
        case .end:
            guard status != nil else { return fail(.notHTTP, context: context) }
            _ = done.resume(.success(()))
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        _ = done.resume(.failure(ProxyFailure(proxy: proxy, target: target, kind: .closed)))
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        fail(.notHTTP, context: context)
    }

    private func fail(_ kind: ProxyFailure.Kind, context: ChannelHandlerContext) {
        _ = done.resume(.failure(ProxyFailure(proxy: proxy, target: target, kind: kind)))
        context.close(promise: nil)
    }
}
