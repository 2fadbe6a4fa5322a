/// One request LocalBraze received, with what it answered.
public struct BrazeRecordedRequest: Sendable {
    /// 1, 2, … in the order TLS connections were accepted.
    public var connection: Int
    /// The HTTP/2 stream id.
    public var streamID: Int
    /// `:method`.
    public var method: String
    /// `:path`, query included.
    public var path: String
    /// Every header field as received, in order, pseudo-header fields included.
    public var headers: [HeaderField]
    /// The body (JSON bytes, as sent).
    public var body: [UInt8]
    /// The status answered; nil for silence.
    public var status: Int?
    /// The response header fields after `:status`.
    public var responseHeaders: [HeaderField]
    /// The response body.
    public var responseBody: [UInt8]

    /// The value of the first request header field named `name`.
    public func header(_ name: String) -> String? { headers.headerValue(name) }
}
