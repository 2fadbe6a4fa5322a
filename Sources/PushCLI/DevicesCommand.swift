import ArgumentParser
import ComposerSettings

/// `push-composer devices …`: the phones APNs sends go to, kept in the config's `[[apns.devices]]`.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "Manage the devices APNs test sends go to ([[apns.devices]] in the config).",
        subcommands: [AddDeviceCommand.self, ListDevicesCommand.self, RemoveDeviceCommand.self]
    )

    /// The config opened for `command` ("devices add", "channels create"), or nil once a line on
    /// stderr has said why it cannot be.
    static func open(_ io: CLIIO, for command: String) -> ConfigFileEditor? {
        do throws(SettingsError) {
            var editor = try ConfigFileEditor.open(UsersFileOption.resolvingLink(UserConfig.path(environment: io.environment)))
            // `--profile NAME`: the devices and channels of that profile.
            editor.profile = ConfigProfile.given(io.environment)
            return editor
        } catch {
            io.errorLine("push-composer \(command): config \(error)")
            return nil
        }
    }
}
