import ArgumentParser
import PushSending

/// The channel a `channels show` or `channels delete` works on, and where.
struct ChannelArguments: ParsableArguments {
    @Argument(help: "A channel's name from the config, or its id.")
    var channel: String

    @Option(help: "sandbox or production (default: the channel's, else [apns] environment).")
    var environment: APNsEnvironment?

    @OptionGroup
    var app: BundleIDOption

    /// The set-up and the channel for `command`, or nil once a line on stderr has said why not.
    func resolve(_ io: CLIIO, command: String) -> (setup: ChannelsCommand.Setup, id: String, name: String?, environment: APNsEnvironment)? {
        guard let setup = ChannelsCommand.setup(io, command: command, environment: environment, bundleID: app.bundleID),
              let (id, name, chosen) = ChannelsCommand.channel(channel, in: setup, environment: environment, io: io, command: command)
        else { return nil }
        return (setup, id, name, chosen)
    }
}
