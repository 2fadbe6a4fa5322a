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
        guard let config = DevicesCommand.open(io, for: "devices list") else { return 2 }
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
        case .text where io.stdoutIsTerminal:
            // Columns by display width, as every table here: a name may be wide or emoji.
            let rows = devices.map { [$0.name, $0.environment ?? "\(fallback) \(fallbackSource)", $0.token].map { Sanitizer.sanitize($0) } }
            if !rows.isEmpty { io.out(TextTable.lines(header: ["name", "environment", "token"], rows: rows, indent: "").joined(separator: "\n") + "\n") }
        case .text:
            for device in devices {
                io.out([device.name, device.environment ?? fallback, device.token].map { Sanitizer.sanitize($0) }.joined(separator: "\t") + "\n")
            }
        }
        return 0
    }
}
