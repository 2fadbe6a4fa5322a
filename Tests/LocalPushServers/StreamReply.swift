import NIOHTTP2

/// What a server does with one complete request stream.
enum StreamReply: Sendable {
    /// A response; `:status` is written first, then `headers` in order.
    case respond(status: Int, headers: [HeaderField], body: [UInt8])
    /// No response: the stream stays open until the client gives up or the server stops.
    case silence
    /// No response: GOAWAY with `debugData` on the connection, naming `lastStreamID` (this
    /// stream when nil) as the last one processed, then the connection closes.
    case goAway(debugData: [UInt8], lastStreamID: Int? = nil)
    /// `:status` and `headers`, then one byte of body every `intervalMilliseconds`, never ending.
    case drip(status: Int, headers: [HeaderField], intervalMilliseconds: Int)
    /// RST_STREAM on this stream with `code`.
    case reset(HTTP2ErrorCode)
}

extension StreamReply {
    /// The reply a misbehaviour stands for; `headers` go with the statuses it sends.
    init(_ misbehaviour: Misbehaviour, headers: [HeaderField], debugData: [UInt8]) {
        switch misbehaviour {
        case .drip(let status, let interval): self = .drip(status: status, headers: headers, intervalMilliseconds: interval)
        case .resetStream: self = .reset(.internalError)
        case .goAwayUnprocessed: self = .goAway(debugData: debugData, lastStreamID: 0)
        case .hugeBody(let status, let bytes): self = .respond(status: status, headers: headers, body: Misbehaviour.hugeBody(bytes: bytes))
        }
    }
}
