import Foundation
import SafeFiles

/// The send history: one JSON line per recipient, appended to `sends.jsonl` in the state
/// folder, mode 0600 (it names test users and devices), never holding a secret.
public struct SendHistory: Sendable {
    /// The file's path.
    public let path: String
    /// The state folder it is in, where the bodies sent are kept beside it (`SentBodies`).
    public let folder: String

    /// At most this much of each file is read, from its end: the latest sends.
    public static let readLimit = 16 * 1024 * 1024
    /// Past this size the file is moved to `sends.jsonl.1` (replacing an older one) and a new one begun.
    public static let rotateSize = 4 * 1024 * 1024

    /// The history in a state folder.
    public init(folder: String) {
        self.folder = folder
        path = folder + "/sends.jsonl"
    }

    /// The file the history was last moved to.
    public var rotatedPath: String { path + ".1" }

    /// Appends entries in one write, so two sends at once never interleave within a line.
    public func append(_ entries: [SendHistoryEntry]) throws(StorageError) {
        guard !entries.isEmpty else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var bytes: [UInt8] = []
        for entry in entries {
            guard let line = try? encoder.encode(entry) else { continue }
            bytes += line
            bytes.append(UInt8(ascii: "\n"))
        }
        // O_NOFOLLOW: a link planted in the state folder must not redirect the history elsewhere.
        // O_NONBLOCK: a FIFO there must not hold a send that has already gone out; only a
        // regular file is written.
        let descriptor = FileName.withCString(path) { open($0, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600) }
        guard descriptor >= 0 else {
            if errno == ENXIO { throw StorageError(kind: .other, path: path, code: ENXIO, message: "\(path) is not a regular file (a pipe or a device); the send is not in the history") }
            throw StorageError.from(errno: errno, path: path, action: "record the send in")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw StorageError(kind: .other, path: path, code: 0, message: "\(path) is not a regular file (a pipe or a device); the send is not in the history")
        }
        if Int(info.st_size) > Self.rotateSize {
            // The new line starts the next file; the full one is kept once, as sends.jsonl.1.
            _ = FileName.withCString(path) { from in FileName.withCString(rotatedPath) { to in rename(from, to) } }
            return try append(entries)
        }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw StorageError.from(errno: errno, path: path, action: "record the send in")
            }
            offset += written
        }
    }

    /// The entries, oldest first (the moved file's, then the current one's, the latest
    /// `readLimit` bytes of each), and how many lines could not be read. A missing file is empty.
    public func read() throws(FileReadError) -> (entries: [SendHistoryEntry], unreadable: Int) {
        var contents: [UInt8] = []
        for file in [rotatedPath, path] {
            do {
                contents += try FileReader(limit: Self.readLimit, followsSymbolicLinks: false).readTail(file)
                contents.append(UInt8(ascii: "\n"))
            } catch {
                if error.kind == .notFound { continue }
                throw error
            }
        }
        let decoder = JSONDecoder()
        var entries: [SendHistoryEntry] = []
        var unreadable = 0
        for line in contents.split(separator: UInt8(ascii: "\n")) {
            if let entry = try? decoder.decode(SendHistoryEntry.self, from: Data(line)) {
                entries.append(entry.bounded())
            } else {
                unreadable += 1
            }
        }
        return (entries, unreadable)
    }
}
