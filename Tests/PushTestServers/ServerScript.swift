import Foundation
import LocalPushServers

/// DIR/script.json: answers scripted per APNs device token and canned Braze answers, e.g.
/// `{"apns": {"<token>": {"status": 400, "reason": "BadDeviceToken"}}, "braze": [{"status": 429, "body": "…"}],
/// "braze_users": {"<external id>": [{"app": "…", "platform": "ios", "token": "…"}]}}`.
/// Either kind of answer may instead misbehave: `{"misbehave": "drip", "status": 200, "interval_ms": 500}`,
/// `{"misbehave": "reset"}`, `{"misbehave": "goaway0"}` or `{"misbehave": "huge", "status": 201, "bytes": 10485760}`.
struct ServerScript {
    var apns: [String: APNsAnswer] = [:]
    var braze: [BrazeAnswer] = []
    /// Users `/users/export/ids` knows, with their push tokens.
    var brazeUsers: [String: [[String: String]]] = [:]
    /// Profile fields `/users/export/ids` exports per user, as JSON text.
    var brazeProfiles: [String: String] = [:]

    /// The script at `path`; no file means no script.
    static func load(from path: String) throws(ServerOptions.UsageError) -> ServerScript {
        guard FileManager.default.fileExists(atPath: path) else { return ServerScript() }
        guard let data = FileManager.default.contents(atPath: path),
              let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { throw invalid("is not a JSON object") }
        var script = ServerScript()
        if let apns = root["apns"] {
            guard let entries = apns as? [String: Any] else { throw invalid("\"apns\" must be an object keyed by device token") }
            for (token, entry) in entries {
                guard let object = entry as? [String: Any], let answer = apnsAnswer(object) else {
                    throw invalid("apns.\(token): expected {status, reason[, timestamp]}, {goaway}, {silence: true}, {expire_once: true} or {misbehave}")
                }
                script.apns[token.lowercased()] = answer
            }
        }
        if let braze = root["braze"] {
            guard let entries = braze as? [Any] else { throw invalid("\"braze\" must be an array") }
            for (index, entry) in entries.enumerated() {
                guard let object = entry as? [String: Any], let answer = brazeAnswer(object) else {
                    throw invalid("braze[\(index)]: expected {status, body, headers}, {silence: true} or {misbehave}")
                }
                script.braze.append(answer)
            }
        }
        if let users = root["braze_users"] {
            guard let entries = users as? [String: Any] else { throw invalid("\"braze_users\" must be an object keyed by external id") }
            for (id, tokens) in entries {
                guard let list = tokens as? [[String: Any]] else { throw invalid("braze_users.\(id) must be an array of token objects") }
                // Booleans such as notifications_enabled are kept as "true"/"false", as LocalBraze takes them.
                script.brazeUsers[id] = list.map { token in token.mapValues { value in
                    if let flag = value as? Bool { return flag ? "true" : "false" }
                    return "\(value)"
                } }
            }
        }
        if let profiles = root["braze_profiles"] {
            guard let entries = profiles as? [String: Any] else { throw invalid("\"braze_profiles\" must be an object keyed by external id") }
            for (id, profile) in entries {
                guard profile is [String: Any], let data = try? JSONSerialization.data(withJSONObject: profile) else {
                    throw invalid("braze_profiles.\(id) must be an object of exported fields")
                }
                script.brazeProfiles[id] = String(decoding: data, as: UTF8.self)
            }
        }
        return script
    }

    /// A misbehaviour named in an answer, if it names one.
    private static func misbehaviour(_ object: [String: Any]) -> Misbehaviour? {
        switch object["misbehave"] as? String {
        case "drip": return .drip(status: object["status"] as? Int ?? 200, intervalMilliseconds: object["interval_ms"] as? Int ?? 500)
        case "reset": return .resetStream
        case "goaway0": return .goAwayUnprocessed
        case "huge": return .hugeBody(status: object["status"] as? Int ?? 200, bytes: object["bytes"] as? Int ?? 10 << 20)
        default: return nil
        }
    }

    private static func apnsAnswer(_ object: [String: Any]) -> APNsAnswer? {
        if let misbehaviour = misbehaviour(object) { return .misbehave(misbehaviour) }
        if let reason = object["goaway"] as? String { return .goAway(reason: reason) }
        if object["silence"] as? Bool == true { return .silence }
        if object["expire_once"] as? Bool == true { return .expireTokenOnce }
        guard let status = object["status"] as? Int else { return nil }
        if status == 200 { return .accept }
        guard let reason = object["reason"] as? String else { return nil }
        if status == 410, let timestamp = object["timestamp"] as? Int64 {
            return .gone(reason: reason, timestampMillis: timestamp)
        }
        return .reject(status: status, reason: reason)
    }

    private static func brazeAnswer(_ object: [String: Any]) -> BrazeAnswer? {
        if object["silence"] as? Bool == true { return .silent }
        if let misbehaviour = misbehaviour(object) { return .misbehave(misbehaviour) }
        guard let status = object["status"] as? Int,
              let headers = (object["headers"] ?? [String: String]()) as? [String: String],
              let body = (object["body"] ?? "") as? String
        else { return nil }
        // JSON objects have no order; sorting keeps runs identical.
        let fields = headers.sorted { $0.key < $1.key }.map { HeaderField($0.key, $0.value) }
        return BrazeAnswer(status: status, body: body, headers: fields)
    }

    private static func invalid(_ detail: String) -> ServerOptions.UsageError {
        ServerOptions.UsageError(message: "script.json \(detail)")
    }
}
