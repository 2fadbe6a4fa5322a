import Foundation
import NIOCore
import NIOHTTP2
import Synchronization

/// Keeps the last GOAWAY a server sent: APNs puts its reason in the frame's debug data
/// (`{"reason":"Shutdown"}`), and its last stream id says which requests it processed. The HTTP
/// client drops both, failing the request with only "connection closed".
final class GoAwayLog: Sendable {
    /// One GOAWAY: the reason given (or the error code), and the last stream the server processed.
    struct Entry: Sendable, Equatable {
        var reason: String
        var lastStreamID: Int
    }

    private let last = Mutex<Entry?>(nil)

    /// The last GOAWAY, cleared once read so it is reported once.
    func take() -> Entry? { last.withLock { entry in defer { entry = nil }; return entry } }

    func record(_ entry: Entry) { last.withLock { $0 = entry } }

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
        if case .goAway(let lastStreamID, let code, let debugData) = frame.payload {
            var reason = "\(code)"
            if var data = debugData, let bytes = data.readBytes(length: data.readableBytes),
               let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
               let said = object["reason"] as? String {
                reason = said
            }
            log.record(GoAwayLog.Entry(reason: reason, lastStreamID: Int(Int32(lastStreamID))))
        }
        context.fireChannelRead(data)
    }
}
