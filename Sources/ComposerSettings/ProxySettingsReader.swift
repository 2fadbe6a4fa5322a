import PushSending
import SafeFiles

/// Which proxy every connection goes through: `[network] proxy` in the config when it is there
/// (an empty one means none, whatever the environment says), else `https_proxy`, `HTTPS_PROXY`,
/// `all_proxy` or `ALL_PROXY`, as curl reads them; the bypass list from `[network] no_proxy`,
/// else `no_proxy` or `NO_PROXY`.
///
/// A config file is not a secret file, so a password written in its proxy address is refused; a
/// user named there has the password from `PUSH_COMPOSER_PROXY_PASSWORD`, else `[network]
/// proxy_password` in the credentials file (`push-composer login proxy`). A password in a
/// proxy variable is taken as curl takes it.
public struct ProxySettingsReader {
    /// The config file's name, for messages.
    let file: String
    /// The environment: the proxy variables and the credentials file's folder.
    let environment: [String: String]

    /// The keys `[network]` takes.
    static let keys = ["proxy", "no_proxy"]
    /// The variables read for the proxy, first found wins (curl's order).
    public static let proxyVariables = ["https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"]
    /// The variables read for the bypass list.
    public static let bypassVariables = ["no_proxy", "NO_PROXY"]

    /// The route, or nil for direct connections, and a line per mistake (each stops a send: a
    /// proxy named wrongly must not mean going around it).
    func read(_ table: TOMLDocument.Table?) -> (proxy: ProxyRoute?, problems: [String]) {
        var problems: [String] = []
        var configured: (text: String, line: Int)?
        var configuredBypass: String?
        for entry in table?.entries ?? [] {
            guard Self.keys.contains(entry.key) else {
                problems.append("config \(file):\(entry.line): [network]: unknown key \"\(entry.key)\"; [network] takes proxy and no_proxy")
                continue
            }
            guard case .string(let text) = entry.value else {
                problems.append("config \(file):\(entry.line): [network] \(entry.key) must be a string in quotes, not \(entry.value.typeName)")
                continue
            }
            if entry.key == "proxy" { configured = (text, entry.line) } else { configuredBypass = text }
        }
        let bypass = ProxyBypass(configuredBypass ?? firstSet(Self.bypassVariables).map(\.value) ?? "")
        if let configured {
            if configured.text.isEmpty { return (nil, problems) }
            let source = "config \(file):\(configured.line)"
            switch ProxyRoute.parse(configured.text, source: "[network] proxy in \(file)", bypass: bypass) {
            case .failure(let problem):
                problems.append("\(source): [network] proxy is not a proxy address: \(problem.message)")
                return (nil, problems)
            case .success(var route):
                if route.password != nil {
                    problems.append("\(source): [network] proxy holds a password, which a config file must not: write the address without it "
                        + "and save the password with push-composer login proxy (or set $\(ProxyPassword.variable))")
                    return (nil, problems)
                }
                if route.user != nil {
                    do throws(SendRefusal) {
                        route.password = try ProxyPassword.load(environment: environment)
                    } catch {
                        problems.append(error.message)
                        return (nil, problems)
                    }
                }
                return (route, problems)
            }
        }
        guard let (variable, text) = firstSet(Self.proxyVariables) else { return (nil, problems) }
        switch ProxyRoute.parse(text, source: "$\(variable)", bypass: bypass) {
        case .failure(let problem):
            problems.append("$\(variable) is not a proxy address: \(problem.message)")
            return (nil, problems)
        case .success(let route):
            return (route, problems)
        }
    }

    /// The first of `names` set to something, with its value.
    private func firstSet(_ names: [String]) -> (name: String, value: String)? {
        for name in names { if let value = environment[name], !value.isEmpty { return (name, value) } }
        return nil
    }
}
