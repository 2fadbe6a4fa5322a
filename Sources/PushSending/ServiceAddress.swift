/// The `https://host[:port]` address of a service a push goes to (APNs, Braze's REST API),
/// checked strictly before any traffic.
///
/// Foundation's `URL` takes `https://127.0.0.1:99999`, and the network library then stops the
/// program when it stores that port in 16 bits: every address is checked here first, so a bad
/// one is one line about the config, never a crash.
public struct ServiceAddress: Sendable, Equatable {
    /// The address as it is used: `https://`, the host, the port if any; no trailing slash.
    public let text: String
    /// The host name or IP address (an IPv6 address without its brackets).
    public let host: String
    /// The port, 1…65535; nil for HTTPS's 443.
    public let port: Int?

    /// The address in `text`, or why it is not one (a phrase that follows "it is not one:").
    public static func parse(_ text: String) -> Result<ServiceAddress, ServiceAddressProblem> {
        var rest = Substring(text)
        while rest.hasSuffix("/") { rest.removeLast() }
        guard rest.prefix(8).lowercased() == "https://" else { return .failure(.notHTTPS) }
        let authority = rest.dropFirst(8)
        guard !authority.contains(where: { "/?#@ \\".contains($0) || $0.unicodeScalars.contains { $0.value < 0x21 || $0.value >= 0x7F } })
        else { return .failure(.notBare) }
        let host: String, port: Int?
        switch HostAndPort.parse(authority) {
        case .success(let parsed): (host, port) = (parsed.host, parsed.port)
        case .failure(.badHost): return .failure(.badHost)
        case .failure(.badPort(let text)): return .failure(.badPort(text))
        }
        let bracketed = authority.hasPrefix("[") ? "[\(host)]" : host
        return .success(ServiceAddress(text: "https://" + bracketed + (port.map { ":\($0)" } ?? ""), host: host, port: port))
    }
}

/// Why text is not a service address.
public enum ServiceAddressProblem: Error, Sendable, Equatable {
    /// It does not start with https://.
    case notHTTPS
    /// It has a path, a query, a user name or a space after the host.
    case notBare
    /// The host is missing or holds characters no host name has.
    case badHost
    /// The port is not a number from 1 to 65535.
    case badPort(String)

    /// What is wrong, for a line that names the key: "must be an https:// address …".
    public var message: String {
        switch self {
        case .notHTTPS, .notBare, .badHost:
            return "must be an https:// address with no path, such as \"https://127.0.0.1:8443\""
        case .badPort(let port):
            return "has port \(port), which is not a port: ports run from 1 to 65535"
        }
    }
}
