import ArgumentParser
import Foundation
import PushCore
import PushSending
import TerminalKit

extension CompileTarget: ExpressibleByArgument {}

/// `push-composer compile FILE --to …`: prints a compiled form; refuses a push with errors.
struct CompileCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Print a push compiled to the device payload, a Braze request, a simulator file, curl or headers.",
        discussion: CompileTarget.allCases.map { "  \($0.rawValue): \($0.summary)" }.joined(separator: "\n")
    )

    @Argument(help: "The push file ('-' reads standard input).")
    var file: String

    @Option(name: .long, help: "What to compile to: \(CompileTarget.allCases.map(\.rawValue).joined(separator: ", ")).")
    var to: CompileTarget = .apns

    @OptionGroup
    var app: BundleIDOption

    @Option(help: "The Braze REST endpoint for curl, e.g. https://rest.iad-01.braze.com (default: $BRAZE_REST_ENDPOINT).")
    var restEndpoint: String?

    @OptionGroup
    var endpoint: EndpointOption

    @OptionGroup(title: "Compile as a test user receives it")
    var personalization: PersonalizationOptions

    @OptionGroup(title: "APNs headers, for --to headers (a device payload cannot carry them)")
    var apnsHeaders: APNsHeaderOptions

    func validate() throws {
        if !apnsHeaders.isEmpty && to != .headers {
            throw ValidationError("--push-type, --priority, --expiration, --collapse-id and --topic choose APNs headers: they are for --to headers.")
        }
        if let address = restEndpoint ?? endpoint.restURL {
            guard to == .curl else { throw ValidationError("--rest-endpoint is for --to curl: the other forms name no host.") }
            if case .failure(let problem) = ServiceAddress.parse(address) {
                throw ValidationError("--rest-endpoint \(problem.message).")
            }
        }
    }

    func execute(_ io: CLIIO) async -> Int32 {
        let checked: CheckedPush
        do {
            checked = try CheckedPush.load(file, command: "compile", verb: "compiled", endpoint: endpoint,
                                           personalization: personalization, apns: apnsHeaders.options, io: io)
        } catch {
            return error.status
        }
        let (name, document) = (checked.name, checked.document)
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
        let address = (restEndpoint ?? endpoint.restURL).flatMap { try? ServiceAddress.parse($0).get() }?.text
        let compiler = PushCompiler(bundleID: app.bundleID, endpoint: address,
                                    escaping: io.stdoutIsTerminal ? .invisibles : .minimal)
        io.out(compiler.compile(document, to: to) + "\n")
        return 0
    }
}
