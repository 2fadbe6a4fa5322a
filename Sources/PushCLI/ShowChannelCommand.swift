import ArgumentParser
import PushSending
import TerminalKit

/// `push-composer channels show NAME|ID`: what APNs holds for one channel.
struct ShowChannelCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a broadcast channel's settings as APNs holds them (its storage policy)."
    )

    @OptionGroup
    var target: ChannelArguments

    func execute(_ io: CLIIO) async -> Int32 {
        guard let (setup, id, name, chosen) = target.resolve(io, command: "show") else { return 2 }
        let answer = await setup.manager.perform(.show(channelID: id), bundleID: setup.bundleID, environment: chosen)
        await setup.manager.shutdown()
        guard answer.succeeded else { return ChannelsCommand.failed(answer, io: io, command: "show") }
        var text = "id: \(id)\n"
        if let name { text += "name: \(name)\n" }
        text += "environment: \(chosen.rawValue)\nstorage: \(answer.storage?.rawValue ?? "?") (\(answer.storage?.words ?? ""))\npush type: LiveActivity\n"
        io.out(Sanitizer.sanitize(text, keepingNewlines: true))
        return 0
    }
}
