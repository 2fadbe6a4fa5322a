import ArgumentParser
import ComposerSettings
import PushSending
import TerminalKit

/// `push-composer channels delete NAME|ID`: deletes a channel at APNs and takes it out of the config.
struct DeleteChannelCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a broadcast channel at APNs, and take it out of the config.",
        discussion: "Asks first on a terminal (--yes does not); the Live Activities listening to it get nothing more."
    )

    @OptionGroup
    var target: ChannelArguments

    @Flag(help: "Do not ask first.")
    var yes = false

    func execute(_ io: CLIIO) async -> Int32 {
        guard let (setup, id, name, chosen) = target.resolve(io, command: "delete") else { return 2 }
        let shown = Sanitizer.sanitize(name.map { "\"\($0)\" (\(id))" } ?? id)
        if !yes {
            guard let answer = io.ask("Delete channel \(shown) in \(chosen.rawValue)? Activities listening to it get nothing more. [y/N] ", false) else {
                io.errorLine("push-composer channels delete: deleting asks first; pass --yes to delete without a question")
                await setup.manager.shutdown()
                return 2
            }
            guard ["y", "yes"].contains(answer.lowercased()) else {
                io.errorLine("push-composer channels delete: nothing was deleted")
                await setup.manager.shutdown()
                return 1
            }
        }
        let answer = await setup.manager.perform(.delete(channelID: id), bundleID: setup.bundleID, environment: chosen)
        await setup.manager.shutdown()
        guard answer.succeeded else { return ChannelsCommand.failed(answer, io: io, command: "delete") }
        io.errorLine(Sanitizer.sanitize(answer.words))
        guard var config = DevicesCommand.open(io, for: "channels delete") else { return 2 }
        do throws(SettingsError) {
            let removed = try config.removeChannels(withID: id)
            if !removed.isEmpty {
                try config.save()
                io.errorLine(Sanitizer.sanitize("took \(removed.map { "\"\($0)\"" }.joined(separator: ", ")) out of \(config.path)"))
            }
        } catch {
            io.errorLine(Sanitizer.sanitize("push-composer channels delete: the channel is deleted, but the config still names it: \(error)"))
            return 2
        }
        return 0
    }
}
