import Foundation
import NIOCore
import NIOHTTP2

/// Reads GOAWAY frames on a connection's root stream into a log, and says that one came.
final class GoAwayWatcher: ChannelInboundHandler, Sendable {
    typealias InboundIn = HTTP2Frame
    let log: GoAwayLog
    let wentAway: @Sendable () -> Void

    init(log: GoAwayLog, wentAway: @escaping @Sendable () -> Void) {
        self.log = log
        self.wentAway = wentAway
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        if case .goAway(let lastStreamID, let code, let debugData) = frame.payload {
            var reason = "\(code)"
            if var data = debugData, let bytes = data.readBytes(length: data.readableBytes),
               let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
               let said = object["reason"] as? String {
                reason = said
            }
            log.record(GoAwayLog.Entry(reason: reason, lastStreamID: Int(Int32(lastStreamID))))
            wentAway()
        }
        context.fireChannelRead(data)
    }
}
