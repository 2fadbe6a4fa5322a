import Foundation
import PlainText
import SafeFiles
import PushCore
import TextFormats

/// The autosaved draft of one edited file (or of a new push), in the state folder.
///
/// Each edited file has its own draft file, named from a hash of its absolute path, and a new push
/// has `draft-new.json`, so two composers on different files never overwrite each other's drafts
/// (two on the same file take separate slots through `DraftClaims`).
/// Drafts are written atomically with mode 0600. A draft that cannot be read back is moved aside
/// to `<name>.corrupt-<time>.json`, never overwritten or deleted.
public struct DraftStore: Sendable, Equatable {
    /// The state folder holding the drafts.
    public var directory: String
    /// The draft's file name in that folder, e.g. `draft-new.json` or `draft-1f3a….json`.
    public var fileName: String
    /// How drafts are written (mode 0600); tests simulate failures through it.
    var writer = AtomicFileWriter(mode: .draft)

    /// The name of the draft of a push not yet saved to a file.
    public static let newDraftName = "draft-new.json"

    /// The store for the draft of `file` (nil for a new push) in `directory`.
    public init(directory: String, editing file: String?) {
        self.init(directory: directory, fileName: DraftStore.fileName(editing: file))
    }

    /// The store for a draft file already in `directory`.
    init(directory: String, fileName: String) {
        self.directory = directory
        self.fileName = fileName
    }

    /// The store in the user's state folder, creating the folder (0700) if needed.
    public static func standard(editing file: String?,
                                environment: [String: String] = ProcessInfo.processInfo.environment) throws(StorageError) -> DraftStore {
        let folder = StateDirectory.resolve(environment: environment)
        try folder.create()
        return DraftStore(directory: folder.path, editing: file)
    }

    /// The draft's full path.
    public var path: String { directory + "/" + fileName }

    /// The draft file's name for an edited file: a hash of its absolute, normalised path.
    public static func fileName(editing file: String?) -> String {
        fileName(editing: file, slot: 1)
    }

    /// The draft file's name in `slot`: slot 1 is the plain name, slot 2 and on (used when another
    /// composer holds the first) add `-2`, `-3`, … before `.json`.
    public static func fileName(editing file: String?, slot: Int) -> String {
        let stem = String(baseName(editing: file).dropLast(".json".count))
        return slot <= 1 ? stem + ".json" : stem + "-\(slot).json"
    }

    /// The slot-1 draft name: `draft-new.json`, or `draft-` and the path's hash.
    private static func baseName(editing file: String?) -> String {
        guard let file else { return newDraftName }
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath().path
        // Stable across runs and platforms, unlike Swift's own hashing (seeded per process).
        let hex = String(FileStamp.hash(Array(absolute.utf8)), radix: 16)
        return "draft-" + String(repeating: "0", count: 16 - hex.count) + hex + ".json"
    }

    /// Saves the draft atomically with mode 0600, replacing the previous one.
    public func save(_ draft: Draft) throws(StorageError) {
        let bytes = draft.encoded()
        // Written only when it reads back: a draft past the reader's limit would be called damaged.
        guard bytes.count <= Draft.maxBytes else {
            throw StorageError(kind: .other, path: path, code: EFBIG, message: "the draft would be \(ByteCount.describe(bytes.count)), "
                + "past the \(ByteCount.describe(Draft.maxBytes)) a draft may be, so it is not kept: save the file instead")
        }
        try writer.write(bytes, to: path)
    }

    /// The saved draft, none, or a damaged one moved aside; `now` (UNIX seconds) names the moved file.
    public func load(now: Int64? = nil) throws(StorageError) -> DraftLoadResult {
        let reason: String
        do {
            guard let bytes = try DraftStore.readFile(path) else { return .none }
            return .draft(try Draft.decode(bytes))
        } catch let error as DraftFormatError {
            reason = error.message
        } catch let error as StorageError {
            throw error
        } catch {
            reason = "\(error)"
        }
        let moved = try moveAside(now: now ?? Int64(Date().timeIntervalSince1970))
        return .corrupt(movedTo: moved, reason: reason)
    }

