import Foundation
import NIOHTTP1
import PushCore
import PushSending

/// Whether APNs takes a provider token signed now with the config's key: a `POST` with that token
/// and no payload to a device token of zeros, which APNs refuses after it has checked the token
/// (`PayloadEmpty`, `BadDeviceToken`…), so nothing can be delivered. Its answer tells `doctor`
/// whether the key, the team and this machine's clock agree with Apple's: a token whose `iat` is
/// over an hour old is `ExpiredProviderToken`, one it cannot verify `InvalidProviderToken`.
public enum TokenProbe {
    /// What APNs said of the token.
    public enum Outcome: Sendable, Equatable {
        /// The token passed; APNs then refused the empty request for `reason`, as it must.
        case accepted(reason: String?)
        /// APNs refused the token itself (or the topic), with its reason and plain words.
        case refused(status: Int, reason: String?, words: String)
        /// No answer: why, in a send's words.
        case noAnswer(String)
    }

    /// The device token the probe names: 32 zero bytes, which no device has.
    static let nobody = String(repeating: "0", count: 64)

    /// Probes `settings`' APNs in `environment` with a token signed by `key` at `now`, for `topic`.
    public static func probe(_ settings: APNsSettings, key: APNsSigningKey, topic: String, environment: APNsEnvironment,
                             now: Int64, timeouts: SendTimeouts) async -> Outcome {
        let base = settings.baseURL(for: environment)
        guard case .success(let address) = ServiceAddress.parse(base) else { return .noAnswer("\(base) is not an https:// address") }
        let jwt: String
        do {
            jwt = try ProviderTokenCache(key: key).token(now: now)
        } catch {
            return .noAnswer("could not sign a provider token with [apns] key_file")
        }
        let goAways = GoAwayLog()
        let client: HTTPSClient
        do throws(SendRefusal) {
            client = try HTTPSClient(caFile: settings.caFile, key: "ca_file in [apns]", proxy: settings.proxy, timeouts: timeouts, goAways: goAways)
        } catch {
            return .noAnswer(error.message)
        }
        var request = HTTPSRequest(.POST, address, path: "/3/device/" + nobody)
        request.headers.add(name: "authorization", value: "bearer " + jwt)
        request.headers.add(name: "apns-topic", value: topic)
        request.headers.add(name: "apns-push-type", value: APNsPushType.alert.rawValue)
        let result = await HTTPExchange.perform(request, on: client, seconds: timeouts.total, bodyLimit: APNsSender.bodyLimit, cancellation: nil)
        await client.shutdown()
        switch result {
        case .failure(let failure):
            return .noAnswer(NoAnswer.withoutPushOutcome(
                await NoAnswer.describe(failure, address: address, proxy: settings.proxy, timeouts: timeouts, goAway: goAways.take()).words))
        case .success(let exchange):
            let reason = APNsAnswerBody(exchange.body).reason
            // 403 is the token's refusal, these reasons the topic's; any other 4xx came after both passed.
            let refused = exchange.status == 403 || exchange.status >= 500 || ["BadTopic", "TopicDisallowed", "MissingTopic"].contains(reason ?? "")
            guard refused else { return .accepted(reason: reason) }
            return .refused(status: exchange.status, reason: reason,
                            words: APNsReason.explain(status: exchange.status, reason: reason, environment: environment))
        }
    }
}
