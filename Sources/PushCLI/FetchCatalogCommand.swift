import ArgumentParser
import ComposerSettings
import PushPersonalization
import PushSending
import PushTransport
import SafeFiles
import TerminalKit

/// `push-composer catalog fetch NAME [ID…]`: reads catalog items from Braze into `catalogs/NAME.json`.
struct FetchCatalogCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Read a catalog's items from Braze into catalogs/NAME.json beside the config.",
        discussion: "Every item is read before the file is written; items fetched replace those with the same id, the rest of the file stays."
    )

    @Argument(help: "The catalog's name.")
    var name: String

    @Argument(help: "Item ids (default: every item).")
    var ids: [String] = []

    func execute(_ io: CLIIO) async -> Int32 {
        if let problem = ContentBlockFolder.nameProblem(name, of: "catalog") {
            io.errorLine(Sanitizer.sanitize("push-composer catalog fetch: \(problem): not '\(name)'"))
            return 2
        }
        let result: BrazeCatalogItems.Result
        do throws(SendRefusal) {
            let (settings, apiKey) = try BrazeAccess.required(io)
            result = try await BrazeCatalogItems(settings: settings, apiKey: apiKey).fetch(name, ids: ids)
        } catch {
            io.errorLine(Sanitizer.sanitize("push-composer catalog fetch: \(error.message)"))
            for line in error.more { io.errorLine(Sanitizer.sanitize("  \(line)")) }
            return error.kind == .push ? 1 : 2
        }
        let folder = CatalogFolder(configDirectory: UserConfig.directory(environment: io.environment))
        var total = 0
        if !result.items.isEmpty {
            do throws(StorageError) {
                total = try folder.save(result.items, as: name)
            } catch {
                io.errorLine(Sanitizer.sanitize("push-composer catalog fetch: \(error.message)"))
                return 2
            }
        }
        io.errorLine(Sanitizer.sanitize("\(result.items.count) item\(result.items.count == 1 ? "" : "s") of \(name) from Braze in \(folder.file(of: name)) (\(total) in all)"))
        if !result.missing.isEmpty {
            io.errorLine(Sanitizer.sanitize("push-composer catalog fetch: \(name) has no item \(result.missing.joined(separator: ", "))"))
            return 1
        }
        return 0
    }
}
