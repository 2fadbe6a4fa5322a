/// An HTTP proxy every connection goes through with `CONNECT` (APNs, Braze, the media fetch),
/// as curl reads one from `https_proxy`: `http://[user[:password]@]host[:port]`, port 1080 when
/// none is given. Hosts the bypass list names are reached directly.
///
/// The password is never shown: `shown` and `description` name the host and port only.
public struct ProxyRoute: Sendable, Equatable, CustomStringConvertible {
    /// The proxy's host name or IP address (an IPv6 address without its brackets).
    public let host: String
    /// The proxy's port.
    public let port: Int
    /// The user name for `Proxy-Authorization: Basic`, if any.
    public var user: String?
    /// The password for it; a secret, kept out of every message.
    public var password: String?
    /// Where the proxy was named: `$https_proxy`, or the config's `file:line`.
    public var source: String
    /// The hosts reached without the proxy (`NO_PROXY`, `[network] no_proxy`).
    public var bypass: ProxyBypass

    /// curl's port for a proxy address that names none.
    public static let defaultPort = 1080

    /// Creates a route.
    public init(host: String, port: Int, user: String? = nil, password: String? = nil, source: String, bypass: ProxyBypass = ProxyBypass("")) {
        self.host = host
        self.port = port
        self.user = user
        self.password = password
        self.source = source
        self.bypass = bypass
    }

    /// `host:port`, with brackets around an IPv6 address: what messages name.
    public var shown: String {
        (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }

    public var description: String { "proxy \(shown) (from \(source))" }

    /// Whether a connection to `host` goes through the proxy.
    public func applies(to host: String) -> Bool { !bypass.matches(host) }

    /// The route `text` names, read as curl reads a proxy variable, or why it is not one.
    public static func parse(_ text: String, source: String, bypass: ProxyBypass = ProxyBypass("")) -> Result<ProxyRoute, Problem> {
        var rest = Substring(text)
        while rest.first == " " || rest.first == "\t" { rest.removeFirst() }
        while rest.last == " " || rest.last == "\t" { rest.removeLast() }
        if let scheme = rest.range(of: "://") {
            let name = rest[..<scheme.lowerBound].lowercased()
            switch name {
            case "http": break
            case "https": return .failure(.tlsProxy)
            default: return .failure(.scheme(String(name.prefix(12))))
            }
            rest = rest[scheme.upperBound...]
        }
        while rest.hasSuffix("/") { rest.removeLast() }
        var user: String?
        var password: String?
        if let at = rest.lastIndex(of: "@") {
            let credentials = rest[..<at]
            rest = rest[rest.index(after: at)...]
            let parts = credentials.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = percentDecoded(parts[0]) else { return .failure(.badCredentials) }
            user = name
            if parts.count == 2 {
                guard let secret = percentDecoded(parts[1]) else { return .failure(.badCredentials) }
                password = secret
            }
        }
        guard !rest.contains(where: { "/?#".contains($0) }) else { return .failure(.path) }
        let parsed: HostAndPort
        switch HostAndPort.parse(rest) {
        case .success(let hostAndPort): parsed = hostAndPort
        case .failure(.badHost): return .failure(.badHost)
        case .failure(.badPort): return .failure(.badPort)
        }
        return .success(ProxyRoute(host: parsed.host, port: parsed.port ?? defaultPort, user: user, password: password, source: source, bypass: bypass))
    }

    /// `%XX` escapes decoded as UTF-8 (a password may hold `@` or `:` written so); nil when an
    /// escape is broken or the text is not UTF-8.
    private static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard iterator.count >= 2, let value = UInt8(String(decoding: iterator.prefix(2), as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
            iterator = iterator.dropFirst(2)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Why text is not a proxy address.
    public enum Problem: Error, Sendable, Equatable {
        /// `https://`: TLS to the proxy itself.
        case tlsProxy
        /// Another scheme (socks5, …).
        case scheme(String)
        /// The user name or password holds a broken `%` escape.
        case badCredentials
        /// A path, query or fragment after the host.
        case path
        /// No host, or characters no host name has.
        case badHost
        /// The port is not 1…65535.
        case badPort

        /// What is wrong, as a phrase after "… is not a proxy address:".
        public var message: String {
            switch self {
            case .tlsProxy: return "only http:// proxies are supported (the tunnel inside is TLS all the same); give the proxy's http:// address"
            case .scheme(let name): return "\(name):// proxies are not supported; give an http:// proxy, such as \"http://proxy.example.com:3128\""
            case .badCredentials: return "the user name or password holds a broken %-escape"
            case .path: return "it has a path after the host; give only \"http://host:port\""
            case .badHost: return "the host is missing or holds characters no host name has"
            case .badPort: return "the port is not a number from 1 to 65535"
            }
        }
    }
}
