import Foundation
import NIOCore
import NIOHTTP2
import Synchronization

/// Keeps the reason of the last GOAWAY a server sent: APNs puts it in the frame's debug data
/// (`{"reason":"Shutdown"}`), and the HTTP client drops it, failing the request with only
/// "connection closed".
final class GoAwayLog: Sendable {
    private let last = Mutex<String?>(nil)

    /// The last reason, cleared once read so it is reported once.
    func take() -> String? { last.withLock { reason in defer { reason = nil }; return reason } }

    func record(_ reason: String) { last.withLock { $0 = reason } }

    /// Installs the watcher on a new HTTP/2 connection.
    func install(on channel: Channel) -> EventLoopFuture<Void> {
        channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(GoAwayWatcher(log: self), position: .last)
        }
    }
}

/// Reads GOAWAY frames on a connection's root stream.
private final class GoAwayWatcher: ChannelInboundHandler, Sendable {
    typealias InboundIn = HTTP2Frame
    let log: GoAwayLog

    init(log: GoAwayLog) { self.log = log }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        if case .goAway(_, let code, let debugData) = frame.payload {
            var reason = "\(code)"
            if var data = debugData, let bytes = data.readBytes(length: data.readableBytes),
               let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
               let said = object["reason"] as? String {
                reason = said
            }
            log.record(reason)
        }
        context.fireChannelRead(data)
    }
}
