/// The ways a server fails its clients, scripted for the tests of what the client says and how
/// long it waits: each is a real HTTP/2 behaviour, seen from hostile or broken servers.
public enum Misbehaviour: Sendable, Equatable {
    /// `status` and its headers at once, then one byte of body every `intervalMilliseconds`, never
    /// ending: a read timeout that restarts with each byte never fires.
    case drip(status: Int, intervalMilliseconds: Int)
    /// RST_STREAM with INTERNAL_ERROR on the request's stream, after reading it.
    case resetStream
    /// GOAWAY naming stream 0 as the last one processed: the request was not processed at all.
    case goAwayUnprocessed
    /// `status` with a body of `bytes` bytes (`{"message":"success",…` then padding), more than
    /// any client should read.
    case hugeBody(status: Int, bytes: Int)

    /// The body of `.hugeBody`: JSON-looking at the start, then spaces.
    static func hugeBody(bytes: Int) -> [UInt8] {
        let start = Array(#"{"message":"success","dispatch_id":"big","padding":""#.utf8)
        return start + [UInt8](repeating: UInt8(ascii: " "), count: max(0, bytes - start.count))
    }
}
