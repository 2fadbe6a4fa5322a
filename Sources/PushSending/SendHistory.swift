import Foundation
import SafeFiles

/// The send history: one JSON line per recipient, appended to `sends.jsonl` in the state
/// folder, mode 0600 (it names test users and devices), never holding a secret.
public struct SendHistory: Sendable {
    /// The file's path.
    public let path: String

    /// The history is read whole; past this size `push-composer history` asks for it to be trimmed.
    public static let readLimit = 16 * 1024 * 1024

    /// The history in a state folder.
    public init(folder: String) { path = folder + "/sends.jsonl" }

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
        let descriptor = FileName.withCString(path) { open($0, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600) }
        guard descriptor >= 0 else { throw StorageError.from(errno: errno, path: path, action: "record the send in") }
        defer { close(descriptor) }
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

    /// The entries, oldest first, and how many lines could not be read. A missing file is empty.
    public func read() throws(FileReadError) -> (entries: [SendHistoryEntry], unreadable: Int) {
        let contents: [UInt8]
        do {
            contents = try FileReader(limit: Self.readLimit, followsSymbolicLinks: false).read(path).bytes
        } catch {
            if error.kind == .notFound { return ([], 0) }
            throw error
        }
        let decoder = JSONDecoder()
        var entries: [SendHistoryEntry] = []
        var unreadable = 0
        for line in contents.split(separator: UInt8(ascii: "\n")) {
            if let entry = try? decoder.decode(SendHistoryEntry.self, from: Data(line)) {
                entries.append(entry)
            } else {
                unreadable += 1
            }
        }
        return (entries, unreadable)
    }
}
