import PushSending
import SafeFiles

/// The sends of a session: the one under way, the last one finished, the Send dialog as it was
/// left, and the edited file's latest sends from the history. One send at a time.
public struct SendSession: Sendable {
    /// What a finished send leaves for the composer to say or ask.
    enum Outcome {
        /// The certificate needs a password (none saved, or the typed one did not open it): ask,
        /// and send `job` again with it.
        case needsPassword(SendJob, file: String, wrong: Bool)
        /// Nothing was sent, and why.
        case refused(String)
        /// It went: the summary line, and whether every recipient accepted it and the history kept it.
        case sent(String, clean: Bool)
    }

    /// The send under way, if any.
    public private(set) var progress: SendProgress?
    /// The last send that finished, shown in the Send dialog.
    public private(set) var last: SendProgress?
    /// The Send dialog as last left, to open it on the same choices.
    var lastDialog: SendDialog?
    /// The latest sends of the file being edited, newest first, as the history holds them.
    public private(set) var recent: [RecentSend] = []
    /// Why the history could not be read, when it could not.
    public private(set) var recentProblem: String?
    /// The next send's id.
    private var nextID = 1
    /// When quitting was asked during a send: a second ask soon after quits anyway.
    private var quitWarnedAt: Double?

    /// Starts `job`, from `dialog`, at `clock`. The password goes with the send and is not
    /// kept: the opened certificate is, by the sender.
    mutating func begin(_ job: SendJob, from dialog: SendDialog, at clock: Double) -> Effect {
        lastDialog = dialog
        let id = nextID
        nextID += 1
        var started = SendProgress(id: id, route: job.route, recipients: job.recipients, startedAt: clock)
        var kept = job
        kept.certificatePassword = nil
        (started.job, started.passwordTyped) = (kept, job.certificatePassword != nil)
        progress = started
        return .send(id: id, job)
    }

    /// Stops the send under way: the effect that cancels it, or nil when there is none or it
    /// is being stopped already.
    mutating func cancel() -> Effect? {
        guard var stopping = progress, !stopping.cancelRequested else { return nil }
        stopping.cancelRequested = true
        progress = stopping
        return .cancelSend(id: stopping.id)
    }

    /// A result came for send `id`.
    mutating func progressed(_ id: Int, _ result: RecipientResult) {
        guard progress?.id == id else { return }
        progress?.record(result)
    }

    /// Send `id` ended with `report`; nil when it is not the one under way.
    mutating func finished(_ id: Int, _ report: SendReport) -> Outcome? {
        guard var ended = progress, ended.id == id else { return nil }
        progress = nil
        switch report {
        case .refused(let refusal):
            if let file = refusal.passwordFile, let job = ended.job { return .needsPassword(job, file: file, wrong: ended.passwordTyped) }
            return .refused(([refusal.message] + refusal.more).joined(separator: "\n"))
        case .sent(let results, let historyProblem):
            for result in results where !ended.results.contains(result) { ended.record(result) }
            last = ended
            let allAccepted = results.allSatisfy(\.accepted)
            var text = ended.summary + (allAccepted ? "." : " (^F shows why).")
            if let historyProblem { text += " " + historyProblem.prefix(1).uppercased() + historyProblem.dropFirst() + "." }
            return .sent(text, clean: allAccepted && historyProblem == nil)
        }
    }

    /// Whether quitting at `clock` should only warn: a send is under way and no warning was
    /// given in the last three seconds (a second ask then quits).
    mutating func warnsOnQuit(at clock: Double) -> Bool {
        guard progress != nil, quitWarnedAt.map({ clock - $0 > 3 }) ?? true else { return false }
        quitWarnedAt = clock
        return true
    }

    /// The history read for the dialog's list of the file's latest sends.
    mutating func recentLoaded(_ result: Result<[RecentSend], FileReadError>) {
        switch result {
        case .success(let sends): (recent, recentProblem) = (sends, nil)
        case .failure(let error): (recent, recentProblem) = ([], error.message)
        }
    }
}
