/// One complete request stream as a server saw it: its header block, in order, and its body.
struct ReceivedRequest: Sendable {
    /// Bodies are kept up to this size; larger ones are only counted (APNs' limit is 4 KiB).
    static let bodyLimit = 1 << 20

    var streamID: Int
    var headers: [HeaderField]
    /// The first `bodyLimit` bytes of the body.
    var body: [UInt8]
    /// Every body byte received, kept or not.
    var bodySize: Int

    var method: String { headers.headerValue(":method") ?? "" }
    var path: String { headers.headerValue(":path") ?? "" }
}
