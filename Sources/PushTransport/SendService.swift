import Foundation
import PushSending
import SafeFiles
import Synchronization

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
                     progress report: @escaping @Sendable (RecipientResult) -> Void) async throws(SendRefusal) -> SendReport {
        // Each result is in the history before it is shown: a send cut short (a signal, a closed
        // output) still records everything that went out.
        let recorder = HistoryRecorder(history: history, body: job.body)
        let progress: @Sendable (RecipientResult) -> Void = { result in
            recorder.record(result)
            report(result)
        }
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
        return .sent(results, historyProblem: recorder.problem)
    }

    /// Closes the connections kept for later sends; call once, when done sending.
    public func shutdown() async {
        await pool.shutdown()
    }

}

/// Appends each result to the history as it comes, and keeps the first reason one could not be.
private final class HistoryRecorder: Sendable {
    private let history: SendHistory?
    private let hash: String
    private let bytes: Int
    private let firstProblem = Mutex<String?>(nil)

    init(history: SendHistory?, body: [UInt8]) {
        self.history = history
        hash = PayloadDigest.sha256(body)
        bytes = body.count
    }

    func record(_ result: RecipientResult) {
        guard let history, result.outcome != .notSent else { return }
        do {
            try history.append([SendHistoryEntry(result: result, time: Date(), payloadHash: hash, bytes: bytes)])
        } catch {
            firstProblem.withLock { if $0 == nil { $0 = error.message } }
        }
    }

    /// Why a result could not be recorded, if one could not.
    var problem: String? { firstProblem.withLock { $0 } }
}
