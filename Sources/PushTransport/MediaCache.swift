import Cryptography
import Foundation
import PushMedia
import SafeFiles
import TextFormats

/// Media fetched before, kept by URL with the validators its server gave (`ETag`,
/// `Last-Modified`), so that checking again costs the server a 304. Each entry is one 0600 file
/// in a 0700 folder, named by the URL's SHA-256; the folder is bounded in entries and bytes,
/// oldest first out. A file that cannot be read back as an entry for its URL is no entry.
public struct MediaCache: Sendable {
    /// What is kept of one fetch: enough to check it again without the body, and an image to draw.
    struct Entry: Equatable {
        var url: String
        var etag: String?
        var lastModified: String?
        var contentType: String?
        var declaredLength: Int?
        var receivedBytes: Int
        var stoppedAtCap: Bool
        /// The file's first bytes, or all of it when `whole` (an image, kept to be drawn).
        var head: [UInt8]
        var whole = false
    }

    /// The most entries kept…
    static let maxEntries = 256
    /// …and the most bytes of them.
    static let maxBytes = 32 << 20
    private static let suffix = ".media"

    /// The folder, e.g. `~/.local/state/push-composer/media`.
    public let folder: String

    /// A cache in `folder`, made (0700) when first written to.
    public init(folder: String) {
        self.folder = folder
    }

    /// Where `url` is kept; nil without libcrypto, which only means nothing is cached.
    private func path(for url: String) -> String? {
        guard let name = try? DigestAlgorithm.sha256.hexHash(url.utf8) else { return nil }
        return folder + "/" + name + Self.suffix
    }

    /// The entry kept for `url`, if one is.
    func entry(for url: String) -> Entry? {
        guard let path = path(for: url),
              let bytes = try? FileReader(limit: (MediaFormat.Family.image.limit ?? 0) + (64 << 10), followsSymbolicLinks: false).read(path).bytes,
              let newline = bytes.firstIndex(of: UInt8(ascii: "\n")),
              case .object(let meta)? = (try? JSONReader().read(Array(bytes[..<newline])))?.value,
              case .string(let kept)? = meta["url"], kept == url,
              case .number(let received)? = meta["received"], let receivedBytes = Int(received) else { return nil }
        func text(_ key: String) -> String? { if case .string(let s)? = meta[key] { s } else { nil } }
        let declared: Int? = if case .number(let n)? = meta["declared_length"] { Int(n) } else { nil }
        let capped: Bool = if case .bool(let b)? = meta["stopped_at_cap"] { b } else { false }
        let whole: Bool = if case .bool(let b)? = meta["whole"] { b } else { false }
        return Entry(url: url, etag: text("etag"), lastModified: text("last_modified"), contentType: text("content_type"),
                     declaredLength: declared, receivedBytes: receivedBytes, stoppedAtCap: capped,
                     head: Array(bytes[(newline + 1)...]), whole: whole)
    }

    /// Keeps `entry`, then drops the oldest entries past the bounds; a failure keeps nothing.
    func store(_ entry: Entry) {
        var meta = JSONObject()
        meta["url"] = .string(entry.url)
        meta["etag"] = entry.etag.map(JSONValue.string) ?? .null
        meta["last_modified"] = entry.lastModified.map(JSONValue.string) ?? .null
        meta["content_type"] = entry.contentType.map(JSONValue.string) ?? .null
        meta["declared_length"] = entry.declaredLength.map { .number(String($0)) } ?? .null
        meta["received"] = .number(String(entry.receivedBytes))
        meta["stopped_at_cap"] = .bool(entry.stoppedAtCap)
        meta["whole"] = .bool(entry.whole)
        let bytes = Array(JSONWriter.string(.object(meta), style: .compact).utf8) + [UInt8(ascii: "\n")] + entry.head
        guard let path = path(for: entry.url) else { return }
        do {
            try FolderPath.create(folder)
            chmod(folder, 0o700)
            try AtomicFileWriter(mode: .draft).write(bytes, to: path)
        } catch {
            return
        }
        prune()
    }

    /// Drops the oldest entries until the folder is within its bounds.
    private func prune() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        var files: [(path: String, size: Int, modified: Date)] = names.filter { $0.hasSuffix(Self.suffix) }.compactMap { name in
            let path = folder + "/" + name
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  let size = attributes[.size] as? Int, let modified = attributes[.modificationDate] as? Date else { return nil }
            return (path, size, modified)
        }
        files.sort { $0.modified < $1.modified }
        var total = files.reduce(0) { $0 + $1.size }
        while !files.isEmpty && (files.count > Self.maxEntries || total > Self.maxBytes) {
            let oldest = files.removeFirst()
            try? FileManager.default.removeItem(atPath: oldest.path)
            total -= oldest.size
        }
    }
}
