import Foundation
import SafeFiles

/// `content_blocks/` beside the config: one `NAME.liquid` file per Braze content block, the layout
/// Braze's own sync tools export, filled by `push-composer blocks fetch` or by hand. Read with a
/// cap on the number of files and on each one's size, so a folder someone else filled cannot
/// hold up a render.
public struct ContentBlockFolder: Sendable {
    /// The folder.
    public let path: String

    /// The most blocks read; more are left out, and said.
    public static let maxBlocks = 2000
    /// The most bytes a block may have (Braze's own limit on a content block is 50 KB).
    public static let maxBytes = 100 * 1024
    /// The file name ending.
    public static let fileExtension = ".liquid"

    /// The folder beside the config in `configDirectory`.
    public init(configDirectory: String) {
        path = configDirectory + "/content_blocks"
    }

    /// Every block the folder holds, and one line per file that could not be used. A missing
    /// folder holds none and is no problem.
    public func load() -> (data: WorkspaceData, problems: [String]) {
        // Most configs have no such folder: said by one access(2), before FileManager (whose start-up
        // the composer would otherwise pay in resident memory) is touched.
        guard access(path, F_OK) == 0, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return (.none, []) }
        var blocks: [String: String] = [:]
        var problems: [String] = []
        let files = names.filter { $0.hasSuffix(Self.fileExtension) }.sorted()
        if files.count > Self.maxBlocks {
            problems.append("\(path) holds \(files.count) blocks; the first \(Self.maxBlocks) by name are read")
        }
        for file in files.prefix(Self.maxBlocks) {
            let name = String(file.dropLast(Self.fileExtension.count))
            guard Self.nameProblem(name) == nil else { continue }
            do {
                let bytes = try FileReader(limit: Self.maxBytes).read(path + "/" + file).bytes
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    problems.append("\(path)/\(file) is not UTF-8 text; the block is left out")
                    continue
                }
                blocks[name] = text
            } catch {
                problems.append("\(error.message); the block is left out")
            }
        }
        return (WorkspaceData(contentBlocks: blocks), problems)
    }

    /// Why `name` cannot be a block's (or, `what`, a catalog's) file name, or nil: Braze's names
    /// are letters, digits, hyphens and underscores, which keeps every file inside the folder.
    public static func nameProblem(_ name: String, of what: String = "content block") -> String? {
        guard !name.isEmpty, name.count <= 100 else { return "a \(what)'s name is 1 to 100 characters" }
        let allowed = name.unicodeScalars.allSatisfy { $0.isASCII && (("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
        return allowed ? nil : "a \(what)'s name is letters, digits, hyphens and underscores"
    }

    /// The file of block `name`.
    public func file(of name: String) -> String { path + "/" + name + Self.fileExtension }
}
