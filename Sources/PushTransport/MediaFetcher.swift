import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import PushMedia
import PushSending
import Synchronization

/// Fetches `asset_url` as a phone's notification service extension would: HTTPS with verified
/// certificates, redirects followed one by one (and recorded), a time limit for the whole
/// download, and a byte cap one over what iOS attaches, so a huge file is never downloaded whole.
public struct MediaFetcher: MediaSource {
    /// The most redirects followed.
    public static let maxRedirects = 5
    /// Bytes read of a file whose kind is not known yet, or is a page: enough to tell.
    static let unknownCap = MediaSniffer.headBytes

    /// An extra trust root (a company proxy, a local test server), as sending takes one.
    public var caFile: String?
    /// Seconds for the whole fetch, redirects and body included.
    public var timeLimit: Double
    /// Where fetches are kept to be revalidated (a 304 instead of the file); nil keeps none.
    public var cache: MediaCache?
    /// The proxy the fetch goes through, as a send's does; nil: direct.
    public var proxy: ProxyRoute?
    /// Why the proxy settings cannot be used: said instead of fetching around the proxy.
    public var networkProblem: String?

    /// Creates a fetcher.
    public init(caFile: String? = nil, timeLimit: Double = 20, cache: MediaCache? = nil, proxy: ProxyRoute? = nil,
                networkProblem: String? = nil) {
        self.caFile = caFile
        self.timeLimit = timeLimit
        self.cache = cache
        self.proxy = proxy
        self.networkProblem = networkProblem
    }

    /// Fetches `url`; every way of failing is in the result, never thrown.
    public func fetch(_ url: String) async -> MediaFetch {
        let progress = Progress(MediaFetch(url: url))
        if let networkProblem {
            var result = MediaFetch(url: url)
            result.failure = .unreachable(networkProblem)
            return result
        }
        let client: HTTPSClient
        do {
            client = try HTTPSClient(tls: try TrustRoots.configuration(caFile: caFile, key: "ca_file"), proxy: proxy,
                                     timeouts: SendTimeouts(connect: 10, answer: 10), goAways: GoAwayLog())
        } catch {
            var result = MediaFetch(url: url)
            result.failure = .unreachable(error.message)
            return result
        }
        let limit = timeLimit
        let cache = self.cache
        let work = Task { await Self.run(url, client: client, limit: limit, cache: cache, into: progress) }
        // Stopped by the time limit, or by the caller (the composer, when the URL changes).
        let finished = await withTaskCancellationHandler {
            await OnceValue<Bool>.within(seconds: limit) { await work.value }
        } onCancel: {
            work.cancel()
        }
        if !finished { work.cancel() }
        await client.shutdown()
        var result = progress.state.withLock { $0 }
        if !finished { result.failure = .timedOut(received: result.receivedBytes) }
        return result
    }

