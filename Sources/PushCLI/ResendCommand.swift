import ArgumentParser
import ComposerSettings
import PushSending

/// `push-composer resend N`: sends a payload from the history again, byte for byte, with the
/// same headers, to the same recipients or others, asking first as `send` does.
struct ResendCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "resend",
        abstract: "Send a push from the history again: the same bytes, to the same or other recipients.",
        discussion: """
        push-composer resend N [--device NAME|TOKEN…] [--environment sandbox|production] [--yes]
        push-composer resend N [--external-id ID…] [--yes]

        N is the send's number in 'push-composer history': 1 is the latest, and the numbers shift \
        with each send; its @reference there (such as @1a2b3c4d) names the same line for good. Through APNs the payload goes \
        with the headers it went with, to the same device and environment unless --device and \
        --environment say otherwise; through Braze the same request, to the user of that line (a \
        send to several users has a line each) unless --external-id names others. Each result is a new line of the history, noting the send it repeats.

        Exit status: as 'send' (1 also when there is no such send, or its payload is no longer kept).
        """
    )

    @Argument(help: SendReference.help)
    var send: SendReference

    @Option(name: .customLong("device"), parsing: .upToNextOption, help: "APNs: send to these devices instead (names from the config, or tokens).")
    var devices: [String] = []

    @Option(help: "APNs: sandbox or production (default: the send's own; with --device, each device's).")
    var environment: APNsEnvironment?

    @Option(name: .customLong("external-id"), parsing: .upToNextOption, help: "Braze: send to these external user ids instead.")
    var externalIDs: [String] = []

    /// `--user`, the old spelling of `--external-id`: still read, with a note.
    @Option(name: .customLong("user"), parsing: .upToNextOption, help: .hidden)
    var oldUsers: [String] = []

    /// The Braze recipients named under either spelling.
    private var users: [String] { externalIDs + oldUsers }

    @OptionGroup
    var sending: SendRunOptions

    func validate() throws {
        if !users.isEmpty && (!devices.isEmpty || environment != nil) {
            throw ValidationError("--external-id is for a Braze send, --device and --environment for an APNs one: give one or the other.")
        }
    }

    func execute(_ io: CLIIO) async -> Int32 {
        let sent: (entry: SendHistoryEntry, body: [UInt8])
        do {
            sent = try NumberedHistory.read(command: "resend", io: io).sent(send, command: "resend", io: io)
        } catch {
            return error.status
        }
        if !oldUsers.isEmpty { io.errorLine("push-composer resend: note: --user is now --external-id (read all the same)") }
        let route = sent.entry.route
        if route == .apns && !users.isEmpty {
            io.errorLine("push-composer resend: \(send) went through APNs: name devices with --device, not --external-id")
            return 2
        }
        if route == .braze && (!devices.isEmpty || environment != nil) {
            io.errorLine("push-composer resend: \(send) went through Braze: name users with --external-id, not --device or --environment")
            return 2
        }
        let config = UserConfig.load(environment: io.environment).value
        let configFile = UserConfig.path(environment: io.environment)
        return await sending.runner("resend").run(io: io) { () throws(SendRefusal) in
            try SendJob.resend(sent.entry, body: sent.body, sending: config.sending, configFile: configFile,
                               devices: devices, environment: environment, users: users)
        }
    }
}
