import Foundation
import PushSending
import PushTransport
import SafeFiles
import Synchronization
import TerminalKit

/// What `send` and `resend` do with a prepared send: say its warnings, print it instead on a
/// dry run, ask first when it reaches production or several users, send, print each result,
/// and come to the exit status (0 all accepted, 1 a refusal, 2 a usage or configuration
/// error, 3 no answer).
struct AskAndSend {
    /// The command's name, for its messages.
    let command: String
    /// How results are printed.
    let format: OutputFormat
    /// Whether the question is taken as answered yes.
    let yes: Bool
    /// Whether to print what would be sent instead of sending.
    let dryRun: Bool

    /// Prepares the job and carries it out.
    func run(io: CLIIO, prepare: () throws(SendRefusal) -> SendJob) async -> Int32 {
        do throws(SendRefusal) {
            let job = try prepare()
            job.warnings.forEach { io.errorLine("warning: \($0)") }
            if dryRun {
                // A certificate is opened and checked as the send would do; a token key is named.
                var credential: String?
                if case .apns(let push, let settings) = job.plan {
                    let password = UserSendService.certificatePassword(environment: io.environment, ask: io.ask)
                    credential = try settings.credential.summary(for: push, password: password)
                }
                io.out(dryRunText(job, credential: credential, terminal: io.stdoutIsTerminal))
                return 0
            }
            if let question = job.question, !yes {
                guard let answer = io.ask(question + " [y/N] ", false) else {
                    throw SendRefusal(.setup, "this send asks first (\(question.prefix { $0 != "?" })?), and there is no terminal to ask on: pass --yes")
                }
                guard ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
                    io.errorLine("Not sent.")
                    return 1
                }
            }
            return try await send(job, io: io)
        } catch {
            io.errorLine("push-composer \(command): \(error.message)")
            error.more.forEach { io.errorLine($0) }
            return error.kind == .push ? 1 : 2
        }
    }

    /// What would be sent, secrets masked: the exact body when piped, sanitised on a terminal.
    private func dryRunText(_ job: SendJob, credential: String?, terminal: Bool) -> String {
        var text = ""
        switch job.plan {
        case .apns(let push, let settings):
            if let credential { text += "# credential: \(credential)\n" }
            for recipient in job.recipients {
                let request: APNsRequest, environment: APNsEnvironment
                let id = push.apnsID ?? "(a new UUID per send)"
                switch recipient {
                case .device(_, let token, let chosen): (request, environment) = (push.request(to: token, apnsID: id), chosen)
                case .channel(_, let channel, let chosen):
                    let storage = settings.channels.first { $0.id == channel }?.storage
                    (request, environment) = (push.broadcastRequest(to: channel, requestID: id, storage: storage), chosen)
                case .user: continue
                }
                text += "# \(recipient.label), \(environment.rawValue)\n"
                text += "POST \(settings.baseURL(for: environment))\(request.path) HTTP/2\n"
                // A certificate authenticates the connection: its requests carry no header.
                if case .token = settings.credential { text += "authorization: bearer \(SecretRedactor.mask)\n" }
                for field in request.headers { text += "\(field.name): \(field.value)\n" }
                text += "\n" + String(decoding: request.body, as: UTF8.self) + "\n\n"
            }
        case .braze(let push, let settings):
            for batch in push.batches {
                text += "POST \(settings.endpoint)\(push.path)\n"
                text += "Authorization: Bearer \(SecretRedactor.mask)\nContent-Type: application/json\n\n"
                text += String(decoding: push.body(for: batch), as: UTF8.self) + "\n\n"
            }
        }
        return terminal ? Sanitizer.sanitize(text, keepingNewlines: true) : text
    }

    /// Sends, printing each result as it comes, and returns the exit status. Every result is in
    /// the history before it is printed; output that cannot be written (a reader that went away,
    /// a full disk) and SIGINT or SIGTERM stop the printing or the send, never the recording.
    private func send(_ job: SendJob, io: CLIIO) async throws(SendRefusal) -> Int32 {
        let service = UserSendService.make(environment: io.environment, ask: io.ask)
        let printer = SendResultPrinter(format: format, escaping: io.stdoutIsTerminal ? .invisibles : .minimal)
        let cancellation = SendCancellation()
        let interrupts = InterruptWatch(cancelling: cancellation)
        let outputFailure = Mutex<Int32?>(nil)
        let report = await service.perform(job, cancellation: cancellation) { result in
            guard outputFailure.withLock({ $0 == nil }) else { return }
            if let code = io.write(printer.lines(result)) { outputFailure.withLock { $0 = code } }
        }
        await service.shutdown()
        interrupts.stop()
        switch report {
        case .refused(let refusal):
            throw refusal
        case .sent(let results, let historyProblem):
            if let historyProblem { io.errorLine("warning: \(historyProblem)") }
            if let code = outputFailure.withLock({ $0 }) {
                // As SIGPIPE would end it, quietly, once everything is recorded.
                if code == EPIPE { return 141 }
                io.errorLine("push-composer \(command): cannot write to standard output: \(OutputChannel.reason(code)); the results are in the history ('push-composer history')")
                return 2
            }
            if let signal = interrupts.received {
                let sent = results.filter { $0.outcome != .notSent }.count
                io.errorLine("push-composer \(command): stopped by \(signal == SIGINT ? "SIGINT" : "SIGTERM"); \(sent) of \(results.count) went out or may have, and are in the history")
                return 128 + signal
            }
            return RecipientResult.exitStatus(results)
        }
    }
}
