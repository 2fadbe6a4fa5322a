import ArgumentParser
import PushCore

/// `--request-kind NAME`: the Braze request a file is read as, when its keys do not tell (a body
/// with only `messages` could be a send or a schedule update). `--endpoint`, its old name, is
/// still read, with a note: "endpoint" also named Braze's REST host and the APNs server.
struct RequestKindOption: ParsableArguments, Sendable {
    @Option(name: .customLong("request-kind"),
            help: ArgumentHelp("Read the file as this Braze request: \(BrazeEndpoint.names.joined(separator: ", ")) (default: told from its keys).",
                               valueName: "name"))
    var kind: String?

    /// The old spelling, hidden from help.
    @Option(name: .customLong("endpoint"), help: .hidden)
    var oldSpelling: String?

    /// The name given under either spelling.
    var name: String? { kind ?? oldSpelling }

    /// A REST address given as `--endpoint https://…`, which `compile --to curl` once took here.
    var restURL: String? {
        guard let name, name.contains("://") else { return nil }
        return name
    }

    /// The request named, nil when none is; an unknown name is one line for stderr, naming
    /// the valid ones.
    func resolve(command: String) -> Result<BrazeEndpoint?, RequestKindError> {
        // A REST address here is what `compile --to curl` once took; anywhere else it means nothing.
        if restURL != nil && command != "compile" {
            return .failure(RequestKindError(message:
                "push-composer \(command): --request-kind names the Braze request a file is (\(BrazeEndpoint.names.joined(separator: ", "))); a REST address is only for compile --to curl --rest-endpoint"))
        }
        guard let name, restURL == nil else { return .success(nil) }
        if let endpoint = BrazeEndpoint.named(name) { return .success(endpoint) }
        return .failure(RequestKindError(message:
            "push-composer \(command): unknown request kind '\(name)'; use one of \(BrazeEndpoint.names.joined(separator: ", "))"))
    }

    /// The note for the old spelling, once per command.
    func noteOldSpelling(_ io: CLIIO, command: String) {
        guard oldSpelling != nil else { return }
        io.errorLine(restURL != nil
            ? "push-composer \(command): note: --endpoint URL is now --rest-endpoint URL (read all the same)"
            : "push-composer \(command): note: --endpoint is now --request-kind (read all the same)")
    }
}

extension RequestKindOption {
    /// A loader that reads files as the request named; nil, with the line printed, when the
    /// name is unknown (the command then exits 2).
    func loader(_ io: CLIIO, command: String) -> InputLoader? {
        noteOldSpelling(io, command: command)
        switch resolve(command: command) {
        case .success(let endpoint):
            var loader = InputLoader(io: io)
            loader.endpoint = endpoint
            return loader
        case .failure(let error):
            io.errorLine(error.message)
            return nil
        }
    }
}

/// A `--request-kind` name that names no Braze request (exit status 2).
struct RequestKindError: Error {
    /// The line to print.
    let message: String
}
