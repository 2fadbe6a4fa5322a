import Foundation
import NIOCore
import NIOHTTP1
import PushCore
import PushSending
import TextFormats

/// Sends pushes straight to devices through APNs: HTTP/2 only, one connection per host reused
/// for every push, one signed token reused across them (or, with a push certificate, the
/// certificate in the TLS handshake and no token at all).
///
/// The first request goes alone: APNs allows one stream until it has checked a connection's
/// first token. The rest are then sent side by side on the same connection. A request that
/// was written is never sent again on its own, since APNs does not remove duplicates; the one
/// exception is `ExpiredProviderToken`, a refusal, after which a new token is signed once.
public final class APNsSender: Sendable {
    private let client: HTTPSClient
    private let settings: APNsSettings
    /// The signed tokens, shared by every request of this sender; nil with a certificate.
    public let tokens: ProviderTokenCache?
    /// The push certificate that authenticates the connections; nil with a token key.
    public let certificate: APNsCertificate?
    private let timeouts: SendTimeouts
    private let goAways: GoAwayLog
    private let now: @Sendable () -> Int64

    /// How many requests may be in flight at once after the first.
    public static let parallelRequests = 100

    /// Creates a sender that signs tokens with `key`; reads `ca_file` now, so a bad one stops
    /// the send before any traffic.
    public convenience init(settings: APNsSettings, key: APNsSigningKey, timeouts: SendTimeouts = .standard,
                            now: @escaping @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970) }) throws(SendRefusal) {
        try self.init(settings: settings, tokens: ProviderTokenCache(key: key), certificate: nil, timeouts: timeouts, now: now)
    }

    /// Creates a sender whose connections present `certificate`; its requests carry no token.
    public convenience init(settings: APNsSettings, certificate: APNsCertificate, timeouts: SendTimeouts = .standard) throws(SendRefusal) {
        try self.init(settings: settings, tokens: nil, certificate: certificate, timeouts: timeouts,
                      now: { Int64(Date().timeIntervalSince1970) })
    }

    private init(settings: APNsSettings, tokens: ProviderTokenCache?, certificate: APNsCertificate?, timeouts: SendTimeouts,
                 now: @escaping @Sendable () -> Int64) throws(SendRefusal) {
        let goAways = GoAwayLog()
        client = try HTTPSClient(caFile: settings.caFile, key: "ca_file in [apns]", proxy: settings.proxy, timeouts: timeouts, goAways: goAways,
                                            identity: certificate?.identity)
        self.goAways = goAways
        self.settings = settings
        self.tokens = tokens
        self.certificate = certificate
        self.timeouts = timeouts
        self.now = now
    }

    /// Apple's error bodies are a line of JSON; anything longer is read no further than this.
    static let bodyLimit = 64 * 1024

    /// Sends `push` to every device, reporting each result as it comes; results are in the
    /// order of `recipients`.
    public func send(_ push: APNsPush, to recipients: [Recipient], cancellation: SendCancellation = SendCancellation(),
                     progress: @escaping @Sendable (RecipientResult) -> Void = { _ in }) async -> [RecipientResult] {
        guard let first = recipients.first else { return [] }
        var results = [RecipientResult?](repeating: nil, count: recipients.count)
        let firstResult = await sendOne(push, to: first, cancellation: cancellation)
        progress(firstResult)
        results[0] = firstResult
        await withTaskGroup(of: (Int, RecipientResult).self) { group in
            var next = 1
            func startNext() {
                guard next < recipients.count else { return }
                let index = next
                next += 1
                group.addTask { (index, await self.sendOne(push, to: recipients[index], cancellation: cancellation)) }
            }
            for _ in 0..<Self.parallelRequests { startNext() }
            for await (index, result) in group {
                progress(result)
                results[index] = result
                startNext()
            }
        }
        return results.map { $0! }
    }

    /// Closes the connections, waiting a bounded time; call once, when done.
    public func shutdown() async {
        await client.shutdown()
    }

    private func sendOne(_ push: APNsPush, to recipient: Recipient, cancellation: SendCancellation) async -> RecipientResult {
        let request: APNsRequest
        let environment: APNsEnvironment
        let id = push.apnsID ?? UUID().uuidString.lowercased()
        switch recipient {
        case .device(_, let token, let chosen):
            (request, environment) = (push.request(to: token, apnsID: id), chosen)
        case .channel(_, let channel, let chosen):
            let storage = settings.channels.first { $0.id == channel }?.storage
            (request, environment) = (push.broadcastRequest(to: channel, requestID: id, storage: storage), chosen)
        case .user:
            return RecipientResult(recipient: recipient, outcome: .notSent, explanation: "not a device")
        }
        if cancellation.isCancelled {
            return RecipientResult(recipient: recipient, outcome: .notSent, explanation: "cancelled before it was sent")
        }
        let base = settings.baseURL(for: environment)
        guard case .success(let address) = ServiceAddress.parse(base) else {
            return RecipientResult(recipient: recipient, outcome: .notSent, explanation: "\(base) is not an https:// address")
        }
        let host = address.host
        var jwt: String?
        if let tokens {
            do {
                jwt = try tokens.token(now: now())
            } catch {
                return RecipientResult(recipient: recipient, outcome: .notSent, explanation: "could not sign the provider token: \(error)")
            }
        }
        var renewed = false
        while true {
            var http = HTTPSRequest(.POST, address, path: request.path, body: request.body)
            // With a certificate the connection itself says who sends: no header at all.
            if let jwt { http.headers.add(name: "authorization", value: "bearer " + jwt) }
            for field in request.headers { http.headers.add(name: field.name, value: field.value) }
            let exchange: HTTPExchange
            switch await HTTPExchange.perform(http, on: client, seconds: timeouts.total, bodyLimit: Self.bodyLimit, cancellation: cancellation) {
            case .success(let answer):
                exchange = answer
            case .failure(let failure):
                let (outcome, words) = await NoAnswer.describe(failure, address: address, proxy: settings.proxy, timeouts: timeouts, goAway: goAways.take())
                return RecipientResult(recipient: recipient, outcome: outcome, id: request.apnsID, explanation: words)
            }
            guard exchange.version == .http2 else {
                return RecipientResult(recipient: recipient, outcome: .noAnswer, status: exchange.status, id: request.apnsID,
                                       explanation: "\(host) answered over \(exchange.version), not HTTP/2, which APNs requires: check endpoint in [apns]")
            }
            let status = exchange.status
            let answer = exchange.bodyEnd == .complete ? APNsAnswerBody(exchange.body) : APNsAnswerBody([])
            if status == 403, answer.reason == "ExpiredProviderToken", !renewed, let tokens, let rejected = jwt,
               let fresh = try? tokens.renew(after: rejected, now: now()) {
                jwt = fresh
                renewed = true
                continue
            }
            var explanation = APNsReason.explain(status: status, reason: answer.reason, environment: environment)
            if let millis = answer.timestampMillis, let moment = LocalTime.describe(millisecondsSince1970: millis) {
                explanation += "; Apple has known since \(moment)"
            }
            explanation += exchange.bodyEnd.note(timeouts: timeouts)
            return RecipientResult(
                recipient: recipient, outcome: status == 200 ? .accepted : .rejected, status: status,
                id: exchange.headers.first(name: "apns-id") ?? exchange.headers.first(name: "apns-request-id") ?? request.apnsID,
                traceID: exchange.headers.first(name: "apns-unique-id"),
                reason: answer.reason, explanation: explanation)
        }
    }
}

/// The JSON body of an APNs error: `{"reason": …, "timestamp": …}` (milliseconds, 410 only).
struct APNsAnswerBody {
    var reason: String?
    var timestampMillis: Int64?

    init(_ bytes: [UInt8]) {
        guard !bytes.isEmpty, let object = try? JSONReader().read(bytes).value.objectValue else { return }
        reason = object["reason"]?.stringValue
        timestampMillis = (object["timestamp"]?.numberText ?? object["timestamp"]?.stringValue).flatMap { Int64($0) }
    }
}
