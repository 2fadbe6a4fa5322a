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
    /// The most bytes of catalogs read in all, and the most item × filter tests the selections
    /// may make in all: the folder is read before the composer's first frame.
    static let maxTotalBytes = 64 << 20
    static let maxSelectionTests = 2_000_000

    /// The folder beside the config in `configDirectory`.
    public init(configDirectory: String) {
        path = configDirectory + "/catalogs"
    }

    /// The file of catalog `name`.
    public func file(of name: String) -> String { path + "/" + name + ".json" }

    /// The file of catalog `name`'s selections, written by hand as Braze's create endpoint takes them.
    public func selectionsFile(of name: String) -> String { path + "/" + name + Self.selectionsSuffix }

    static let selectionsSuffix = ".selections.json"

    /// Every catalog the folder holds, the items each of its selections returns, and one line
    /// per file that could not be used.
    public func load() -> (catalogs: [String: LiquidHash], selections: [String: LiquidHash], problems: [String]) {
        // Most configs have no such folder: said by one access(2), before FileManager (whose start-up
        // the composer would otherwise pay in resident memory) is touched.
        guard access(path, F_OK) == 0, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return ([:], [:], []) }
        var catalogs: [String: LiquidHash] = [:]
        var selections: [String: LiquidHash] = [:]
        var problems: [String] = []
        let files = names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(Self.selectionsSuffix) }.sorted()
        if files.count > Self.maxCatalogs { problems.append("\(path) holds \(files.count) catalogs: the first \(Self.maxCatalogs) are read") }
        var bytes = 0, tests = 0
        for file in files.prefix(Self.maxCatalogs) {
            let name = String(file.dropLast(5))
            guard ContentBlockFolder.nameProblem(name) == nil else { continue }
            bytes += ((try? FileManager.default.attributesOfItem(atPath: path + "/" + file))?[.size] as? Int) ?? 0
            guard bytes <= Self.maxTotalBytes else {
                problems.append("\(path): catalogs past \(Self.maxTotalBytes >> 20) MB in all are left out, from \(name) on")
                break
            }
            switch Self.read(path + "/" + file) {
            case .success(let items):
                catalogs[name] = items
                guard names.contains(name + Self.selectionsSuffix) else { continue }
                switch Self.readSelections(selectionsFile(of: name)) {
                case .success(let defined):
                    var applied: [(String, LiquidValue)] = []
                    for selection in defined {
                        tests += items.count * max(1, selection.filters.count)
                        guard tests <= Self.maxSelectionTests else {
                            problems.append("\(selectionsFile(of: name)): selections past \(Self.maxSelectionTests) item tests in all are left out, from \(selection.name) on")
                            break
                        }
                        applied.append((selection.name, .array(selection.apply(to: items))))
                    }
                    selections[name] = LiquidHash(applied)
                case .failure(let problem): problems.append(problem.message)
                }
            case .failure(let problem): problems.append(problem.message)
            }
        }
        return (catalogs, selections, problems)
    }

    /// A catalog's selections: `{"selections": [{"name": "Sale", "filters": […], "results_limit": 5,
    /// "sort_field": "price", "sort_order": "asc"}]}`, each as Braze's create endpoint takes it.
    static func readSelections(_ file: String) -> Result<[CatalogSelection], CatalogFileProblem> {
        let bytes: [UInt8]
        do {
            bytes = try FileReader(limit: 1 << 20).read(file).bytes
        } catch {
            return .failure(CatalogFileProblem(message: "\(error.message); its selections are left out"))
        }
        guard let list = (try? JSONReader(maxBytes: 1 << 20).read(bytes))?.value.objectValue?["selections"]?.arrayValue else {
            return .failure(CatalogFileProblem(message: "\(file) is not {\"selections\": [selection objects as Braze's create endpoint takes them]}; its selections are left out"))
        }
        var selections: [CatalogSelection] = []
        for node in list.prefix(100) {
            guard let object = node.value.objectValue else {
                return .failure(CatalogFileProblem(message: "\(file): each selection is an object; its selections are left out"))
            }
            switch CatalogSelection.read(object) {
            case .success(let selection): selections.append(selection)
            case .failure(let problem): return .failure(CatalogFileProblem(message: "\(file): \(problem.message); its selections are left out"))
            }
        }
        return .success(selections)
    }

    /// The items of one file, or why it cannot be read.
    static func read(_ file: String) -> Result<LiquidHash, CatalogFileProblem> {
        readObject(file)
            .map { LiquidHash($0.members.map { ($0.key, LiquidValue(json: $0.value.value)) }) }
            .mapError { CatalogFileProblem(message: $0.message + "; the catalog is left out") }
    }

    /// A catalog file's object of items by id, checked against the caps, or what is wrong with it.
    private static func readObject(_ file: String) -> Result<JSONObject, CatalogFileProblem> {
        let bytes: [UInt8]
        do {
            bytes = try FileReader(limit: maxBytes).read(file).bytes
        } catch {
            return .failure(CatalogFileProblem(message: error.message))
        }
        guard let object = (try? JSONReader(maxBytes: maxBytes).read(bytes))?.value.objectValue else {
            return .failure(CatalogFileProblem(message: "\(file) is not a JSON object of items by id"))
        }
        guard object.members.count <= maxItems else {
            return .failure(CatalogFileProblem(message: "\(file) holds \(object.members.count) items, more than \(maxItems)"))
        }
        return .success(object)
    }

    /// Writes `items` (by id) into catalog `name`'s file, over the items already there with the
    /// same ids; the file is the fetch's own (`catalog fetch` alone writes it).
    public func save(_ items: [(id: String, item: JSONValue)], as name: String) throws(StorageError) -> Int {
        let file = file(of: name)
        var object = JSONObject()
        // The items already kept stay: a file that cannot be read as them is not written over.
        if access(file, F_OK) == 0 {
            switch Self.readObject(file) {
            case .success(let kept): object = kept
            case .failure(let problem):
                throw StorageError(kind: .other, path: file, code: EINVAL,
                                   message: problem.message + "; move it away to fetch the catalog afresh; nothing was written")
            }
        }
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
