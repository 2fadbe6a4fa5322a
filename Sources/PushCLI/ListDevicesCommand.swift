import ArgumentParser
import ComposerSettings
import TerminalKit
import TextFormats

/// `push-composer devices list`: the devices in the config, one a line.
struct ListDevicesCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the devices: name, environment and token, one a line (tab-separated when piped)."
    )

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    func execute(_ io: CLIIO) async -> Int32 {
        guard let config = DevicesCommand.open(io, for: "list") else { return 2 }
        let fallback = config.value("environment", in: "apns") ?? "sandbox"
        let fallbackSource = config.value("environment", in: "apns") == nil ? "(the default)" : "(from [apns])"
        let devices = config.devices
        if devices.isEmpty && format == .text {
            io.errorLine("no devices in \(config.path): add one with push-composer devices add NAME TOKEN")
        }
        switch format {
        case .json:
            let rows = devices.map { device -> JSONValue in
                .object(JSONObject(pairs: ["name": .string(device.name), "environment": .string(device.environment ?? fallback),
                                         "token": .string(device.token), "line": .number(String(device.line))]))
            }
            io.out(JSONWriter.string(.array(rows.map { JSONNode($0) }), escaping: .invisibles) + "\n")
        case .text:
            let width = devices.map { Sanitizer.sanitize($0.name).count }.max() ?? 0
            for device in devices {
                let name = Sanitizer.sanitize(device.name)
                let environment = device.environment ?? "\(fallback) \(fallbackSource)"
                if io.stdoutIsTerminal {
                    io.out(name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + Sanitizer.sanitize(environment) + "  " + Sanitizer.sanitize(device.token) + "\n")
                } else {
                    io.out([name, Sanitizer.sanitize(device.environment ?? fallback), Sanitizer.sanitize(device.token)].joined(separator: "\t") + "\n")
                }
            }
        }
        return 0
    }
}
