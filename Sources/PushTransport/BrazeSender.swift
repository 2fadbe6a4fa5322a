import Foundation
import NIOCore
import NIOHTTP1
import PushCore
import PushSending
import TextFormats

/// Sends pushes through Braze (`POST /messages/send`, or the endpoint the request was written
/// for) to test users, at most 50 per request.
///
/// Braze echoes a wrong key in its 401 answer, so every body is redacted before anything is
/// shown or kept. A 5xx is reported, never retried blindly: Braze cannot replay calls lost
/// during an incident, and a retried send could reach the phone twice.
public final class BrazeSender: Sendable {
    private let client: HTTPSClient
    private let settings: BrazeSettings
    private let apiKey: String
    private let timeouts: SendTimeouts
    private let redactor: SecretRedactor
    private let goAways: GoAwayLog

    /// Braze's answers are a few lines of JSON; past this the body is not read.
    static let bodyLimit = 1 << 20

    /// Creates a sender; reads `ca_file` now, so a bad one stops the send before any traffic.
    public init(settings: BrazeSettings, apiKey: String, timeouts: SendTimeouts = .standard) throws(SendRefusal) {
        let goAways = GoAwayLog()
        client = try HTTPSClient(caFile: settings.caFile, key: "ca_file in [braze]", proxy: settings.proxy, timeouts: timeouts, goAways: goAways)
        self.goAways = goAways
        self.settings = settings
        self.apiKey = apiKey
        self.timeouts = timeouts
        redactor = SecretRedactor(secrets: [apiKey])
    }

    /// Sends to every user, one request per 50; a result per user, in order, each reported as it comes.
    public func send(_ push: BrazePush, cancellation: SendCancellation = SendCancellation(),
                     progress: @escaping @Sendable (RecipientResult) -> Void = { _ in }) async -> [RecipientResult] {
        var results: [RecipientResult] = []
        for batch in push.batches {
            let batchResults: [RecipientResult]
            if cancellation.isCancelled {
                batchResults = batch.map { RecipientResult(recipient: .user($0), outcome: .notSent, explanation: "cancelled before it was sent") }
            } else {
                batchResults = await sendBatch(batch, path: push.path, body: push.body(for: batch), cancellation: cancellation)
            }
            batchResults.forEach(progress)
            results += batchResults
        }
        return results
    }

    /// Closes the connections, waiting a bounded time; call once, when done.
    public func shutdown() async {
        await client.shutdown()
    }

    private func sendBatch(_ users: [String], path: String, body: [UInt8], cancellation: SendCancellation) async -> [RecipientResult] {
        guard case .success(let address) = ServiceAddress.parse(settings.endpoint) else {
            return users.map { RecipientResult(recipient: .user($0), outcome: .notSent, explanation: "rest_endpoint is not an https:// address") }
        }
        let request = HTTPSRequest(.POST, address, path: path,
                                   headers: ["Authorization": "Bearer " + apiKey, "Content-Type": "application/json"], body: body)
        let exchange: HTTPExchange
        switch await HTTPExchange.perform(request, on: client, seconds: timeouts.total, bodyLimit: Self.bodyLimit, cancellation: cancellation) {
        case .success(let answer):
            exchange = answer
        case .failure(let failure):
            let (outcome, words) = await NoAnswer.describe(failure, address: address, proxy: settings.proxy, timeouts: timeouts, goAway: goAways.take())
            return users.map { RecipientResult(recipient: .user($0), outcome: outcome, explanation: redactor.redact(words)) }
        }
        let status = exchange.status
        let answer = exchange.bodyEnd == .complete ? BrazeAnswerBody(exchange.body, redactor: redactor) : BrazeAnswerBody(redactor: redactor)
        var resetsAt: String?
        if let reset = exchange.headers.first(name: "x-ratelimit-reset").flatMap(Double.init) {
            resetsAt = LocalTime.describe(secondsSince1970: reset)
        }
        var explanation = BrazeAnswer.explain(status: status, message: answer.message, resetsAt: resetsAt)
        var outcome: SendOutcome = (200...299).contains(status) ? .accepted : .rejected
        if outcome == .accepted && exchange.bodyEnd == .complete && !answer.isBrazes {
            // Braze always answers a send in JSON; a 200 page from something else proves nothing.
            outcome = .noAnswer
            explanation = BrazeAnswer.notBrazes(status: status, shown: answer.message) + "; the push may or may not have been sent: check the Message Activity Log"
        } else if exchange.bodyEnd != .complete {
            // What came is kept: the status says whether Braze took the push.
            let missing = (200...299).contains(status) ? ", so there is no dispatch_id" : ""
            explanation = "Braze answered \(status)\(exchange.bodyEnd.note(timeouts: timeouts))\(missing). " + explanation
        }
        let requestID = exchange.headers.first(name: "x-request-id").map(redactor.redact)
        return users.map {
            RecipientResult(recipient: .user($0), outcome: outcome, status: status,
                            id: answer.dispatchID, traceID: requestID, reason: answer.message, explanation: explanation,
                            notes: answer.errors)
        }
    }
}

/// What a Braze answer body says: `message`, `dispatch_id` and `errors`, redacted. A body that
/// is not JSON (a proxy's HTML page) is kept as its first line.
struct BrazeAnswerBody {
    var message: String?
    var dispatchID: String?
    var errors: [String] = []
    /// Whether the body is a JSON object, as every answer of Braze's is.
    var isBrazes = false

    /// An answer whose body could not be read whole: nothing in it is used.
    init(redactor: SecretRedactor) {}

    init(_ bytes: [UInt8], redactor: SecretRedactor) {
        guard let object = try? JSONReader().read(bytes).value.objectValue else {
            message = Self.firstLine(bytes, redactor: redactor)
            return
        }
        isBrazes = true
        message = object["message"]?.stringValue.map(redactor.redact)
        dispatchID = object["dispatch_id"]?.stringValue.map(redactor.redact)
        for node in object["errors"]?.arrayValue ?? [] {
            let line = node.value.stringValue ?? JSONWriter.string(node.value)
            errors.append(redactor.redact(line))
        }
    }

    /// A body that is not JSON, as `not JSON: ` and its first line (at most 200 characters).
    static func firstLine(_ bytes: [UInt8], redactor: SecretRedactor) -> String? {
        // Redacted whole before it is cut, so a key across the cut is masked too.
        let text = redactor.redact(String(decoding: bytes.prefix(64 * 1024), as: UTF8.self))
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.isEmpty ? nil : "not JSON: " + String(line.prefix(200))
    }
}
