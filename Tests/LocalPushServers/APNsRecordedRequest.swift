/// One request LocalAPNs received, with what it answered.
public struct APNsRecordedRequest: Sendable {
    /// 1, 2, … in the order TLS connections were accepted.
    public var connection: Int
    /// The HTTP/2 stream id.
    public var streamID: Int
    /// `:method`.
    public var method: String
    /// `:path`.
    public var path: String
    /// The device token from the path, as sent ("" when the path has none).
    public var token: String
    /// Every header field as received, in order, pseudo-header fields included.
    public var headers: [HeaderField]
    /// The body (at most 1 MiB of it is kept).
    public var body: [UInt8]
    /// The `iat` of the JWT, when it verified.
    public var jwtIssuedAt: Int64?
    /// The JWT as sent, so a test can check that one token is reused.
    public var jwt: String?
    /// The status answered; nil for silence and GOAWAY.
    public var status: Int?
    /// The reason answered, or the GOAWAY reason; nil for 200 and silence.
    public var reason: String?
    /// The response header fields after `:status` (`apns-id`, `apns-unique-id`).
    public var responseHeaders: [HeaderField]
    /// The common name of the client certificate the connection presented; nil for none.
    public var clientCertificate: String?

    /// The value of the first request header field named `name`.
    public func header(_ name: String) -> String? { headers.headerValue(name) }
}