    /// Deletes the draft, once it is saved to its file or the user declined to recover it.
    public func discard() throws(StorageError) {
        if unlink(path) != 0 && errno != ENOENT {
            throw StorageError.from(errno: errno, path: path, action: "delete the draft")
        }
    }

    /// Every draft in the folder, newest first; damaged ones last, with `problem` set. Nothing is moved.
    public func list() throws(StorageError) -> [DraftListing] {
        guard let folder = opendir(directory) else {
            // A folder that does not exist yet simply holds no drafts.
            if errno == ENOENT { return [] }
            throw StorageError.from(errno: errno, path: directory, action: "list the drafts in")
        }
        var names: [String] = []
        while let entry = readdir(folder) {
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        closedir(folder)
        var listings: [DraftListing] = []
        for name in names.sorted() where DraftStore.isDraftName(name) {
            let store = DraftStore(directory: directory, fileName: name)
            do {
                guard let bytes = try DraftStore.readFile(store.path) else { continue }
                listings.append(DraftListing(store: store, draft: try Draft.decode(bytes), problem: nil))
            } catch let error as DraftFormatError {
                listings.append(DraftListing(store: store, draft: nil, problem: error.message))
            } catch let error as StorageError {
                listings.append(DraftListing(store: store, draft: nil, problem: error.message))
            } catch {
                listings.append(DraftListing(store: store, draft: nil, problem: "\(error)"))
            }
        }
        return listings.sorted { ($0.draft?.savedAt ?? .min) > ($1.draft?.savedAt ?? .min) }
    }

    /// `draft-….json`, but not a temporary file or a damaged draft already moved aside.
    static func isDraftName(_ name: String) -> Bool {
        name.hasPrefix("draft-") && name.hasSuffix(".json") && !name.contains(".corrupt-")
    }

    /// Moves the draft to `<name>.corrupt-<UTC time>[-N].json` without overwriting anything there.
    private func moveAside(now: Int64) throws(StorageError) -> String {
        let stamp = ExpiryShorthand.isoString(unixSeconds: now, offsetSeconds: 0)
            .replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ":", with: "")
        let base = directory + "/" + String(fileName.dropLast(".json".count)) + ".corrupt-" + stamp
        for attempt in 1...1000 {
            let target = base + (attempt == 1 ? "" : "-\(attempt)") + ".json"
            // link() fails rather than replace an existing file; rename() would silently overwrite.
            if link(path, target) == 0 {
                unlink(path)
                return target
            }
            switch errno {
            case EEXIST:
                continue
            case EPERM, ENOTSUP, EXDEV, EMLINK:
                // File systems without hard links: check, then rename (a race here only loses a name).
                if access(target, F_OK) == 0 { continue }
                guard rename(path, target) == 0 else { throw StorageError.from(errno: errno, path: path, action: "move aside the damaged draft") }
                return target
            default:
                throw StorageError.from(errno: errno, path: path, action: "move aside the damaged draft")
            }
        }
        throw StorageError.from(errno: EEXIST, path: path, action: "move aside the damaged draft")
    }

    /// A draft file's bytes, or nil when there is none. A link is not followed, and a file
    /// another user owns is refused: neither can be a draft this user wrote.
    static func readFile(_ path: String) throws -> [UInt8]? {
        let contents: FileContents
        do {
            // Past what a draft may be it cannot be one this program wrote.
            contents = try FileReader(limit: Draft.maxBytes, followsSymbolicLinks: false).read(path)
        } catch {
            switch error.kind {
            case .notFound: return nil
            case .tooLarge(let size): throw DraftFormatError("the draft is \(ByteCount.describe(size)), larger than any draft")
            default: throw StorageError(kind: .other, path: path, code: 0, message: "cannot read the draft \(path): it \(error.message)")
            }
        }
        guard contents.stamp.owner == geteuid() else {
            throw StorageError(kind: .permissionDenied, path: path, code: EPERM,
                               message: "the draft \(path) belongs to another user (uid \(contents.stamp.owner)); it is not recovered")
        }
        return contents.bytes
    }
}
