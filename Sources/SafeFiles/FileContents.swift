/// A file's bytes and the stamp of the version they were read from.
public struct FileContents: Sendable, Equatable {
    /// Everything the file held.
    public var bytes: [UInt8]
    /// Size, time, inode and content hash, to notice later changes.
    public var stamp: FileStamp

    /// Bytes and the stamp of the version they came from.
    public init(bytes: [UInt8], stamp: FileStamp) {
        self.bytes = bytes
        self.stamp = stamp
    }
}
