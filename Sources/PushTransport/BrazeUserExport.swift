import Foundation
import NIOCore
import PushCore
import PushSending
import TextFormats

/// Reads test users from Braze's `POST /users/export/ids`, 50 ids a request, with the fields
/// the preview uses; the key is masked in anything Braze says back.
public struct BrazeUserExport: Sendable {
    /// What came back: the users found, and the ids that match nobody.
    public struct Result: Sendable {
        /// Each user Braze found, as it exported them.
        public var users: [JSONObject]
        /// Ids Braze knows no user by.
        public var unknownIDs: [String]
    }

    let settings: BrazeSettings
    let apiKey: String
    let timeouts: SendTimeouts

    /// Creates an export for an instance and key.
    public init(settings: BrazeSettings, apiKey: String, timeouts: SendTimeouts = .standard) {
        self.settings = settings
        self.apiKey = apiKey
        self.timeouts = timeouts
    }

    /// Fetches `ids`, asking for `fields`; a refusal or no answer is one line, key masked.
    public func fetch(_ ids: [String], fields: [String]) async throws(SendRefusal) -> Result {
        let goAways = GoAwayLog()
        let client = try HTTPSClient(caFile: settings.caFile, key: "ca_file in [braze]", proxy: settings.proxy, timeouts: timeouts, goAways: goAways)
        let outcome: Swift.Result<Result, SendRefusal>
        do throws(SendRefusal) {
            outcome = .success(try await fetch(ids, fields: fields, client: client, goAways: goAways))
        } catch {
            outcome = .failure(error)
        }
        await client.shutdown()
        return try outcome.get()
    }

    /// An export of 50 users with their histories is a few megabytes at most.
    static let bodyLimit = 32 << 20

    private func fetch(_ ids: [String], fields: [String], client: HTTPSClient, goAways: GoAwayLog) async throws(SendRefusal) -> Result {
        let redactor = SecretRedactor(secrets: [apiKey])
        guard case .success(let address) = ServiceAddress.parse(settings.endpoint) else {
            throw SendRefusal(.setup, "rest_endpoint in [braze] is not an https:// address")
        }
        var result = Result(users: [], unknownIDs: [])
        for start in stride(from: 0, to: ids.count, by: BrazePush.maxUsersPerRequest) {
            let batch = Array(ids[start..<min(start + BrazePush.maxUsersPerRequest, ids.count)])
            var body = JSONObject()
            body["external_ids"] = .array(batch.map { JSONNode(.string($0)) })
            body["fields_to_export"] = .array(fields.map { JSONNode(.string($0)) })
            let request = HTTPSRequest(.POST, address, path: "/users/export/ids",
                                       headers: ["Authorization": "Bearer " + apiKey, "Content-Type": "application/json"],
                                       body: JSONWriter.bytes(.object(body)))
            let exchange: HTTPExchange
            switch await HTTPExchange.perform(request, on: client, seconds: timeouts.total, bodyLimit: Self.bodyLimit, cancellation: nil) {
            case .success(let answer):
                exchange = answer
            case .failure(let failure):
                let words = await NoAnswer.describe(failure, address: address, proxy: settings.proxy, timeouts: timeouts, goAway: goAways.take()).words
                throw SendRefusal(.setup, redactor.redact(words))
            }
            let status = exchange.status
            guard exchange.bodyEnd == .complete else {
                throw SendRefusal(.setup, "Braze answered \(status)\(exchange.bodyEnd.note(timeouts: timeouts)); no user was read")
            }
            let object = (try? JSONReader(maxBytes: Self.bodyLimit).read(exchange.body))?.value.objectValue
            if (200...299).contains(status) {
                guard let object else {
                    let shown = BrazeAnswerBody.firstLine(exchange.body, redactor: redactor)
                    throw SendRefusal(.push, BrazeAnswer.notBrazes(status: status, shown: shown) + "; no user was read")
                }
                guard let users = object["users"]?.arrayValue else {
                    throw SendRefusal(.push, "Braze answered \(status) without a list of users (\"users\": [...]), so it is not an export: "
                        + "check rest_endpoint in [braze]; no user was read")
                }
                // Only the users asked for: an answer naming others must not replace anyone's attributes.
                let asked = Set(batch)
                result.users += users.compactMap(\.value.objectValue).filter { $0["external_id"]?.stringValue.map(asked.contains) == true }
                result.unknownIDs += (object["invalid_user_ids"]?.arrayValue ?? []).compactMap(\.value.stringValue).filter(asked.contains)
                continue
            }
            let message = object?["message"]?.stringValue.map(redactor.redact)
            // The send table speaks of messages.send; reading users needs users.export.ids.
            let words = status == 403 && message == "Access Denied"
                ? "This key may not read users (it lacks users.export.ids). Keys cannot be edited: create a new one with that permission"
                : BrazeAnswer.explain(status: status, message: message, resetsAt: nil)
            throw SendRefusal(.push, "Braze answered \(status)\(message.map { " (\($0))" } ?? ""): \(words)")
        }
        return result
    }
}
