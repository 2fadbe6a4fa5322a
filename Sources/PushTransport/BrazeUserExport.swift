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
    /// Seconds for the whole export, every batch of users included.
    let deadline: Double

    /// Creates an export for an instance and key, given up on after `deadline` seconds in all.
    public init(settings: BrazeSettings, apiKey: String, timeouts: SendTimeouts = .standard, deadline: Double = 120) {
        self.settings = settings
        self.apiKey = apiKey
        self.timeouts = timeouts
        self.deadline = deadline
    }

    /// Fetches `ids`, asking for `fields`; a refusal or no answer is one line, key masked.
    public func fetch(_ ids: [String], fields: [String]) async throws(SendRefusal) -> Result {
        try await BrazeReader.within(deadline, settings: settings, apiKey: apiKey, timeouts: timeouts,
                                     late: "Braze did not give every user within \(NoAnswer.seconds(deadline)); no user was read") { reader throws(SendRefusal) in
            try await fetch(ids, fields: fields, reader: reader)
        }
    }

    private func fetch(_ ids: [String], fields: [String], reader: BrazeReader) async throws(SendRefusal) -> Result {
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
