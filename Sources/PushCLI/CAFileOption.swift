import ArgumentParser
import PushTransport

/// `--ca-file FILE` of the commands that fetch rich media, and the fetcher it makes.
struct CAFileOption: ParsableArguments, Sendable {
    @Option(help: "An extra trust root (PEM) for the media fetch, a company proxy's or a local test server's (default: [media] ca_file in the config); certificates are always verified.")
    var caFile: String?

    /// A media fetcher trusting the file given, else the config's `[media] ca_file`.
    func fetcher(timeLimit: Double = 20, environment: [String: String]) -> MediaFetcher {
        MediaSetup.fetcher(caFile: caFile, timeLimit: timeLimit, environment: environment)
    }
}
