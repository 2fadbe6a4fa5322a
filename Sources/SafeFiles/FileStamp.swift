import Glibc

/// What identifies the version of a file that was read: enough to notice that someone changed
/// it before it is written over (a lost update).
public struct FileStamp: Sendable, Equatable {
    /// The file's size in bytes.
    public var size: Int
    /// The last modification, in seconds and nanoseconds.
    public var modified: timespec
    /// The device and inode: a file replaced by another (an editor's atomic save) has a new inode.
    public var device: UInt64
    /// The inode number.
    public var inode: UInt64
    /// The owner's user id.
    public var owner: UInt32
    /// A hash of the content, when it was read (FNV-1a, 64 bits).
    public var contentHash: UInt64?

    /// The stamp of an open file, with the hash of the bytes read from it.
    init(_ info: stat, contentHash: UInt64?) {
        size = Int(info.st_size)
        modified = info.st_mtim
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        owner = info.st_uid
        self.contentHash = contentHash
    }

    /// The stamp of the file at `path` now, without its hash, or nil when there is none.
    public static func current(_ path: String) -> FileStamp? {
        var info = stat()
        guard FileName.withCString(path, { stat($0, &info) }) == 0 else { return nil }
        return FileStamp(info, contentHash: nil)
    }

    /// Whether the file on disk still is the one this stamp was taken of. Size, time and inode
    /// decide; when only the time differs (a `touch`, a copy that kept the bytes), the content does.
    public func matches(_ path: String) -> Bool {
        guard let now = FileStamp.current(path) else { return false }
        if now.size != size { return false }
        if now.device == device && now.inode == inode && now.modified.tv_sec == modified.tv_sec
            && now.modified.tv_nsec == modified.tv_nsec { return true }
        guard let contentHash, let bytes = try? FileReader(limit: max(size, 1)).read(path).bytes else { return false }
        return FileStamp.hash(bytes) == contentHash
    }

    /// FNV-1a over the bytes: stable across runs, cheap for a file of a few kilobytes.
    public static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    public static func == (a: FileStamp, b: FileStamp) -> Bool {
        a.size == b.size && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
            && a.device == b.device && a.inode == b.inode && a.contentHash == b.contentHash
    }
}
