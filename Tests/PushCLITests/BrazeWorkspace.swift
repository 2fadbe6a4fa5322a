import FileTestSupport
import Foundation
import LocalPushServers
@testable import PushCLI
import TestSupport

/// A private config folder whose `[braze]` points at a local Braze over HTTPS (its certificate
/// trusted through `ca_file`), with a users file, and the command line run in it with the key in
/// the environment: what the workspace commands' tests (blocks, catalogs, pulls) each need.
final class BrazeWorkspace: Sendable {
    let folder = TemporaryFolder(fixture: ())
    let braze: LocalBraze
    let key: String

    /// Starts the Braze answering to `key`, and writes the config (`test_users` when given) and
    /// `users` as the users file beside it.
    init(key: String, testUsers: [String] = [], users: String = #"{"ana": {"first_name": "Ana"}}"#) async throws {
        let tls = try TestTLS.make(in: folder.path)
        self.key = key
        braze = try await LocalBraze.start(tls: tls, apiKey: key)
        try FileManager.default.createDirectory(atPath: configDirectory, withIntermediateDirectories: true)
        var config = "[braze]\nrest_endpoint = \"https://127.0.0.1:\(braze.port)\"\nca_file = \"\(tls.certificatePath)\"\n"
        if !testUsers.isEmpty { config += "test_users = [" + testUsers.map { "\"\($0)\"" }.joined(separator: ", ") + "]\n" }
        try config.write(toFile: configDirectory + "/config.toml", atomically: true, encoding: .utf8)
        try users.write(toFile: configDirectory + "/users.json", atomically: true, encoding: .utf8)
    }

    /// The folder beside the config: `content_blocks/`, `catalogs/`, the users file.
    var configDirectory: String { folder.path + "/config/push-composer" }

    /// A path in the private folder.
    func path(_ name: String) -> String { folder.path + "/" + name }

    /// Writes `text` to `name` in the private folder and gives its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        return path(name)
    }

    /// Runs the command line in the folder, the key in `BRAZE_API_KEY`.
    func run(_ arguments: String...) async -> (status: Int32, out: String, err: String) { await run(arguments) }

    /// Runs the command line in the folder, the key in `BRAZE_API_KEY`.
    func run(_ arguments: [String]) async -> (status: Int32, out: String, err: String) {
        let h = CLIHarness(environment: ["HOME": folder.path + "/home", "XDG_CONFIG_HOME": folder.path + "/config",
                                         "XDG_STATE_HOME": folder.path + "/state", "BRAZE_API_KEY": key])
        let status = await h.run(arguments)
        return (status, h.out, h.err)
    }

    /// Stops the Braze.
    func stop() async throws { try await braze.stop() }
}
