import Foundation
import PushSending
import SafeFiles
import Synchronization

/// Carries out a prepared send, the same way for the command line and the composer: reads the
/// key or certificate it needs only now (checking its permissions each time), refuses a
/// certificate that cannot send this push before connecting, sends, and records each result in
/// the history. APNs connections and signed tokens are kept for the next send until `shutdown`.
public struct SendService: SendPerformer {
    /// The Braze key, looked up when a Braze send starts (so it is never held in the composer's
    /// state); nil when there is none.
    public var brazeKey: @Sendable () throws(SendRefusal) -> String?
    /// The `.p12` certificate's password, looked up only when the file does not open without one.
    public var certificatePassword: CertificatePasswordLookup
    /// Where results are recorded; nil records nothing.
    public var history: SendHistory?
    /// Why the history's folder cannot be used (it could not be made), said with each send
    /// instead of the error a write into a missing folder would give.
    public var historyUnavailable: String?
    /// How long to wait.
    public var timeouts: SendTimeouts
    private let pool = APNsSenderPool()

    /// Creates a service.
    public init(brazeKey: @escaping @Sendable () throws(SendRefusal) -> String?, history: SendHistory?, timeouts: SendTimeouts = .standard,
                certificatePassword: @escaping CertificatePasswordLookup = { _ throws(SendRefusal) in nil }) {
        self.brazeKey = brazeKey
        self.certificatePassword = certificatePassword
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

    public func keptBody(_ sha256: String) throws(FileReadError) -> [UInt8]? {
        guard let history else { return nil }
        return try SentBodies(stateFolder: history.folder).body(sha256)
    }

    private func run(_ job: SendJob, cancellation: SendCancellation,
                     progress report: @escaping @Sendable (RecipientResult) -> Void) async throws(SendRefusal) -> SendReport {
        // Each result is in the history before it is shown: a send cut short (a signal, a closed
        // output) still records everything that went out.
        let recorder = HistoryRecorder(history: history, unavailable: historyUnavailable, job: job)
        let progress: @Sendable (RecipientResult) -> Void = { result in
            recorder.record(result)
            report(result)
        }
        let results: [RecipientResult]
        switch job.plan {
        case .apns(let push, let settings):
            let bytes: [UInt8]
            do {
                bytes = try SecretFile.read(settings.credential.file)
            } catch {
                throw SendRefusal(.setup, "[apns] \(settings.credential.configKey): \(error.message)")
            }
            // A password saved or given comes first; one typed for this job after it.
            let saved = certificatePassword
            let typed = job.certificatePassword
            let password: CertificatePasswordLookup = { file throws(SendRefusal) in
                if let found = try saved(file) { return found }
                return typed.map { ($0, APNsCertificate.typedSource) }
            }
            let sender = try pool.sender(for: settings, fileBytes: bytes, timeouts: timeouts, password: password)
            // Checked at every send: the clock moves, and each push names its own topic.
            try sender.certificate?.check(topic: push.topic, pushType: push.pushType)
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

/// Appends each result to the history as it comes, the body it names kept first (once per
/// body), and keeps the first reason one could not be.
private final class HistoryRecorder: Sendable {
    private let history: SendHistory?
    private let unavailable: String?
    private let job: SendJob
    /// The hash of each body met so far, by its bytes (one for APNs, one per request for Braze).
    private let hashes = Mutex<[[UInt8]: String]>([:])
    /// The first reason a line was lost, and the first a body was not kept: a lost line is said
    /// first, since it is the larger loss.
    private let problems = Mutex<(line: String?, body: String?)>((nil, nil))

    init(history: SendHistory?, unavailable: String?, job: SendJob) {
        self.history = history
        self.unavailable = unavailable
        self.job = job
    }

    func record(_ result: RecipientResult) {
        guard let history, result.outcome != .notSent else { return }
        if let unavailable {
            lost(unavailable)
            return
        }
        let body = job.body(for: result.recipient)
        let hash = digest(body, in: history)
        do {
            try history.append([SendHistoryEntry(result: result, time: Date(), payloadHash: hash, bytes: body.count, job: job)])
        } catch {
            lost(error.message)
        }
    }

    private func lost(_ reason: String) {
        problems.withLock { if $0.line == nil { $0.line = "the send is not in the history: " + reason } }
    }

    /// The body's hash, keeping the body the first time it is met.
    private func digest(_ body: [UInt8], in history: SendHistory) -> String {
        if let known = hashes.withLock({ $0[body] }) { return known }
        let hash: String
        do {
            hash = try PayloadDigest.sha256(body)
        } catch {
            // The send still counts: only its payload cannot be found again.
            note("the payload is not kept for 'history show' and 'resend': \(error.message)")
            hashes.withLock { $0[body] = "" }
            return ""
        }
        do {
            try SentBodies(stateFolder: history.folder).keep(body, hash: hash)
        } catch {
            note("the payload is not kept for 'history show' and 'resend': \(error.message)")
        }
        // Tried once per body: a folder that refused it refuses it for every recipient.
        hashes.withLock { $0[body] = hash }
        return hash
    }

    private func note(_ problem: String) {
        problems.withLock { if $0.body == nil { $0.body = problem } }
    }

    /// Why a result could not be recorded whole, if one could not, as a sentence's start.
    var problem: String? { problems.withLock { $0.line ?? $0.body } }
}
