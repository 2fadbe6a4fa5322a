import Foundation
import PushSending
import SafeFiles

/// Carries out a prepared send, the same way for the command line and the composer: reads the
/// key it needs only now (checking its permissions each time), sends, and records each result
/// in the history. APNs connections and signed tokens are kept for the next send until
/// `shutdown`.
public struct SendService: SendPerformer {
    /// The Braze key, looked up when a Braze send starts (so it is never held in the composer's
    /// state); nil when there is none.
    public var brazeKey: @Sendable () throws(SendRefusal) -> String?
    /// Where results are recorded; nil records nothing.
    public var history: SendHistory?
    /// How long to wait.
    public var timeouts: SendTimeouts
    private let pool = APNsSenderPool()

    /// Creates a service.
    public init(brazeKey: @escaping @Sendable () throws(SendRefusal) -> String?, history: SendHistory?, timeouts: SendTimeouts = .standard) {
        self.brazeKey = brazeKey
        self.history = history
        self.timeouts = timeouts
    }

    public func perform(_ job: SendJob, cancellation: SendCancellation,
                        progress: @escaping @Sendable (RecipientResult) -> Void) async -> SendReport {
        do throws(SendRefusal) {
            return try await run(job, cancellation: cancellation, progress: progress)
        } catch {
            return .refused(error)
        }
    }

    private func run(_ job: SendJob, cancellation: SendCancellation,
                     progress: @escaping @Sendable (RecipientResult) -> Void) async throws(SendRefusal) -> SendReport {
        let results: [RecipientResult]
        switch job.plan {
        case .apns(let push, let settings):
            let bytes: [UInt8]
            do {
                bytes = try SecretFile.read(settings.keyFile)
            } catch {
                throw SendRefusal(.setup, "[apns] key_file: \(error.message)")
            }
            let sender = try pool.sender(for: settings, keyBytes: bytes, timeouts: timeouts)
            results = await sender.send(push, to: job.recipients, cancellation: cancellation, progress: progress)
        case .braze(let push, let settings):
            guard let apiKey = try brazeKey() else {
                throw SendRefusal(.setup, "no Braze REST API key: run 'push-composer login braze', or set \(SecretVariable.brazeAPIKey)")
            }
            let sender = try BrazeSender(settings: settings, apiKey: apiKey, timeouts: timeouts)
            results = await sender.send(push, cancellation: cancellation, progress: progress)
            await sender.shutdown()
        }
        return .sent(results, historyProblem: record(results, body: job.body))
    }

    /// Closes the connections kept for later sends; call once, when done sending.
    public func shutdown() async {
        await pool.shutdown()
    }

    private func record(_ results: [RecipientResult], body: [UInt8]) -> String? {
        guard let history else { return nil }
        let hash = PayloadDigest.sha256(body)
        let now = Date()
        let entries = results.filter { $0.outcome != .notSent }
            .map { SendHistoryEntry(result: $0, time: now, payloadHash: hash, bytes: body.count) }
        do {
            try history.append(entries)
            return nil
        } catch {
            return error.message
        }
    }
}
