import NIOHTTP1
import PushSending

/// One HTTPS request: where it goes, its head and its whole body (every request sending makes
/// is small and known before it is written).
struct HTTPSRequest: Sendable {
    var method: HTTPMethod
    /// A host name or IP address, an IPv6 one without brackets.
    var host: String
    var port: Int
    /// The path and the query, as written on the wire (`/3/device/…`).
    var path: String
    var headers: HTTPHeaders
    var body: [UInt8]

    /// A request to `address` (APNs, Braze), at `path`.
    init(_ method: HTTPMethod, _ address: ServiceAddress, path: String, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.init(method, host: address.host, port: address.port ?? 443, path: path, headers: headers, body: body)
    }

    init(_ method: HTTPMethod, host: String, port: Int, path: String, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.method = method
        self.host = host
        self.port = port
        self.path = path.isEmpty ? "/" : path
        self.headers = headers
        self.body = body
    }

    /// The head as written: `host` (`:authority` over HTTP/2) and the body's length added.
    var head: HTTPRequestHead {
        var head = HTTPRequestHead(version: .http1_1, method: method, uri: path, headers: headers)
        let shownHost = host.contains(":") ? "[\(host)]" : host
        head.headers.replaceOrAdd(name: "host", value: port == 443 ? shownHost : "\(shownHost):\(port)")
        if !body.isEmpty || method == .POST || method == .PUT {
            head.headers.replaceOrAdd(name: "content-length", value: String(body.count))
        }
        return head
    }
}