    private static func run(_ url: String, client: HTTPSClient, limit: Double, cache: MediaCache?, into progress: Progress) async {
        var current = url
        for _ in 0...maxRedirects {
            guard let parsed = URL(string: current), let scheme = parsed.scheme?.lowercased(), scheme == "https" || scheme == "http",
                  let host = parsed.host, !host.isEmpty else {
                progress.state.withLock { $0.failure = .unreachable("\(current) is not a web address") }
                return
            }
            // The phone never loads plain http (App Transport Security): nor does the check.
            if scheme == "http" { return }
            var headers: HTTPHeaders = ["Accept": "image/*, audio/*, video/*"]
            // Fetched before: the server may answer 304, and the kept facts stand.
            let kept = cache?.entry(for: current)
            if let etag = kept?.etag { headers.add(name: "If-None-Match", value: etag) }
            if let date = kept?.lastModified { headers.add(name: "If-Modified-Since", value: date) }
            let components = URLComponents(url: parsed, resolvingAgainstBaseURL: false)
            let path = (components?.percentEncodedPath ?? "/") + (components?.percentEncodedQuery.map { "?" + $0 } ?? "")
            let bareHost = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
            let request = HTTPSRequest(.GET, host: bareHost, port: parsed.port ?? 443, path: path, headers: headers)
            let reader = MediaAnswerReader(progress: progress, revalidating: kept != nil)
            let ending = await client.exchange(request, reader: reader, seconds: limit, cancellation: nil)
            // The exchange's own deadline is the fetch's limit too: whichever timer fires first,
            // the fetch timed out.
            if case .deadline = ending { progress.state.withLock { $0.failure = .timedOut(received: $0.receivedBytes) } }
            guard let head = reader.receivedHead else {
                if case .failed(let error) = ending {
                    progress.state.withLock { $0.failure = .unreachable(words(error, host: host)) }
                }
                return
            }
            let status = Int(head.status.code)
            if (300..<400).contains(status), let location = head.headers.first(name: "location") {
                let next = URL(string: location, relativeTo: parsed)?.absoluteURL.absoluteString ?? location
                progress.state.withLock { $0.hops.append(.init(from: current, to: next, status: status)) }
                // The phone's App Transport Security stops at plain http: so does the check.
                if URL(string: next)?.scheme?.lowercased() == "http" { return }
                current = next
                continue
            }
            if status == 304, let kept {
                progress.state.withLock { fetch in
                    fetch.status = 200
                    fetch.contentType = kept.contentType
                    fetch.declaredLength = kept.declaredLength
                    fetch.receivedBytes = kept.receivedBytes
                    fetch.head = Array(kept.head.prefix(MediaSniffer.headBytes))
                    fetch.body = kept.whole ? kept.head : nil
                    fetch.stoppedAtCap = kept.stoppedAtCap
                    fetch.revalidated = true
                }
                return
            }
            guard (200..<300).contains(status) else { return }
            switch ending {
            case .complete, .stopped:
                break
            case .failed(let error):
                progress.state.withLock { $0.failure = .unreachable(words(error, host: host)) }
                return
            case .deadline, .cancelled:
                return
            }
            if let whole = reader.wholeImage { progress.state.withLock { $0.body = whole } }
            let etag = head.headers.first(name: "etag"), lastModified = head.headers.first(name: "last-modified")
            if let cache, etag != nil || lastModified != nil {
                let fetch = progress.state.withLock { $0 }
                cache.store(.init(url: current, etag: etag, lastModified: lastModified, contentType: fetch.contentType,
                                  declaredLength: fetch.declaredLength, receivedBytes: fetch.receivedBytes,
                                  stoppedAtCap: fetch.stoppedAtCap, head: fetch.body ?? fetch.head, whole: fetch.body != nil))
            }
            return
        }
        progress.state.withLock { $0.failure = .tooManyRedirects(maxRedirects) }
    }

    /// The fetch so far, shared with the task that may be stopped by the time limit.
    final class Progress: Sendable {
        let state: Mutex<MediaFetch>
        init(_ fetch: MediaFetch) { state = Mutex(fetch) }
    }

    /// Plain words for a fetch that got no answer (the Connected Content fetch says the same).
    static func words(_ error: any Error, host: String) -> String {
        if let error = error as? ProxyFailure { return error.words }
        if let error = error as? HTTPSClientError {
            switch error {
            case .connectTimeout: return "could not connect to \(host) within 10 seconds"
            case .tlsHandshakeTimeout: return "\(host) did not complete the TLS handshake"
            case .answerTimeout: return "\(host) stopped sending"
            case .remoteConnectionClosed: return "\(host) closed the connection"
            case .shutDown: break
            }
        }
        if let error = error as? ChannelError, case .connectTimeout = error { return "could not connect to \(host) within 10 seconds" }
        if let error = error as? NIOConnectionError {
            if error.dnsAError != nil || error.dnsAAAAError != nil { return "could not find \(host) (DNS lookup failed)" }
            if error.connectionErrors.contains(where: { ($0.error as? IOError)?.errnoCode == ECONNREFUSED }) {
                return "nothing is listening at \(host) (connection refused)"
            }
            return "could not connect to \(host)"
        }
        if let error = error as? IOError, error.errnoCode == ECONNREFUSED { return "nothing is listening at \(host) (connection refused)" }
        if error is NIOSSLError || error is NIOSSLExtraError || error is BoringSSLError {
            return "TLS with \(host) failed: its certificate is not trusted or not for that name (a company proxy or test server's root goes in [media] ca_file)"
        }
        return "the connection to \(host) failed"
    }
}
