import ArgumentParser
import ComposerSettings
import PushSending
import SafeFiles

/// `push-composer devices add NAME TOKEN`: keeps a phone's token in the config under a name.
struct AddDeviceCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a device by name and token.",
        discussion: """
        TOKEN is the hex device token the app logs after registering for pushes (spaces and <> \
        are taken out). The device goes after the others in the config; the rest of the file, \
        comments included, is kept as it was.
        Example: push-composer devices add "Ana's iPhone" 5f2c…e1 --environment sandbox
        """
    )

    @Argument(help: "A name to send to it by (--device NAME).")
    var name: String

    @Argument(help: "The device token, in hex.")
    var token: String

    @Option(help: "sandbox (Xcode builds, the Simulator) or production (TestFlight, App Store); default: [apns] environment.")
    var environment: APNsEnvironment?

    func execute(_ io: CLIIO) async -> Int32 {
        guard let deviceToken = DeviceToken(token) else {
            io.errorLine("push-composer devices add: " + (DeviceToken.problem(token) ?? "not a device token"))
            return 2
        }
        guard var config = DevicesCommand.open(io, for: "devices add") else { return 2 }
        do throws(SettingsError) {
            try config.addDevice(name: name, token: deviceToken, environment: environment)
            try config.save()
        } catch {
            io.errorLine("push-composer devices add: \(error)")
            return 2
        }
        io.errorLine("added \"\(name)\" to \(config.path)")
        if let twin = config.devices.first(where: { $0.name != name && DeviceToken($0.token) == deviceToken }) {
            io.errorLine("note: \"\(twin.name)\" (line \(twin.line)) has the same token")
        }
        if let warning = deviceToken.lengthWarning { io.errorLine("note: \(warning)") }
        if !config.hasAPNsTable {
            io.errorLine("note: sending to it also needs an [apns] table with key_file and team_id in \(config.path)")
        }
        return 0
    }
}
