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

    private func fetch(_ ids: [String], fields: [String], client: HTTPSClient, goAways: GoAwayLog) async throws(SendRefusal) -> Result {
        let reader = BrazeReader(settings: settings, apiKey: apiKey, timeouts: timeouts, client: client, goAways: goAways)
        var result = Result(users: [], unknownIDs: [])
        for start in stride(from: 0, to: ids.count, by: BrazePush.maxUsersPerRequest) {
            let batch = Array(ids[start..<min(start + BrazePush.maxUsersPerRequest, ids.count)])
            var body = JSONObject()
            body["external_ids"] = .array(batch.map { JSONNode(.string($0)) })
            body["fields_to_export"] = .array(fields.map { JSONNode(.string($0)) })
            let answer = try await reader.object(.POST, "/users/export/ids", body: .object(body), permission: "users.export.ids", undone: "no user was read")
            let (status, object) = (answer.status, answer.object)
            guard let users = object["users"]?.arrayValue else {
                throw SendRefusal(.push, "Braze answered \(status) without a list of users (\"users\": [...]), so it is not an export: "
                    + "check rest_endpoint in [braze]; no user was read")
            }
            // Only the users asked for: an answer naming others must not replace anyone's attributes.
            let asked = Set(batch)
            result.users += users.compactMap(\.value.objectValue).filter { $0["external_id"]?.stringValue.map(asked.contains) == true }
            result.unknownIDs += (object["invalid_user_ids"]?.arrayValue ?? []).compactMap(\.value.stringValue).filter(asked.contains)
        }
        return result
    }
}
