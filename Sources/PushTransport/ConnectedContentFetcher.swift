import BrazeLiquid
import Foundation
import NIOHTTP1
import PushPersonalization
import PushSending

/// Makes a Connected Content call for the preview as Braze makes it at send time: one request,
/// no redirect followed, at most 1 MB read; over HTTPS with verified certificates, the proxy and
/// the trust root the media check uses, and a time limit. Where Braze would differ (a port it
/// does not call, an answer slower than its 2 seconds) the exchange says so.
public struct ConnectedContentFetcher: ConnectedContentSource {
    /// How long Braze waits for an answer.
    public static let brazeSeconds = 2.0
    /// The most of an answer Braze reads.
    public static let bodyLimit = 1 << 20

    /// An extra trust root (a company proxy, a local test server).
    public var caFile: String?
    /// Seconds for the whole call; longer than Braze's own limit, so a slow answer is still
    /// shown, with a note that Braze would not have waited.
    public var timeLimit: Double
    /// The proxy calls go through; nil: direct.
    public var proxy: ProxyRoute?
    /// Why the proxy settings cannot be used: said instead of calling around the proxy.
    public var networkProblem: String?
    /// The `user:password` for a `:basic_auth` name, when this machine has it.
    public var credential: @Sendable (String) -> String?

    /// A fetcher.
    public init(caFile: String? = nil, timeLimit: Double = 10, proxy: ProxyRoute? = nil, networkProblem: String? = nil,
                credential: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.caFile = caFile
        self.timeLimit = timeLimit
        self.proxy = proxy
        self.networkProblem = networkProblem
        self.credential = credential
    }

    /// Whether `name` is an HTTP header name (RFC 9110's token).
    static func isToken(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "!#$%&'*+-.^_`|~".unicodeScalars.contains($0)) }
    }

    /// Makes `call`; every way of failing is in the exchange.
    public func fetch(_ call: ConnectedContentCall) async -> ConnectedContentExchange {
        var exchange = ConnectedContentExchange(call: call, answer: ConnectedContentAnswer(status: nil))
        func failed(_ words: String) -> ConnectedContentExchange {
            exchange.answer.failure = words
            return exchange
        }
        if let networkProblem { return failed(networkProblem) }
        guard let url = URL(string: call.url), let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
            return failed("not a web address")
        }
        guard scheme == "https" else {
            return failed(scheme == "http" ? "not called: the preview makes https:// calls only (plain http would carry the user's data in the clear)"
                                           : "not a web address (Braze calls http:// and https://)")
        }
        let port = url.port ?? 443
        if port != 443 { exchange.notes.append("Braze calls ports 80 and 443 only: at send time this call fails") }
        var headers = HTTPHeaders()
        for header in call.headers {
            // A value rendered from a user's data may hold a line break: sent, it would start a header of its own.
            guard Self.isToken(header.name), !header.value.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) else {
                return failed("not called: the header \"\(header.name)\" is not one HTTP can carry (a name of letters, digits and -, a value on one line)")
            }
            headers.add(name: header.name, value: header.value)
        }
        if let type = call.contentType {
            headers.replaceOrAdd(name: "Content-Type", value: type)
        } else if call.body != nil, !headers.contains(name: "Content-Type") {
            headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
        }
        if let name = call.basicAuth {
            if let secret = credential(name) {
                headers.replaceOrAdd(name: "Authorization", value: "Basic " + Data(secret.utf8).base64EncodedString())
            } else {
                exchange.notes.append("no credential \(name) here (\(SecretVariable.basicAuth(name)), or \(name) under [basic_auth] in the credentials file): called without it")
            }
        }
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let path = (components?.percentEncodedPath ?? "/") + (components?.percentEncodedQuery.map { "?" + $0 } ?? "")
        let bareHost = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        let request = HTTPSRequest(call.method == "POST" ? .POST : .GET, host: bareHost, port: port, path: path, headers: headers,
                                   body: Array((call.body ?? "").utf8))
        let client: HTTPSClient
        do {
            client = try HTTPSClient(caFile: caFile, key: "ca_file in [media]", proxy: proxy,
                                     timeouts: SendTimeouts(connect: timeLimit, answer: timeLimit), goAways: GoAwayLog())
        } catch {
            return failed(error.message)
        }
        let started = ContinuousClock.now
        let result = await HTTPExchange.perform(request, on: client, seconds: timeLimit, bodyLimit: Self.bodyLimit, cancellation: nil)
        let elapsed = started.duration(to: .now)
        await client.shutdown()
        exchange.milliseconds = Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        if Double(exchange.milliseconds) > Self.brazeSeconds * 1000 {
            exchange.notes.append("answered in \(exchange.milliseconds) ms: Braze waits \(Int(Self.brazeSeconds)) s, then the call fails")
        }
        switch result {
        case .failure(.deadline): return failed("\(host) did not answer within \(Int(timeLimit)) s")
        case .failure(.cancelled): return failed("cancelled")
        case .failure(.failed(let error)): return failed(MediaFetcher.words(error, host: host))
        case .success(let answer):
            exchange.headers = answer.headers.map { ConnectedContentCall.Header(name: $0.name, value: $0.value) }
            exchange.bodyBytes = answer.body.count
            switch answer.bodyEnd {
            case .complete: break
            case .tooLarge: return failed("answered \(answer.status) with more than 1 MB: Braze reads 1 MB at most, and the call fails")
            case .unfinished: return failed("answered \(answer.status), but the body was still coming after \(Int(timeLimit)) s")
            case .cut, .abandoned: return failed("answered \(answer.status), but the body was cut short")
            }
            if (300..<400).contains(answer.status) { exchange.notes.append("Braze does not follow redirects: this answer is what the message gets") }
            exchange.answer = ConnectedContentAnswer(status: answer.status, body: String(decoding: answer.body, as: UTF8.self))
            return exchange
        }
    }
}
