import PushCore
import PushSending
import TerminalKit
import TextFormats

/// Prints send results: a line and its plain words per recipient, or one JSON object per
/// recipient. Every string from a server passes the sanitiser (text) or the JSON writer.
struct SendResultPrinter {
    let format: OutputFormat
    let escaping: JSONWriter.Escaping

    func lines(_ result: RecipientResult) -> String {
        switch format {
        case .json: return JSONWriter.string(.object(json(result)), escaping: escaping) + "\n"
        case .text: return text(result)
        }
    }

    func json(_ result: RecipientResult) -> JSONObject {
        var object = JSONObject()
        object["to"] = .string(result.recipient.route.rawValue)
        object["recipient"] = .string(result.recipient.label)
        switch result.recipient {
        case .device(_, let token, let environment):
            object["token"] = .string(token.hex)
            object["environment"] = .string(environment.rawValue)
        case .channel(_, let id, let environment):
            object["channel"] = .string(id)
            object["environment"] = .string(environment.rawValue)
        case .user:
            break
        }
        object["status"] = result.status.map { .number(String($0)) } ?? .null
        object["accepted"] = .bool(result.accepted)
        object["outcome"] = .string(result.outcome.rawValue)
        object["id"] = result.id.map(JSONValue.string) ?? .null
        object["trace_id"] = result.traceID.map(JSONValue.string) ?? .null
        object["reason"] = result.reason.map(JSONValue.string) ?? .null
        object["explanation"] = .string(result.explanation)
        if !result.notes.isEmpty { object["notes"] = .array(result.notes.map { JSONNode(.string($0)) }) }
        return object
    }

    private func text(_ result: RecipientResult) -> String {
        var head = result.recipient.label
        if let environment = result.recipient.environment { head += " (\(environment.rawValue))" }
        var status = result.outcome.rawValue
        if let code = result.status { status += " \(code)" }
        if let reason = result.reason { status += " \(reason)" }
        var ids: [String] = []
        if let id = result.id { ids.append("\(result.idLabel) \(id)") }
        if let trace = result.traceID { ids.append("\(result.traceLabel) \(trace)") }
        var out = "\(head): \(status)" + (ids.isEmpty ? "" : "  [\(ids.joined(separator: ", "))]") + "\n"
        out += "  \(result.explanation)\n"
        // Apple gives the unique id for sandbox pushes only, for its console's Delivery Log.
        if result.recipient.route == .apns, let trace = result.traceID {
            out += "  Delivery Log: look up \(trace) in Apple's Push Notifications Console (icloud.developer.apple.com/dashboard).\n"
        }
        for note in result.notes { out += "  Braze: \(note)\n" }
        return Sanitizer.sanitize(out, keepingNewlines: true)
    }
}
