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
            // The devices and channels of the profile in use (`--profile NAME`, or the config's own).
            return try ConfigFileEditor.open(UsersFileOption.resolvingLink(UserConfig.path(environment: io.environment)), inProfileOf: io.environment)
        } catch {
            io.errorLine("push-composer \(command): config \(error)")
            return nil
        }
    }
}
