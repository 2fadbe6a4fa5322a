/// The hosts reached without the proxy, as curl reads `NO_PROXY`: names and addresses separated
/// by commas or spaces; `*` alone bypasses every host; a name matches itself and every host
/// under it (`example.com` and `.example.com` both match `api.example.com`); an address matches
/// itself exactly. Letter case does not matter, nor a port written after a name.
public struct ProxyBypass: Sendable, Equatable {
    /// The list as written, for messages.
    public let text: String
    private let everything: Bool
    private let names: [String]

    /// The list `text` names.
    public init(_ text: String) {
        self.text = text
        var names: [String] = []
        var everything = false
        for item in text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }) {
            var name = item.lowercased()
            if name == "*" { everything = true; continue }
            if name.hasPrefix("[") , let close = name.firstIndex(of: "]") {
                name = String(name[name.index(after: name.startIndex)..<close])
            } else if name.filter({ $0 == ":" }).count == 1, let colon = name.firstIndex(of: ":") {
                name = String(name[..<colon])
            }
            while name.hasPrefix(".") { name.removeFirst() }
            while name.hasSuffix(".") { name.removeLast() }
            if !name.isEmpty { names.append(name) }
        }
        self.names = names
        self.everything = everything
    }

    /// Whether `host` is reached directly.
    public func matches(_ host: String) -> Bool {
        if everything { return true }
        var host = host.lowercased()
        while host.hasSuffix(".") { host.removeLast() }
        return names.contains { name in host == name || host.hasSuffix("." + name) }
    }

    /// Whether the list names no host.
    public var isEmpty: Bool { !everything && names.isEmpty }
}
