/// What a server does with one complete request stream.
enum StreamReply: Sendable {
    /// A response; `:status` is written first, then `headers` in order.
    case respond(status: Int, headers: [HeaderField], body: [UInt8])
    /// No response: the stream stays open until the client gives up or the server stops.
    case silence
    /// No response: GOAWAY with `debugData` on the connection, naming this stream as the last one
    /// processed, then the connection closes.
    case goAway(debugData: [UInt8])
}
