import ArgumentParser
import ComposerSettings
import PushSending
import TerminalKit

extension ChannelStoragePolicy: ExpressibleByArgument {}

/// `push-composer channels create NAME`: makes a channel and keeps it in the config under NAME.
struct CreateChannelCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Make a broadcast channel and keep its id in the config under a name.",
        discussion: """
        The channel is made in the environment given (default: [apns] environment) and added to \
        the config as [[apns.channels]] with its id, environment and storage policy; the rest of \
        the file, comments included, is kept as it was. Give the id to the app, which subscribes \
        its Live Activities to it (ActivityKit, iOS 18).
        Example: push-composer channels create "Final score" --storage most-recent
        """
    )

    @Argument(help: "A name to send to it by (--channel NAME).")
    var name: String

    @Option(help: "none (a push reaches the devices online now) or most-recent (the latest is kept for devices that come back).")
    var storage: ChannelStoragePolicy = .none

    @Option(help: "sandbox or production (default: [apns] environment).")
    var environment: APNsEnvironment?

    @OptionGroup
    var app: BundleIDOption

    func execute(_ io: CLIIO) async -> Int32 {
        guard var config = DevicesCommand.open(io, for: "channels create") else { return 2 }
        // Said before the channel is made: one made and not kept would be lost to this config.
        if let line = config.channelLine(named: name) {
            io.errorLine(Sanitizer.sanitize("push-composer channels create: a channel named \"\(name)\" is already in \(config.path) (line \(line)); give this one another name"))
            return 2
        }
        guard let setup = ChannelsCommand.setup(io, command: "create", environment: environment, bundleID: app.bundleID) else { return 2 }
        let answer = await setup.manager.perform(.create(storage), bundleID: setup.bundleID, environment: setup.environment)
        await setup.manager.shutdown()
        guard answer.succeeded, let id = answer.channelID else { return ChannelsCommand.failed(answer, io: io, command: "create") }
        io.out(Sanitizer.sanitize(id) + "\n")
        do throws(SettingsError) {
            try config.addChannel(BroadcastChannel(name: name, id: id, environment: setup.environment, storage: storage))
            try config.save()
        } catch {
            io.errorLine(Sanitizer.sanitize("push-composer channels create: made channel \(id), but it is not in the config: \(error); add it by hand"))
            return 2
        }
        io.errorLine(Sanitizer.sanitize("\(answer.words); kept as \"\(name)\" in \(config.path). Send to it with: push-composer send FILE --to apns --channel \"\(name)\""))
        return 0
    }
}
