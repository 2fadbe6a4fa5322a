import Foundation
import NIOHTTP1
import PushCore
import PushSending
import TextFormats

/// One read from Braze's REST API (an export, a content block, a catalog): the key in the header
/// and masked in anything Braze says back, the answer's JSON object when it succeeds, and one line
/// in Braze's own words when it does not, ending in what was not done.
struct BrazeReader {
    let settings: BrazeSettings
    let apiKey: String
    let timeouts: SendTimeouts
    let client: HTTPSClient
    let goAways: GoAwayLog

    /// What an answer may weigh: an export of 50 users with their histories is a few megabytes.
    static let bodyLimit = 32 << 20

    /// What a read came to: its status, its JSON object, and its `Link` header's next page.
    struct Answer {
        var status: Int
        var object: JSONObject
        /// The `rel="next"` address of a `Link` header, for paged lists.
        var next: String?
    }

    /// What `method path` answers with; `permission` names the key's permission a 403 means is
    /// missing; `undone` ends every refusal ("no user was read"); `missing`, a status that is an
    /// answer rather than a refusal (404 for an item that is not there).
    func object(_ method: HTTPMethod, _ path: String, body: JSONValue? = nil, permission: String, undone: String,
                missing: Int? = nil) async throws(SendRefusal) -> Answer {
        let redactor = SecretRedactor(secrets: [apiKey])
        guard case .success(let address) = ServiceAddress.parse(settings.endpoint) else {
            throw SendRefusal(.setup, "rest_endpoint in [braze] is not an https:// address")
        }
        var headers: HTTPHeaders = ["Authorization": "Bearer " + apiKey]
        if body != nil { headers.add(name: "Content-Type", value: "application/json") }
        let request = HTTPSRequest(method, address, path: path, headers: headers, body: body.map { JSONWriter.bytes($0) } ?? [])
        let exchange: HTTPExchange
        switch await HTTPExchange.perform(request, on: client, seconds: timeouts.total, bodyLimit: Self.bodyLimit, cancellation: nil) {
        case .success(let answer):
            exchange = answer
        case .failure(let failure):
            let words = await NoAnswer.describe(failure, address: address, proxy: settings.proxy, timeouts: timeouts, goAway: goAways.take()).words
            throw SendRefusal(.setup, NoAnswer.withoutPushOutcome(redactor.redact(words), ending: "; " + undone))
        }
        let status = exchange.status
        guard exchange.bodyEnd == .complete else {
            throw SendRefusal(.setup, "Braze answered \(status)\(exchange.bodyEnd.note(timeouts: timeouts)); \(undone)")
        }
        let object = (try? JSONReader(maxBytes: Self.bodyLimit).read(exchange.body))?.value.objectValue
        if (200...299).contains(status) {
            guard let object else {
                let shown = BrazeAnswerBody.firstLine(exchange.body, redactor: redactor)
                throw SendRefusal(.push, BrazeAnswer.notBrazes(status: status, shown: shown) + "; " + undone)
            }
            return Answer(status: status, object: object, next: Self.next(exchange.headers.first(name: "link")))
        }
        if status == missing { return Answer(status: status, object: object ?? JSONObject(), next: nil) }
        let message = object?["message"]?.stringValue.map(redactor.redact)
        // The send table speaks of messages.send; a read needs its own permission.
        let words = status == 403 && message == "Access Denied"
            ? "This key may not do this (it lacks \(permission)). Keys cannot be edited: create a new one with that permission"
            : BrazeAnswer.explain(status: status, message: message, resetsAt: nil)
        throw SendRefusal(.push, "Braze answered \(status)\(message.map { " (\($0))" } ?? ""): \(words); \(undone)")
    }

    /// Runs a read of several requests on a new client within `deadline` seconds in all; past it
    /// the read is abandoned and `late` said. The client is shut down either way.
    static func within<Value: Sendable>(_ deadline: Double, settings: BrazeSettings, apiKey: String, timeouts: SendTimeouts, late: String,
                                        _ read: @escaping @Sendable (BrazeReader) async throws(SendRefusal) -> Value) async throws(SendRefusal) -> Value {
        let goAways = GoAwayLog()
        let client = try HTTPSClient(caFile: settings.caFile, key: "ca_file in [braze]", proxy: settings.proxy, timeouts: timeouts, goAways: goAways)
        let reader = BrazeReader(settings: settings, apiKey: apiKey, timeouts: timeouts, client: client, goAways: goAways)
        let work = Task { () -> Result<Value, SendRefusal> in
            do throws(SendRefusal) { return .success(try await read(reader)) } catch { return .failure(error) }
        }
        let finished = await OnceValue<Bool>.within(seconds: deadline) { _ = await work.value }
        if !finished { work.cancel() }
        await client.shutdown()
        guard finished else { throw SendRefusal(.setup, late) }
        return try await work.value.get()
    }

    /// The `<…>; rel="next"` address of a `Link` header.
    static func next(_ link: String?) -> String? {
        guard let link else { return nil }
        for part in link.split(separator: ",") where part.contains("rel=\"next\"") {
            guard let open = part.firstIndex(of: "<"), let close = part.firstIndex(of: ">"), open < close else { continue }
            return String(part[part.index(after: open)..<close])
        }
        return nil
    }
}
