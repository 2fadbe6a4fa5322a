import Foundation
import NIOHTTP1
import PushCore
import PushSending
import TextFormats

/// Creates, lists, reads and deletes Live Activity broadcast channels on APNs' management host
/// (`api-manage-broadcast…`, ports 2195 and 2196, or `[apns] management_server`), signed with
/// the same token key as a send and through the same proxy; every answer in plain words.
public final class ChannelManager: Sendable {
    /// What one request came to.
    public struct Answer: Sendable, Equatable {
        /// Whether APNs did what was asked.
        public var succeeded: Bool
        /// The HTTP status, when one came.
        public var status: Int?
        /// APNs' reason, when it refused.
        public var reason: String?
        /// What happened, in plain words.
        public var words: String
        /// The request's id (`apns-request-id`), ours or APNs' own.
        public var requestID: String
        /// A new channel's id.
        public var channelID: String?
        /// Every channel of the app, for `list`.
        public var channels: [String] = []
        /// A channel's storage policy, for `show`.
        public var storage: ChannelStoragePolicy?
    }

    /// The most channel ids a listing is read with (Apple allows 10,000 per environment).
    static let bodyLimit = 1 << 20
    private let client: HTTPSClient
    private let settings: APNsSettings
    private let tokens: ProviderTokenCache
    private let timeouts: SendTimeouts
    private let goAways: GoAwayLog
    private let now: @Sendable () -> Int64

    /// A manager signing with `key`; reads `ca_file` now, so a bad one stops before any traffic.
    public init(settings: APNsSettings, key: APNsSigningKey, timeouts: SendTimeouts = .standard,
                now: @escaping @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970) }) throws(SendRefusal) {
        let goAways = GoAwayLog()
        client = try HTTPSClient(caFile: settings.caFile, key: "ca_file in [apns]", proxy: settings.proxy, timeouts: timeouts, goAways: goAways)
        self.settings = settings
        self.tokens = ProviderTokenCache(key: key)
        self.timeouts = timeouts
        self.goAways = goAways
        self.now = now
    }

    /// Asks APNs to do `operation` for the app `bundleID` in `environment`.
    public func perform(_ operation: ChannelRequest.Operation, bundleID: String, environment: APNsEnvironment) async -> Answer {
        let requestID = UUID().uuidString.lowercased()
        let request = ChannelRequest(operation, bundleID: bundleID, requestID: requestID)
        let base = settings.managementURL(for: environment)
        var answer = Answer(succeeded: false, words: "", requestID: requestID)
        guard case .success(let address) = ServiceAddress.parse(base) else {
            answer.words = "\(base) is not an https:// address: check management_server in [apns]"
            return answer
        }
        let jwt: String
        do {
            jwt = try tokens.token(now: now())
        } catch {
            answer.words = "could not sign the provider token: \(error)"
            return answer
        }
        var http = HTTPSRequest(HTTPMethod(rawValue: request.method), address, path: request.path, body: request.body)
        http.headers.add(name: "authorization", value: "bearer " + jwt)
        for field in request.headers { http.headers.add(name: field.name, value: field.value) }
        if !request.body.isEmpty { http.headers.add(name: "content-type", value: "application/json") }
        let exchange: HTTPExchange
        switch await HTTPExchange.perform(http, on: client, seconds: timeouts.total, bodyLimit: Self.bodyLimit, cancellation: nil) {
        case .success(let answered):
            exchange = answered
        case .failure(let failure):
            let said = await NoAnswer.describe(failure, address: address, proxy: settings.proxy, timeouts: timeouts, goAway: goAways.take())
            // A send's words say whether a push went out; here they say whether the change was made.
            answer.words = NoAnswer.withoutPushOutcome(said.words, ending: said.outcome == .notSent ? "; nothing was done" : "; it may or may not have been done")
            return answer
        }
        answer.status = exchange.status
        if let id = exchange.headers.first(name: "apns-request-id") { answer.requestID = id }
        let object = exchange.bodyEnd == .complete ? (try? JSONReader().read(exchange.body).value.objectValue) ?? nil : nil
        guard exchange.status == request.successStatus else {
            answer.reason = object?["reason"]?.stringValue
            answer.words = APNsReason.explain(status: exchange.status, reason: answer.reason, environment: environment, subject: "the request")
            return answer
        }
        switch operation {
        case .create(let storage):
            guard let id = exchange.headers.first(name: "apns-channel-id"), BroadcastChannel.idProblem(id) == nil else {
                answer.words = "APNs answered 201 but gave no usable channel id (apns-channel-id): try again, or see Apple's system status"
                return answer
            }
            answer.channelID = id
            answer.words = "made channel \(id) (\(storage.words)) in \(environment.rawValue)"
        case .list:
            guard let list = object?["channels"]?.arrayValue else {
                answer.words = Self.notChannelAnswer(exchange)
                return answer
            }
            answer.channels = list.compactMap { $0.value.stringValue }.filter { BroadcastChannel.idProblem($0) == nil }
            answer.words = "\(answer.channels.count) channel\(answer.channels.count == 1 ? "" : "s") in \(environment.rawValue)"
        case .show(let id):
            guard let number = object?["message-storage-policy"]?.numberText.flatMap({ Int($0) }),
                  let storage = ChannelStoragePolicy(number: number) else {
                answer.words = Self.notChannelAnswer(exchange)
                return answer
            }
            answer.storage = storage
            answer.words = "channel \(id) in \(environment.rawValue): \(storage.words)"
        case .delete(let id):
            answer.words = "deleted channel \(id) in \(environment.rawValue)"
        }
        answer.succeeded = true
        return answer
    }

    /// A success status with a body that is not the API's: said as such, never as a success.
    private static func notChannelAnswer(_ exchange: HTTPExchange) -> String {
        "the answer (\(exchange.status)) is not what APNs' channel API gives: a proxy or a wrong management_server in [apns] is in the way"
    }

    /// Closes the connection, waiting a bounded time.
    public func shutdown() async {
        await client.shutdown()
    }
}
