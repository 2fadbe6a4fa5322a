import ArgumentParser
import ComposerSettings
import Foundation
import PushCore
import PushSending
import TerminalKit
import TextFormats

extension CompileTarget: ExpressibleByArgument {}

/// `push-composer compile FILE --to …`: prints a compiled form; refuses a push with errors.
struct CompileCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Print a push compiled to the device payload, a Braze request, a simulator file, curl or headers.",
        discussion: CompileForm.summaries.joined(separator: "\n")
    )

    @Argument(help: "The push file ('-' reads standard input).")
    var file: String

    @Option(name: .long, help: "What to compile to: \(CompileForm.allValueStrings.joined(separator: ", ")).")
    var to: CompileForm = .compiled(.apns)

    @Option(name: .customLong("device"), parsing: .upToNextOption,
            help: "apns-curl: a device's name from the config, or a token (default: the config's first device).")
    var devices: [String] = []

    @Option(help: "apns-curl: sandbox or production (default: the device's, else [apns] environment).")
    var environment: APNsEnvironment?

    @OptionGroup
    var app: BundleIDOption

    @Option(help: "The Braze REST endpoint for curl, e.g. https://rest.iad-01.braze.com (default: $BRAZE_REST_ENDPOINT, else the config's [braze] instance).")
    var restEndpoint: String?

    @OptionGroup
    var requestKind: RequestKindOption

    @OptionGroup(title: "Compile as a test user receives it")
    var personalization: PersonalizationOptions

    @OptionGroup(title: "APNs headers, for --to headers and apns-curl (a device payload cannot carry them)")
    var apnsHeaders: APNsHeaderOptions

    func validate() throws {
        if !apnsHeaders.isEmpty && to != .compiled(.headers) && to != .apnsCurl {
            throw ValidationError("--push-type, --priority, --expiration, --collapse-id and --topic choose APNs headers: they are for --to headers and apns-curl.")
        }
        if (!devices.isEmpty || environment != nil) && to != .apnsCurl {
            throw ValidationError("--device and --environment name where the script sends: they are for --to apns-curl.")
        }
        if let address = restEndpoint ?? requestKind.restURL {
            guard to == .compiled(.curl) else { throw ValidationError("--rest-endpoint is for --to curl: the other forms name no host.") }
            if case .failure(let problem) = ServiceAddress.parse(address) {
                throw ValidationError("--rest-endpoint \(problem.message).")
            }
        }
    }

    func execute(_ io: CLIIO) async -> Int32 {
        let target = to.target
        let checked: CheckedPush
        do {
            checked = try await CheckedPush.load(file, command: "compile", verb: "compiled", requestKind: requestKind,
                                           personalization: personalization, throughBraze: target == .request || target == .curl,
                                           apns: apnsHeaders.options, io: io)
        } catch {
            return error.status
        }
        guard let target else { return apnsCurl(checked.document, io) }
        var (name, document) = (checked.name, checked.document)
        let printer = DiagnosticPrinter(ansi: ANSI(enabled: false))
        // As a user receives it the bytes are exact: over a limit, it is not compiled either.
        if let user = personalization.user {
            let limits = PushAnalysis(document).diagnostics.filter { $0.code == SizeRule.brazeLimit || $0.code == SizeRule.apnsLimit }
            for var d in limits {
                // Said of what this user gets; the printer sanitises the message, the name with it.
                if d.message.hasPrefix("The payload") { d.message = "As \"\(user)\" gets it, the payload" + d.message.dropFirst(11) }
                io.err(printer.line(d, file: name) + "\n")
            }
            if !limits.isEmpty {
                io.err("\(name): not compiled: as \"\(Sanitizer.sanitize(user))\" gets it, the push is over \(limits.count == 2 ? "both limits" : "a limit")\n")
                return 1
            }
        }
        // On a terminal nothing in the push may reorder or hide text; piped, the bytes are exact.
        // `--endpoint https://…` is the REST address curl once took there, and still works.
        let given = (restEndpoint ?? requestKind.restURL).flatMap { try? ServiceAddress.parse($0).get() }?.text
        let needsConfig: Set<CompileTarget> = [.request, .curl, .headers, .simctl]
        let config = needsConfig.contains(target) ? UserConfig.load(environment: io.environment).value : nil
        // Without a host given or in $BRAZE_REST_ENDPOINT, curl posts to the configured instance.
        let configured = (io.environment["BRAZE_REST_ENDPOINT"] ?? "").isEmpty ? config?.sending.braze?.endpoint : nil
        let bundleID = config?.appBundleID(given: app.bundleID, file: document.bundleID) ?? app.bundleID
        let compiler = PushCompiler(bundleID: bundleID, endpoint: given ?? configured,
                                    escaping: io.stdoutIsTerminal ? .invisibles : .minimal)
        if let config, target == .request || target == .curl {
            document = addressed(document, testUsers: config.sending.braze?.testUsers ?? [], compiler: compiler, io)
        }
        if (target == .request || target == .curl) && document.isSentAsWritten { noteWhatTheFileDoesNotHold(document, compiler: compiler, io) }
        io.out(compiler.compile(document, to: target) + "\n")
        return 0
    }

    /// The APNs curl script: the request `send` would make to the device, from the config's
    /// `[apns]` (host, trust, devices); a send that would be refused is refused here, in its words.
    private func apnsCurl(_ document: PushDocument, _ io: CLIIO) -> Int32 {
        let config = UserConfig.load(environment: io.environment).value
        let configFile = UserConfig.path(environment: io.environment)
        do throws(SendRefusal) {
            let first = config.sending.apns?.devices.first.map { [$0.name] } ?? []
            let job = try SendJob.apns(document, sending: config.sending, configFile: configFile, devices: devices.isEmpty ? first : devices,
                                       environment: environment, topic: config.appBundleID(given: app.bundleID, file: document.bundleID))
            guard case .apns(let push, let settings) = job.plan else { return 2 }
            guard case .token = settings.credential else {
                throw SendRefusal(.setup, "the script signs with a token key (.p8); a .p12 certificate goes with curl --cert, which would put its password in reach: use push-composer send")
            }
            for warning in job.warnings { io.errorLine("push-composer compile: note: \(warning)") }
            let script = APNsCurlScript.script(push, to: job.recipients, settings: settings)
            // On a terminal nothing in the push may reorder or hide text; piped, the bytes are exact.
            io.out(io.stdoutIsTerminal ? Sanitizer.sanitize(script, keepingNewlines: true) : script)
            return 0
        } catch {
            io.errorLine("push-composer compile: \(error.message)")
            for line in error.more { io.errorLine("  \(line)") }
            return error.kind == .push ? 1 : 2
        }
    }

    /// A device payload turned into a Braze request: one note per key the request needs that the
    /// file cannot hold (a Live Activity's app_id and activity_id).
    private func noteWhatTheFileDoesNotHold(_ document: PushDocument, compiler: PushCompiler, _ io: CLIIO) {
        let request = PushReader().read(Array(compiler.compile(document, to: .request).utf8))
        for missing in PushAnalysis(request).diagnostics where missing.code == RequiredKeyRule.missing {
            io.errorLine("push-composer compile: note: \(missing.message) A device payload has no place for it: add it to the request.")
        }
    }

    /// The request addressed to the config's test users when it names no audience, so what is
    /// printed is a request `validate` accepts as it is; without test users, one line says why
    /// it has none.
    private func addressed(_ document: PushDocument, testUsers: [String], compiler: PushCompiler, _ io: CLIIO) -> PushDocument {
        let request = PushReader(endpoint: document.endpoint).read(Array(compiler.compile(document, to: .request).utf8))
        guard PushAnalysis(request).diagnostics.contains(where: { $0.code == AudienceRule.missing }) else { return document }
        guard !testUsers.isEmpty else {
            io.errorLine("push-composer compile: note: the request names no audience; set test_users in [braze] ('push-composer init') to address it to them, or add external_user_ids")
            return document
        }
        var addressed = document
        var envelope = document.envelope ?? JSONObject()
        if (document.endpoint ?? .messagesSend).audience == .recipients {
            envelope[EnvelopeField.recipients.rawValue] = .array(testUsers.map {
                JSONNode(.object(JSONObject(pairs: [RecipientField.externalUserID.rawValue: .string($0)])))
            })
        } else {
            envelope[EnvelopeField.externalUserIDs.rawValue] = .array(testUsers.map { JSONNode(.string($0)) })
        }
        addressed.envelope = envelope
        io.errorLine("push-composer compile: note: the request names no audience: addressed to the test users of [braze] (\(testUsers.joined(separator: ", ")))")
        return addressed
    }
}
