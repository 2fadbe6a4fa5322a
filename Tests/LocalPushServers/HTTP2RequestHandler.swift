import NIOCore
import NIOHPACK
import NIOHTTP2

/// Decides the reply to one request stream; called on the connection's event loop.
typealias HTTP2Responder = @Sendable (ReceivedRequest, HTTP2ServerConnection) -> StreamReply

/// Collects one request stream (headers, then body) and, when the client ends it, writes the
/// responder's reply with `:status` as the first field (AHC sees only a timeout otherwise).
final class HTTP2RequestHandler: ChannelInboundHandler {
    typealias InboundIn = HTTP2Frame.FramePayload
    typealias OutboundOut = HTTP2Frame.FramePayload

    private let connection: HTTP2ServerConnection
    private let responder: HTTP2Responder
    private var headers: [HeaderField]?
    private var body: [UInt8] = []
    private var bodySize = 0
    private var ended = false
    /// The repeated write of a dripping reply.
    private var drip: RepeatedTask?

    init(connection: HTTP2ServerConnection, responder: @escaping HTTP2Responder) {
        self.connection = connection
        self.responder = responder
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .headers(let frame):
            // A second header block is a trailer section; requests here carry none, so it is ignored.
            if headers == nil { headers = frame.headers.map { HeaderField($0.name, $0.value) } }
            if frame.endStream { end(context: context) }
        case .data(let frame):
            if case .byteBuffer(let buffer) = frame.data {
                bodySize += buffer.readableBytes
                let room = ReceivedRequest.bodyLimit - body.count
                if room > 0, let bytes = buffer.getBytes(at: buffer.readerIndex, length: min(room, buffer.readableBytes)) {
                    body += bytes
                }
            }
            if frame.endStream { end(context: context) }
        default:
            break
        }
    }

    private func end(context: ChannelHandlerContext) {
        guard !ended else { return }
        ended = true
        let streamID = (try? context.channel.syncOptions?.getOption(HTTP2StreamChannelOptions.streamID)).map { Int($0) } ?? 0
        let request = ReceivedRequest(streamID: streamID, headers: headers ?? [], body: body, bodySize: bodySize)
        switch responder(request, connection) {
        case .respond(let status, let fields, let body):
            var block = HPACKHeaders([(":status", String(status))])
            for field in fields { block.add(name: field.name, value: field.value) }
            context.write(wrapOutboundOut(.headers(.init(headers: block, endStream: body.isEmpty))), promise: nil)
            if !body.isEmpty {
                let buffer = context.channel.allocator.buffer(bytes: body)
                context.write(wrapOutboundOut(.data(.init(data: .byteBuffer(buffer), endStream: true))), promise: nil)
            }
            context.flush()
        case .silence:
            break
        case .goAway(let debugData, let lastStreamID):
            connection.goAway(lastStreamID: lastStreamID ?? streamID, debugData: debugData)
        case .drip(let status, let fields, let interval):
            var block = HPACKHeaders([(":status", String(status))])
            for field in fields { block.add(name: field.name, value: field.value) }
            context.writeAndFlush(wrapOutboundOut(.headers(.init(headers: block, endStream: false))), promise: nil)
            let channel = context.channel
            // One byte at a time for as long as the stream is open.
            drip = context.eventLoop.scheduleRepeatedTask(initialDelay: .milliseconds(Int64(interval)),
                                                          delay: .milliseconds(Int64(interval))) { task in
                guard channel.isActive else { task.cancel(); return }
                let byte = channel.allocator.buffer(bytes: [UInt8(ascii: " ")])
                channel.writeAndFlush(HTTP2Frame.FramePayload.data(.init(data: .byteBuffer(byte), endStream: false)), promise: nil)
            }
        case .reset(let code):
            context.writeAndFlush(wrapOutboundOut(.rstStream(code)), promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        drip?.cancel()
        drip = nil
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        // A stream error (a reset, a malformed header block) ends only this stream.
        context.close(promise: nil)
    }
}
