import ArgumentParser
import ComposerSettings
import PushSending
import TerminalKit
import TextFormats

/// `push-composer channels list`: every channel APNs holds for the app, named as the config names them.
struct ListChannelsCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the app's broadcast channels in an environment, with the config's names.",
        discussion: "One line each: the id, then the config's name for it (if any). --format json: an object per channel."
    )

    @Option(help: "sandbox or production (default: [apns] environment).")
    var environment: APNsEnvironment?

    @Option(help: "text, or json: one object per channel.")
    var format: OutputFormat = .text

    @OptionGroup
    var app: BundleIDOption

    func execute(_ io: CLIIO) async -> Int32 {
        guard let setup = ChannelsCommand.setup(io, command: "list", environment: environment, bundleID: app.bundleID) else { return 2 }
        let answer = await setup.manager.perform(.list, bundleID: setup.bundleID, environment: setup.environment)
        await setup.manager.shutdown()
        guard answer.succeeded else { return ChannelsCommand.failed(answer, io: io, command: "list") }
        var out = ""
        for id in answer.channels {
            let named = setup.settings.channels.first { $0.id == id }
            switch format {
            case .json:
                var object = JSONObject()
                object["id"] = .string(id)
                object["name"] = named.map { .string($0.name) } ?? .null
                object["environment"] = .string(setup.environment.rawValue)
                object["storage"] = named?.storage.map { .string($0.rawValue) } ?? .null
                out += JSONWriter.string(.object(object), style: .compact) + "\n"
            case .text:
                out += Sanitizer.sanitize(id) + (named.map { "\t" + Sanitizer.sanitize($0.name) } ?? "") + "\n"
            }
        }
        io.out(out)
        if format == .text { io.errorLine(answer.words) }
        return 0
    }
}
