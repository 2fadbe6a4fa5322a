import PushCore
import TerminalKit

/// One push read, checked and personalised: the step `compile`, `budget`, `preview` and `send`
/// share, so a push with errors is reported the same way by each of them.
struct CheckedPush {
    /// The file's name as messages show it, sanitised.
    let name: String
    /// The push as written.
    let template: PushDocument
    /// The push as the chosen test user receives it (the template without `--user`).
    let document: PushDocument

    /// What a command does when the push cannot go on: print nothing more and exit with `status`.
    struct Stop: Error {
        let status: Int32
    }

    /// Which findings stop the command before it does its work.
    enum Blocking {
        /// Any error: the command's output would be wrong or refused (compile, preview, send).
        case anyError
        /// Only a file that holds no push: the command reports on pushes with errors too (budget,
        /// which shows how far over a limit a push is).
        case noPush
    }

    /// Reads `file` as `endpoint` says, prints its warnings and errors on stderr and, when they
    /// stop the command, one closing line ("file: not compiled: 2 errors to fix first"); then
    /// renders it for `personalization`'s test user, if one is named. Unless the command posts
    /// the request to Braze (`throughBraze`), findings only such a post cares for are left out.
    static func load(_ file: String, command: String, verb: String, requestKind: RequestKindOption,
                     personalization: PersonalizationOptions?, blocking: Blocking = .anyError, throughBraze: Bool = false,
                     phone: PhoneSize = .standard, apns: APNsRequestOptions = APNsRequestOptions(), io: CLIIO) async throws(Stop) -> CheckedPush {
        let name = Sanitizer.sanitize(InputLoader.displayName(file))
        let printer = DiagnosticPrinter(ansi: ANSI(enabled: false))
        guard let loader = requestKind.loader(io, command: command), var template = loader.loadReporting(file) else { throw Stop(status: 2) }
        template.apnsOptions = apns
        if loader.endpoint != nil && template.kind == .apns {
            io.errorLine("push-composer \(command): note: \(name) is a device payload and is read as one; --request-kind names a Braze request (compile --to request writes the one it goes as)")
        }
        // The users' own attributes are known too when the push is shown as one of them.
        let users = personalization?.user == nil ? nil : try? personalization?.loadUsers(environment: io.environment)
        let analysis = PushAnalysis(template, phone: phone, attributes: users?.attributeCatalog ?? .standard,
                                    ignoring: throughBraze ? [] : PushAnalysis.brazeSendOnly)
        // Rendered for a user, the bytes are exact: the template's lower bound says nothing more.
        let exact = personalization?.user != nil
        for d in analysis.diagnostics where d.severity != .info && !(exact && d.code == SizeRule.liquid) {
            io.err(printer.line(d, file: name) + "\n")
        }
        let stops = switch blocking {
        case .anyError: analysis.diagnostics.hasErrors
        case .noPush: !template.hasPush
        }
        if stops {
            let errors = analysis.diagnostics.count(.error)
            io.err("\(name): not \(verb): \(plural(errors, "error")) to fix first\n")
            throw Stop(status: 1)
        }
        guard let personalization else { return CheckedPush(name: name, template: template, document: template) }
        do {
            return CheckedPush(name: name, template: template, document: try await personalization.apply(to: template, file: file, io: io, loaded: users))
        } catch {
            io.errorLine("push-composer \(command): \(error.message)")
            throw Stop(status: error.status)
        }
    }
}
