import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import PushCore
import PushSending

/// Sends pushes through Braze (`POST /messages/send`, or the endpoint the request was written
/// for) to test users, at most 50 per request.
///
/// Braze echoes a wrong key in its 401 answer, so every body is redacted before anything is
/// shown or kept. A 5xx is reported, never retried blindly: Braze cannot replay calls lost
/// during an incident, and a retried send could reach the phone twice.
public final class BrazeSender: Sendable {
    private let client: HTTPClient
    private let settings: BrazeSettings
    private let apiKey: String
    private let timeouts: SendTimeouts
    private let redactor: SecretRedactor

    /// Creates a sender; reads `ca_file` now, so a bad one stops the send before any traffic.
    public init(settings: BrazeSettings, apiKey: String, timeouts: SendTimeouts = .standard) throws(SendRefusal) {
        client = HTTPClient(eventLoopGroupProvider: .singleton,
                            configuration: try HTTPClientSetup.configuration(caFile: settings.caFile, key: "ca_file in [braze]", timeouts: timeouts))
        self.settings = settings
        self.apiKey = apiKey
        self.timeouts = timeouts
        redactor = SecretRedactor(secrets: [apiKey])
    }

    /// Sends to every user, one request per 50; a result per user, in order.
    public func send(_ push: BrazePush, cancellation: SendCancellation = SendCancellation(),
                     progress: @escaping @Sendable (RecipientResult) -> Void = { _ in }) async -> [RecipientResult] {
        var results: [RecipientResult] = []
        for batch in push.batches {
            let batchResults: [RecipientResult]
            if cancellation.isCancelled {
                batchResults = batch.map { RecipientResult(recipient: .user($0), outcome: .notSent, explanation: "cancelled before it was sent") }
            } else {
                batchResults = await sendBatch(batch, path: push.path, body: push.body(for: batch))
            }
            batchResults.forEach(progress)
            results += batchResults
        }
        return results
    }

    /// Closes the connections; call once, when done.
    public func shutdown() async {
        try? await client.shutdown()
    }

    private func sendBatch(_ users: [String], path: String, body: [UInt8]) async -> [RecipientResult] {
        let url = settings.endpoint + path
        let host = URL(string: settings.endpoint)?.host ?? settings.endpoint
        var request = HTTPClientRequest(url: url)
        request.method = .POST
        request.headers.add(name: "Authorization", value: "Bearer " + apiKey)
        request.headers.add(name: "Content-Type", value: "application/json")
        request.body = .bytes(ByteBuffer(bytes: body))
        let response: HTTPClientResponse
        let buffer: ByteBuffer
        do {
            response = try await client.execute(request, timeout: timeouts.deadline)
            buffer = try await response.body.collect(upTo: 1 << 20)
        } catch {
            let words = redactor.redact(NoAnswer.describe(error, host: host, timeouts: timeouts, goAway: nil))
            return users.map { RecipientResult(recipient: .user($0), outcome: .noAnswer, explanation: words) }
        }
        let status = Int(response.status.code)
        let answer = BrazeAnswerBody(buffer, redactor: redactor)
        var resetsAt: String?
        if let reset = response.headers.first(name: "x-ratelimit-reset").flatMap(Double.init) {
            resetsAt = LocalTime.describe(Date(timeIntervalSince1970: reset))
        }
        let explanation = BrazeAnswer.explain(status: status, message: answer.message, resetsAt: resetsAt)
        let requestID = response.headers.first(name: "x-request-id").map(redactor.redact)
        return users.map {
            RecipientResult(recipient: .user($0), outcome: (200...299).contains(status) ? .accepted : .rejected, status: status,
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

    init(_ buffer: ByteBuffer, redactor: SecretRedactor) {
        let bytes = buffer.getBytes(at: buffer.readerIndex, length: buffer.readableBytes) ?? []
        guard let object = try? JSONReader().read(bytes).value.objectValue else {
            let text = String(decoding: bytes.prefix(200), as: UTF8.self)
            let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            message = line.isEmpty ? nil : redactor.redact("not JSON: " + line)
            return
        }
        message = object["message"]?.stringValue.map(redactor.redact)
        dispatchID = object["dispatch_id"]?.stringValue
        for node in object["errors"]?.arrayValue ?? [] {
            let line = node.value.stringValue ?? JSONWriter.string(node.value)
            errors.append(redactor.redact(line))
        }
    }
}
