import ArgumentParser
import ComposerSettings
import PushPersonalization
import TerminalKit

/// `push-composer blocks list`: the blocks the folder holds, with their sizes.
struct ListBlocksCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the content blocks in content_blocks/ beside the config, with their sizes."
    )

    func execute(_ io: CLIIO) async -> Int32 {
        let folder = ContentBlockFolder(configDirectory: UserConfig.directory(environment: io.environment))
        let (data, problems) = folder.load()
        for problem in problems { io.errorLine(Sanitizer.sanitize("push-composer blocks list: note: \(problem)")) }
        // A name is letters, digits, - and _ (the folder's reader takes no other): nothing to sanitise but the tab's neighbours.
        let lines = data.contentBlocks.keys.sorted().map { "\(Sanitizer.sanitize($0))\t\(data.contentBlocks[$0]?.utf8.count ?? 0) B\n" }
        if lines.isEmpty { io.errorLine(Sanitizer.sanitize("no content blocks in \(folder.path): push-composer blocks fetch reads them from Braze")) }
        io.out(lines.joined())
        return 0
    }
}
