import ArgumentParser
import ComposerSettings
import TextFormats

/// `push-composer devices remove NAME…`: takes devices out of the config.
struct RemoveDeviceCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove devices from the config.",
        discussion: "Nothing is removed unless every name is there. The rest of the file, comments included, is kept."
    )

    @Argument(help: "The devices' names.")
    var names: [String]

    func execute(_ io: CLIIO) async -> Int32 {
        guard var config = DevicesCommand.open(io, for: "devices remove") else { return 2 }
        let known = config.devices.map(\.name)
        var removed: [String] = []
        do throws(SettingsError) {
            for name in names where !removed.contains(where: { $0.lowercased() == name.lowercased() }) {
                guard try config.removeDevice(named: name) else {
                    let hint = NameSuggester.suggest(name, among: known).map { "; did you mean \"\($0)\"?" }
                        ?? (known.isEmpty ? "; it has no devices" : " (devices list shows the \(known.count) it has)")
                    io.errorLine("push-composer devices remove: \(config.path) has no device \"\(name)\"\(hint)")
                    return 1
                }
                removed.append(name)
            }
            try config.save()
        } catch {
            io.errorLine("push-composer devices remove: \(error)")
            return 2
        }
        io.errorLine("removed \(removed.map { "\"\($0)\"" }.joined(separator: ", ")) from \(config.path)")
        return 0
    }
}
