import ArgumentParser
import PushCore

/// `--endpoint NAME`: the Braze request a file is read as, when its keys do not tell (a body with
/// only `messages` could be a send or a schedule update).
struct EndpointOption: ParsableArguments, Sendable {
    @Option(name: .customLong("endpoint"),
            help: ArgumentHelp("Read the file as this Braze request: \(BrazeEndpoint.names.joined(separator: ", ")) (default: told from its keys).",
                               valueName: "name"))
    var name: String?

    /// A REST address given as `--endpoint https://…`, which `compile --to curl` once took here.
    var restURL: String? {
        guard let name, name.contains("://") else { return nil }
        return name
    }

    /// The endpoint named, nil when none is; an unknown name is one line for stderr, naming
    /// the valid ones.
    func resolve(command: String) -> Result<BrazeEndpoint?, EndpointNameError> {
        // A REST address here is what `compile --to curl` once took; anywhere else it means nothing.
        if restURL != nil && command != "compile" {
            return .failure(EndpointNameError(message:
                "push-composer \(command): --endpoint names the Braze request a file is (\(BrazeEndpoint.names.joined(separator: ", "))); a REST address is only for compile --to curl --rest-endpoint"))
        }
        guard let name, restURL == nil else { return .success(nil) }
        if let endpoint = BrazeEndpoint.named(name) { return .success(endpoint) }
        return .failure(EndpointNameError(message:
            "push-composer \(command): unknown endpoint '\(name)'; use one of \(BrazeEndpoint.names.joined(separator: ", "))"))
    }
}

extension EndpointOption {
    /// A loader that reads files as the endpoint named; nil, with the line printed, when the
    /// name is unknown (the command then exits 2).
    func loader(_ io: CLIIO, command: String) -> InputLoader? {
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

/// An `--endpoint` name that names no endpoint (exit status 2).
struct EndpointNameError: Error {
    /// The line to print.
    let message: String
}
