import BrazeLiquid
import Foundation
import SafeFiles
import TextFormats

/// `catalogs/` beside the config: one `NAME.json` per Braze catalog, an object from item id to
/// item, as `push-composer catalog fetch` writes it. Read with caps on the files, their size and
/// their items, so a folder someone else filled cannot hold up a render.
public struct CatalogFolder: Sendable {
    /// The folder.
    public let path: String

    /// The most catalogs read.
    public static let maxCatalogs = 100
    /// The most bytes a catalog's file may have.
    public static let maxBytes = 16 << 20
    /// The most items a catalog's file may hold.
    public static let maxItems = 10_000

    /// The folder beside the config in `configDirectory`.
    public init(configDirectory: String) {
        path = configDirectory + "/catalogs"
    }

    /// The file of catalog `name`.
    public func file(of name: String) -> String { path + "/" + name + ".json" }

    /// Every catalog the folder holds, and one line per file that could not be used.
    public func load() -> (catalogs: [String: LiquidHash], problems: [String]) {
        // Most configs have no such folder: said by one access(2), before FileManager (whose start-up
        // the composer would otherwise pay in resident memory) is touched.
        guard access(path, F_OK) == 0, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return ([:], []) }
        var catalogs: [String: LiquidHash] = [:]
        var problems: [String] = []
        for file in names.filter({ $0.hasSuffix(".json") }).sorted().prefix(Self.maxCatalogs) {
            let name = String(file.dropLast(5))
            guard ContentBlockFolder.nameProblem(name) == nil else { continue }
            switch Self.read(path + "/" + file) {
            case .success(let items): catalogs[name] = items
            case .failure(let problem): problems.append(problem.message)
            }
        }
        return (catalogs, problems)
    }

    /// The items of one file, or why it cannot be read.
    static func read(_ file: String) -> Result<LiquidHash, CatalogFileProblem> {
        let bytes: [UInt8]
        do {
            bytes = try FileReader(limit: maxBytes).read(file).bytes
        } catch {
            return .failure(CatalogFileProblem(message: "\(error.message); the catalog is left out"))
        }
        guard let object = (try? JSONReader(maxBytes: maxBytes).read(bytes))?.value.objectValue else {
            return .failure(CatalogFileProblem(message: "\(file) is not a JSON object of items by id; the catalog is left out"))
        }
        guard object.members.count <= maxItems else {
            return .failure(CatalogFileProblem(message: "\(file) holds \(object.members.count) items, more than \(maxItems); the catalog is left out"))
        }
        return .success(LiquidHash(object.members.map { ($0.key, LiquidValue(json: $0.value.value)) }))
    }

    /// Writes `items` (by id) into catalog `name`'s file, over the items already there with the
    /// same ids; the file is the fetch's own (`catalog fetch` alone writes it).
    public func save(_ items: [(id: String, item: JSONValue)], as name: String) throws(StorageError) -> Int {
        let file = file(of: name)
        var object = (try? FileReader(limit: Self.maxBytes).read(file).bytes).flatMap { try? JSONReader(maxBytes: Self.maxBytes).read($0).value.objectValue } ?? JSONObject()
        for (id, item) in items { object[id] = item }
        guard object.members.count <= Self.maxItems else {
            throw StorageError(kind: .other, path: file, code: EFBIG, message: "\(file) would hold \(object.members.count) items, more than the \(Self.maxItems) a catalog is read with; nothing was written")
        }
        try FolderPath.create(path)
        try AtomicFileWriter(mode: .userFile).write(JSONWriter.string(.object(object), style: .pretty) + "\n", to: file)
        return object.members.count
    }
}

/// Why a catalog's file was left out.
struct CatalogFileProblem: Error {
    var message: String
}
