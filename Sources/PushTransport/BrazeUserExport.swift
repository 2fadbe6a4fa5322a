import AsyncHTTPClient
import Foundation
import NIOCore
import PushCore
import PushSending

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
        let client = try makeClient()
        let outcome: Swift.Result<Result, SendRefusal>
        do throws(SendRefusal) {
            outcome = .success(try await fetch(ids, fields: fields, client: client))
        } catch {
            outcome = .failure(error)
        }
        try? await client.shutdown()
        return try outcome.get()
    }

    private func makeClient() throws(SendRefusal) -> HTTPClient {
        HTTPClient(eventLoopGroupProvider: .singleton,
                   configuration: try HTTPClientSetup.configuration(caFile: settings.caFile, key: "ca_file in [braze]", timeouts: timeouts))
    }

    private func fetch(_ ids: [String], fields: [String], client: HTTPClient) async throws(SendRefusal) -> Result {
        let redactor = SecretRedactor(secrets: [apiKey])
        let host = URL(string: settings.endpoint)?.host ?? settings.endpoint
        var result = Result(users: [], unknownIDs: [])
        for start in stride(from: 0, to: ids.count, by: BrazePush.maxUsersPerRequest) {
            let batch = Array(ids[start..<min(start + BrazePush.maxUsersPerRequest, ids.count)])
            var body = JSONObject()
            body["external_ids"] = .array(batch.map { JSONNode(.string($0)) })
            body["fields_to_export"] = .array(fields.map { JSONNode(.string($0)) })
            var request = HTTPClientRequest(url: settings.endpoint + "/users/export/ids")
            request.method = .POST
            request.headers.add(name: "Authorization", value: "Bearer " + apiKey)
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(bytes: JSONWriter.bytes(.object(body))))
            let status: Int
            let bytes: [UInt8]
            do {
                let response = try await client.execute(request, timeout: timeouts.deadline)
                status = Int(response.status.code)
                var buffer = try await response.body.collect(upTo: 32 << 20)
                bytes = buffer.readBytes(length: buffer.readableBytes) ?? []
            } catch {
                throw SendRefusal(.setup, redactor.redact(NoAnswer.describe(error, host: host, timeouts: timeouts, goAway: nil)))
            }
            let object = (try? JSONReader(maxBytes: 32 << 20).read(bytes))?.value.objectValue
            guard (200...299).contains(status), let object else {
                let message = object?["message"]?.stringValue.map(redactor.redact)
                // The send table speaks of messages.send; reading users needs users.export.ids.
                let words = status == 403 && message == "Access Denied"
                    ? "This key may not read users (it lacks users.export.ids). Keys cannot be edited: create a new one with that permission"
                    : BrazeAnswer.explain(status: status, message: message, resetsAt: nil)
                throw SendRefusal(.push, "Braze answered \(status)\(message.map { " (\($0))" } ?? ""): \(words)")
            }
            result.users += (object["users"]?.arrayValue ?? []).compactMap(\.value.objectValue)
            result.unknownIDs += (object["invalid_user_ids"]?.arrayValue ?? []).compactMap(\.value.stringValue)
        }
        return result
    }
}
