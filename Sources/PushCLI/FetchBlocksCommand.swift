import ArgumentParser
import ComposerSettings
import Foundation
import PushPersonalization
import PushSending
import PushTransport
import SafeFiles
import TerminalKit

/// `push-composer blocks fetch [NAME…]`: reads blocks from Braze into the folder.
struct FetchBlocksCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Read content blocks from Braze into content_blocks/ beside the config.",
        discussion: "Every block is read and checked before any file is written. A file that differs from Braze's block is kept unless --replace."
    )

    @Argument(help: "The blocks' names (default: every block of the workspace).")
    var names: [String] = []

    @Flag(help: "Replace a block file that differs from Braze's.")
    var replace = false

    func execute(_ io: CLIIO) async -> Int32 {
        let folder = ContentBlockFolder(configDirectory: UserConfig.directory(environment: io.environment))
        let blocks: [BrazeContentBlocks.Block]
        do throws(SendRefusal) {
            let (settings, apiKey) = try BrazeAccess.required(io)
            blocks = try await BrazeContentBlocks(settings: settings, apiKey: apiKey).fetch(names)
        } catch {
            io.errorLine(Sanitizer.sanitize("push-composer blocks fetch: \(error.message)"))
            for line in error.more { io.errorLine(Sanitizer.sanitize("  \(line)")) }
            return error.kind == .push ? 1 : 2
        }
        do throws(StorageError) {
            try FolderPath.create(folder.path)
        } catch {
            io.errorLine(Sanitizer.sanitize("push-composer blocks fetch: \(error.message); no block was written"))
            return 2
        }
        var written: [String] = [], same: [String] = [], kept: [String] = []
        for block in blocks {
            let file = folder.file(of: block.name)
            let existing = try? FileReader(limit: ContentBlockFolder.maxBytes).read(file).bytes
            if existing == Array(block.content.utf8) { same.append(block.name); continue }
            if existing != nil && !replace { kept.append(block.name); continue }
            do throws(StorageError) {
                try AtomicFileWriter(mode: .userFile, replacesExisting: existing != nil).write(block.content, to: file)
                written.append(block.name)
            } catch {
                io.errorLine(Sanitizer.sanitize("push-composer blocks fetch: \(error.message)"))
                return 2
            }
        }
        var summary = "\(blocks.count) block\(blocks.count == 1 ? "" : "s") from Braze in \(folder.path): \(written.count) written, \(same.count) unchanged"
        if !kept.isEmpty { summary += ", \(kept.count) kept (\(kept.joined(separator: ", ")): the file differs from Braze's block; --replace takes Braze's)" }
        io.errorLine(Sanitizer.sanitize(summary))
        return 0
    }
}
