import Foundation
import SafeFiles

/// The bodies sent, each kept once under its SHA-256 in `sent/` of the state folder, so the
/// history can show what went out and send it again.
///
/// Named by content: a push sent fifty times is kept once, and a body found under its name is
/// the one the history's hash speaks of (it is checked when read). The folder is 0700, each file
/// 0600 and written atomically; a link planted in the way is never followed. Kept are at most
/// `maxCount` bodies and `maxBytes` in all, the ones least recently sent going first. A body
/// holds no secret: a device payload, or a Braze request whose key goes only in a header.
public struct SentBodies: Sendable {
    /// The folder.
    public let folder: String

    /// At most this many bodies are kept.
    public static let maxCount = 200
    /// At most this many bytes of bodies are kept.
    public static let maxBytes = 8 * 1024 * 1024
    /// A stored body larger than this is not read (a Braze request of 50 users is far smaller).
    public static let readLimit = 1024 * 1024

    /// The bodies kept in a state folder.
    public init(stateFolder: String) { folder = stateFolder + "/sent" }

    /// The file a body with this hash is kept in, or nil when the hash is not 64 hex digits
    /// (a history line edited to name `../something`).
    public func path(for hash: String) -> String? {
        guard hash.utf8.count == 64, hash.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else { return nil }
        return folder + "/" + hash
    }

    /// Keeps `body` under its SHA-256 `hash` (already kept: marks it as sent now), then lets the
    /// oldest go past the bounds.
    public func keep(_ body: [UInt8], hash: String) throws(StorageError) {
        guard body.count <= Self.readLimit, let path = path(for: hash) else { return }
        try makeFolder()
        var info = stat()
        if FileName.withCString(path, { lstat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == body.count {
            // The same name is the same bytes: only its time changes, so pruning keeps it longer.
            _ = FileName.withCString(path) { utimensat(AT_FDCWD, $0, nil, AT_SYMLINK_NOFOLLOW) }
        } else {
            // The new file is renamed over whatever is there, a planted link included, never through it.
            try AtomicFileWriter(mode: .draft).write(body, to: path)
        }
        prune(keeping: path)
    }

    /// The body kept under `hash`: nil when it is not kept (never, or pruned since); an error
    /// when the file cannot be read or no longer matches its name.
    public func body(_ hash: String) throws(FileReadError) -> [UInt8]? {
        guard let path = path(for: hash) else { throw FileReadError(.other, "\"\(hash)\" is not a SHA-256 in hex") }
        let bytes: [UInt8]
        do {
            var reader = FileReader(limit: Self.readLimit, followsSymbolicLinks: false)
            reader.hashesContent = false
            bytes = try reader.read(path).bytes
        } catch {
            if error.kind == .notFound { return nil }
            throw FileReadError(error.kind, "\(path) \(error.message)")
        }
        let actual: String
        do {
            actual = try PayloadDigest.sha256(bytes)
        } catch {
            throw FileReadError(.other, "\(path) cannot be checked against its name: \(error.message)")
        }
        guard actual == hash else {
            throw FileReadError(.other, "\(path) was changed since it was sent (its SHA-256 no longer matches its name)")
        }
        return bytes
    }

    /// Creates the folder (0700) in the existing state folder; refuses a link or another's folder.
    private func makeFolder() throws(StorageError) {
        if FileName.withCString(folder, { mkdir($0, 0o700) }) != 0 && errno != EEXIST {
            throw StorageError.from(errno: errno, path: folder, action: "create the folder")
        }
        var info = stat()
        guard FileName.withCString(folder, { lstat($0, &info) }) == 0 else { throw StorageError.from(errno: errno, path: folder, action: "create the folder") }
        // A link in its place could send the bodies into a folder others read.
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw StorageError(kind: .notADirectory, path: folder, code: ENOTDIR, message: "\(folder) is not a folder (a link or a file is in its place); sent payloads are not kept")
        }
        guard info.st_uid == geteuid() else {
            throw StorageError(kind: .permissionDenied, path: folder, code: EPERM, message: "\(folder) belongs to another user (uid \(info.st_uid)); sent payloads are not kept there")
        }
        if info.st_mode & 0o077 != 0 && FileName.withCString(folder, { chmod($0, 0o700) }) != 0 {
            throw StorageError.from(errno: errno, path: folder, action: "restrict the folder")
        }
    }

    /// Removes the least recently sent bodies past the bounds, never `kept`. Best effort: a body
    /// that cannot be removed is tried again after the next send.
    private func prune(keeping kept: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        var files: [(path: String, time: timespec, size: Int)] = []
        for name in names {
            guard let path = path(for: name) else { continue }
            var info = stat()
            guard FileName.withCString(path, { lstat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            files.append((path, info.st_mtim, Int(info.st_size)))
        }
        files.sort { ($0.time.tv_sec, $0.time.tv_nsec) > ($1.time.tv_sec, $1.time.tv_nsec) }
        var count = 0
        var total = 0
        for file in files {
            count += 1
            total += file.size
            if file.path != kept && (count > Self.maxCount || total > Self.maxBytes) {
                _ = FileName.withCString(file.path) { unlink($0) }
                count -= 1
                total -= file.size
            }
        }
    }
}
