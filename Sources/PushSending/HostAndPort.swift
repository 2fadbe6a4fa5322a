/// A host and its port as an address writes them: a name or IPv4 address, or an IPv6 address in
/// brackets, then `:port` if any. What a service's address and a proxy's have in common.
struct HostAndPort {
    /// The host (an IPv6 address without its brackets).
    let host: String
    /// The port, 1…65535, when one is written.
    let port: Int?

    /// Why text is not a host and port.
    enum Problem: Error {
        /// No host, or characters no host has.
        case badHost
        /// The port, as written, is not 1…65535.
        case badPort(String)
    }

    /// The host and port in `authority`.
    static func parse(_ authority: Substring) -> Result<HostAndPort, Problem> {
        var host: Substring
        var portText: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return .failure(.badHost) }
            host = authority[authority.index(after: authority.startIndex)..<close]
            let after = authority[authority.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return .failure(.badHost) }
                portText = after.dropFirst()
            }
            guard host.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return .failure(.badHost) }
        } else {
            let parts = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            host = parts[0]
            if parts.count == 2 { portText = parts[1] }
            guard host.allSatisfy({ ($0.isLetter || $0.isNumber) && $0.isASCII || $0 == "." || $0 == "-" }) else { return .failure(.badHost) }
        }
        guard !host.isEmpty else { return .failure(.badHost) }
        guard let portText else { return .success(HostAndPort(host: String(host), port: nil)) }
        guard !portText.isEmpty, portText.count <= 10, portText.allSatisfy({ $0.isASCII && $0.isNumber }),
              let number = Int(portText), (1...65535).contains(number)
        else { return .failure(.badPort(String(portText.prefix(12)))) }
        return .success(HostAndPort(host: String(host), port: number))
    }
}
