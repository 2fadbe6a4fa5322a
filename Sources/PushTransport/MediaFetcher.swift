import AsyncHTTPClient
import Foundation
import NIOCore
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

    /// Creates a fetcher.
    public init(caFile: String? = nil, timeLimit: Double = 20, cache: MediaCache? = nil) {
        self.caFile = caFile
        self.timeLimit = timeLimit
        self.cache = cache
    }

    /// Fetches `url`; every way of failing is in the result, never thrown.
    public func fetch(_ url: String) async -> MediaFetch {
        let progress = Progress(MediaFetch(url: url))
        let client: HTTPClient
        do {
            var configuration = HTTPClient.Configuration(
                tlsConfiguration: try TrustRoots.configuration(caFile: caFile, key: "ca_file"),
                redirectConfiguration: .disallow,
                timeout: .init(connect: .seconds(10), read: .seconds(10)))
            configuration.connectionPool.retryConnectionEstablishment = false
            client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
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
        await HTTPClientSetup.shutdown(client)
        var result = progress.state.withLock { $0 }
        if !finished { result.failure = .timedOut(received: result.receivedBytes) }
        return result
    }

    private static func run(_ url: String, client: HTTPClient, limit: Double, cache: MediaCache?, into progress: Progress) async {
        var current = url
        for _ in 0...maxRedirects {
            guard let parsed = URL(string: current), let scheme = parsed.scheme?.lowercased(), scheme == "https" || scheme == "http",
                  parsed.host != nil else {
                progress.state.withLock { $0.failure = .unreachable("\(current) is not a web address") }
                return
            }
            // The phone never loads plain http (App Transport Security): nor does the check.
            if scheme == "http" { return }
            var request = HTTPClientRequest(url: current)
            request.headers.add(name: "Accept", value: "image/*, audio/*, video/*")
            // Fetched before: the server may answer 304, and the kept facts stand.
            let kept = cache?.entry(for: current)
            if let etag = kept?.etag { request.headers.add(name: "If-None-Match", value: etag) }
            if let date = kept?.lastModified { request.headers.add(name: "If-Modified-Since", value: date) }
            do {
                let response = try await client.execute(request, timeout: .milliseconds(Int64(limit * 1000)))
                let status = Int(response.status.code)
                if (300..<400).contains(status), let location = response.headers.first(name: "location") {
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
                progress.state.withLock { fetch in
                    fetch.status = status
                    fetch.contentType = response.headers.first(name: "content-type").map {
                        String($0.split(separator: ";").first ?? "").trimmingCharacters(in: .whitespaces).lowercased()
                    }
                    fetch.declaredLength = response.headers.first(name: "content-length").flatMap { Int($0) }
                    if !(200..<300).contains(status) { fetch.failure = .status(status) }
                }
                guard (200..<300).contains(status) else { return }
                try await read(response.body, into: progress)
                let etag = response.headers.first(name: "etag"), lastModified = response.headers.first(name: "last-modified")
                if let cache, etag != nil || lastModified != nil {
                    let fetch = progress.state.withLock { $0 }
                    cache.store(.init(url: current, etag: etag, lastModified: lastModified, contentType: fetch.contentType,
                                      declaredLength: fetch.declaredLength, receivedBytes: fetch.receivedBytes,
                                      stoppedAtCap: fetch.stoppedAtCap, head: fetch.body ?? fetch.head, whole: fetch.body != nil))
                }
                return
            } catch {
                progress.state.withLock { $0.failure = .unreachable(words(error, host: parsed.host ?? current)) }
                return
            }
        }
        progress.state.withLock { $0.failure = .tooManyRedirects(maxRedirects) }
    }

    /// Reads the body until it ends or passes the cap for its kind, told from its first bytes. An
    /// image is kept whole (at most iOS's 10 MB) to be decoded; anything else only its head.
    private static func read(_ body: HTTPClientResponse.Body, into progress: Progress) async throws {
        var cap = unknownCap + 1
        var known = false
        var keeps = true
        var whole: [UInt8] = []
        for try await chunk in body {
            if keeps { whole += chunk.readableBytesView }
            let stop: Bool = progress.state.withLock { fetch in
                let room = MediaSniffer.headBytes - fetch.head.count
                if room > 0 { fetch.head += chunk.getBytes(at: chunk.readerIndex, length: min(room, chunk.readableBytes)) ?? [] }
                fetch.receivedBytes += chunk.readableBytes
                if !known, fetch.head.count >= 32 || fetch.head.count == fetch.receivedBytes && fetch.head.count >= 12 {
                    if let family = MediaSniffer.format(of: fetch.head)?.family, let limit = family.limit {
                        known = true
                        cap = limit + 1
                        keeps = family == .image
                        // A declared length over the limit is enough: nothing more is downloaded.
                        if let declared = fetch.declaredLength, declared > limit {
                            fetch.stoppedAtCap = true
                            return true
                        }
                    }
                }
                if fetch.receivedBytes >= cap {
                    fetch.stoppedAtCap = known
                    return true
                }
                return false
            }
            if !keeps { whole = [] }
            if stop { return }
        }
        if known && keeps { progress.state.withLock { $0.body = whole } }
    }

    /// The fetch so far, shared with the task that may be stopped by the time limit.
    final class Progress: Sendable {
        let state: Mutex<MediaFetch>
        init(_ fetch: MediaFetch) { state = Mutex(fetch) }
    }

    /// Plain words for a fetch that got no answer.
    private static func words(_ error: any Error, host: String) -> String {
        if let error = error as? HTTPClientError {
            switch error {
            case .connectTimeout: return "could not connect to \(host) within 10 seconds"
            case .tlsHandshakeTimeout: return "\(host) did not complete the TLS handshake"
            case .readTimeout, .deadlineExceeded: return "\(host) stopped sending"
            case .remoteConnectionClosed: return "\(host) closed the connection"
            default: break
            }
        }
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
