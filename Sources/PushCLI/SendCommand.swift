import ArgumentParser
import ComposerSettings
import DraftStorage
import Foundation
import PushCore
import PushSending
import PushTransport
import SafeFiles
import Synchronization
import TerminalKit

extension SendRoute: ExpressibleByArgument {}
extension APNsEnvironment: ExpressibleByArgument {}

/// `push-composer send FILE --to apns|braze`: sends a test push and says, per recipient, what
/// the service answered in plain words.
struct SendCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "send",
        abstract: "Send a test push: through APNs to a device, or through Braze to test users.",
        discussion: """
        push-composer send FILE --to apns --device NAME|TOKEN… [--environment sandbox|production] [--user TEST_USER]
        push-composer send FILE --to braze [--user EXTERNAL_ID…]

        A push with Liquid goes to a device through APNs only as a test user receives it
        (--user NAME from the users file, --users FILE, --now TIME); Braze renders it itself.

        Devices, keys and test users come from the config file ([apns], [[apns.devices]], [braze]);
        the Braze key from $BRAZE_API_KEY or 'push-composer login braze'. Each result is kept in
        the send history ('push-composer history'), without any secret.
        Exit status: 0 every recipient accepted, 1 a refusal (or a push with errors), 2 a usage or
        configuration error, 3 no answer (could not connect, TLS failed, timed out).
        """
    )

    @Argument(help: "The push file ('-' reads standard input).")
    var file: String

    @Option(help: "apns (straight to a device) or braze (to test users).")
    var to: SendRoute

    @Option(name: .customLong("device"), parsing: .upToNextOption, help: "APNs: a device's name from the config, or a token (hex).")
    var devices: [String] = []

    @Option(help: "APNs: sandbox or production (default: the device's, else [apns] environment).")
    var environment: APNsEnvironment?

    @OptionGroup
    var app: BundleIDOption

    @Option(name: .customLong("user"), parsing: .upToNextOption,
            help: "Braze: external user ids (default: test_users in [braze]). APNs: the test user to render Liquid for.")
    var users: [String] = []

    @Option(name: .customLong("users"), help: "APNs: the test users file (default: users.json beside the config).")
    var usersFile: String?

    @OptionGroup
    var clock: NowOption

    @OptionGroup
    var endpoint: EndpointOption

    @OptionGroup(title: "APNs headers (a device payload cannot carry them)")
    var apnsHeaders: APNsHeaderOptions

    @Flag(help: "Print what would be sent, secrets masked, and send nothing.")
    var dryRun = false

    @Option(help: "text, or json: one object per recipient.")
    var format: OutputFormat = .text

    @Flag(help: "Do not ask before a production send or a send to several users.")
    var yes = false

    func validate() throws {
        if to == .braze && (!devices.isEmpty || environment != nil || !apnsHeaders.isEmpty) {
            throw ValidationError("--device, --environment and the APNs headers (--push-type, --priority, --expiration, --collapse-id, --topic) are for --to apns.")
        }
        if to == .apns && users.count > 1 { throw ValidationError("--to apns renders for one test user: give --user once.") }
        if to == .braze && (usersFile != nil || clock.now != nil) { throw ValidationError("--users and --now are for --to apns; Braze renders Liquid itself.") }
    }

    func execute(_ io: CLIIO) async -> Int32 {
        // Braze renders Liquid itself; through APNs the push goes as the test user receives it.
        let personalization = to == .apns ? PersonalizationOptions.given(user: users.first, users: usersFile, now: clock.now) : nil
        let checked: CheckedPush
        do {
            checked = try CheckedPush.load(file, command: "send", verb: "sent", endpoint: endpoint, personalization: personalization,
                                           apns: to == .apns ? apnsHeaders.options : APNsRequestOptions(), io: io)
        } catch {
            return error.status
        }
        let config = UserConfig.load(environment: io.environment).value
        let configFile = UserConfig.path(environment: io.environment)
        do throws(SendRefusal) {
            let job: SendJob
            switch to {
            case .apns:
                job = try SendJob.apns(checked.document, sending: config.sending, configFile: configFile, devices: devices,
                                       environment: environment, topic: app.bundleID)
            case .braze:
                job = try SendJob.braze(checked.template, sending: config.sending, configFile: configFile, users: users)
            }
            job.warnings.forEach { io.errorLine("warning: \($0)") }
            if dryRun {
                io.out(dryRunText(job, terminal: io.stdoutIsTerminal))
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
            io.errorLine("push-composer send: \(error.message)")
            error.more.forEach { io.errorLine($0) }
            return error.kind == .push ? 1 : 2
        }
    }

    /// What would be sent, secrets masked: the exact body when piped, sanitised on a terminal.
    private func dryRunText(_ job: SendJob, terminal: Bool) -> String {
        var text = ""
        switch job.plan {
        case .apns(let push, let settings):
            for recipient in job.recipients {
                guard case .device(_, let token, let environment) = recipient else { continue }
                let request = push.request(to: token, apnsID: "(a new UUID per send)")
                text += "# \(recipient.label), \(environment.rawValue)\n"
                text += "POST \(settings.baseURL(for: environment))\(request.path) HTTP/2\n"
                text += "authorization: bearer \(SecretRedactor.mask)\n"
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
        let service = UserSendService.make(environment: io.environment)
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
            if let historyProblem { io.errorLine("warning: the send is not in the history: \(historyProblem)") }
            if let code = outputFailure.withLock({ $0 }) {
                // As SIGPIPE would end it, quietly, once everything is recorded.
                if code == EPIPE { return 141 }
                io.errorLine("push-composer send: cannot write to standard output: \(OutputChannel.reason(code)); the results are in the history ('push-composer history')")
                return 2
            }
            if let signal = interrupts.received {
                let sent = results.filter { $0.outcome != .notSent }.count
                io.errorLine("push-composer send: stopped by \(signal == SIGINT ? "SIGINT" : "SIGTERM"); \(sent) of \(results.count) went out or may have, and are in the history")
                return 128 + signal
            }
            return RecipientResult.exitStatus(results)
        }
    }
}
