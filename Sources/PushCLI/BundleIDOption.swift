import ArgumentParser
import PushCore

/// `--bundle-id`, written and checked once for every command that names the app.
public struct BundleIDOption: ParsableArguments, Sendable {
    @Option(help: "The app's bundle id: apns-topic, and the simulator file's Simulator Target Bundle (default: a simulator file's own, else the config's [apns] topic, else its bundle_id).")
    public var bundleID: String?

    public init() {}

    public func validate() throws {
        if let bundleID, let problem = BundleID.problem(bundleID) { throw ValidationError("--bundle-id: \(problem).") }
    }
}
