import Glibc
import PlainText

/// The one way files are read: regular files only, never more than a limit, every failure a
/// one-line `FileReadError`.
///
/// Opening never blocks (a named pipe with no writer is refused, not waited on), a file larger
/// than the limit is refused after `fstat` without being read, and interrupted reads resume.
public struct FileReader: Sendable {
    /// The most bytes read; a larger file is `.tooLarge`.
    public var limit: Int
    /// Whether a symbolic link at the path itself is followed (state files are opened without).
    public var followsSymbolicLinks: Bool
    /// Whether the stamp gets the content's hash, to notice a change later (the composer);
    /// reading thousands of files to validate them needs none.
    public var hashesContent = true

    /// A reader for files of at most `limit` bytes.
    public init(limit: Int, followsSymbolicLinks: Bool = true) {
        self.limit = limit
        self.followsSymbolicLinks = followsSymbolicLinks
    }

    /// Opens `path` for reading, never blocking, and checks it is a regular file: the descriptor
    /// (the caller closes it) and what `fstat` says of it.
    private func openRegularFile(_ path: String) throws(FileReadError) -> (descriptor: Int32, info: stat) {
        var flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY
        if !followsSymbolicLinks { flags |= O_NOFOLLOW }
        let descriptor = FileName.withCString(path) { open($0, flags) }
        guard descriptor >= 0 else { throw openFailure(errno, path: path) }
        var info = stat()
        let problem: FileReadError?
        if fstat(descriptor, &info) != 0 {
            problem = Self.failure(errno)
        } else {
            switch info.st_mode & S_IFMT {
            case S_IFREG: problem = nil
            case S_IFDIR: problem = FileReadError(.directory, "is a folder, not a file")
            case S_IFIFO: problem = FileReadError(.notRegularFile, "is a named pipe, not a file; only regular files are read")
            case S_IFCHR, S_IFBLK: problem = FileReadError(.notRegularFile, "is a device, not a file; only regular files are read")
            case S_IFSOCK: problem = FileReadError(.notRegularFile, "is a socket, not a file; only regular files are read")
            default: problem = FileReadError(.notRegularFile, "is not a regular file")
            }
        }
        if let problem {
            close(descriptor)
            throw problem
        }
        return (descriptor, info)
    }

    /// Reads the regular file at `path` whole.
    public func read(_ path: String) throws(FileReadError) -> FileContents {
        let (descriptor, info) = try openRegularFile(path)
        defer { close(descriptor) }
        let size = Int(info.st_size)
        // Checked before reading: a 50 MB file is refused without being read.
        if size > limit { throw FileReadError(.tooLarge(size: size), Self.tooLarge(size, limit: limit)) }
        let bytes = try Self.readAll(descriptor, limit: limit, expected: size)
        if bytes.count > limit { throw FileReadError(.tooLarge(size: bytes.count), "grew past \(ByteCount.describe(limit)) while being read") }
        return FileContents(bytes: bytes, stamp: FileStamp(info, contentHash: hashesContent ? FileStamp.hash(bytes) : nil))
    }

    /// Reads standard input to its end (a pipe, a file or a terminal), at most `limit` bytes;
    /// one byte more tells that it was exceeded.
    public func readStandardInput() throws(FileReadError) -> [UInt8] {
        if StandardStreams.wasClosed(STDIN_FILENO) { throw FileReadError(.closed, "standard input is closed") }
        var info = stat()
        if fstat(STDIN_FILENO, &info) != 0 {
            throw errno == EBADF ? FileReadError(.closed, "standard input is closed") : Self.failure(errno)
        }
        return try Self.readAll(STDIN_FILENO, limit: limit, expected: 0)
    }

    /// Reads until the end or one byte past `limit`, retrying interruptions and waiting out
    /// a non-blocking descriptor.
    static func readAll(_ descriptor: Int32, limit: Int, expected: Int) throws(FileReadError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: min(limit + 1, max(expected + 1, 4096)))
        var count = 0
        while count <= limit {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit + 1 - count))) }
            let got = OutputChannel.transfer(descriptor, waitingFor: POLLIN) {
                bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            }
            if got < 0 {
                if errno == EBADF { throw FileReadError(.closed, "standard input is closed") }
                throw failure(errno)
            }
            if got == 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    private func openFailure(_ code: Int32, path: String) -> FileReadError {
        switch code {
        case ENOENT:
            // A dangling link names something that is not there: say which.
            var info = stat()
            if FileName.withCString(path, { lstat($0, &info) }) == 0 && (info.st_mode & S_IFMT) == S_IFLNK {
                return FileReadError(.notFound, "is a symbolic link to a file that does not exist")
            }
            return FileReadError(.notFound, "no such file")
        case ENOTDIR: return FileReadError(.notFound, "no such file (a part of the path is not a folder)")
        case ELOOP:
            return followsSymbolicLinks
                ? FileReadError(.symbolicLink, "is a symbolic link that leads back to itself (a loop)")
                : FileReadError(.symbolicLink, "is a symbolic link; it is not followed here")
        default: return Self.failure(code)
        }
    }

    /// The error for a failed call, in plain words.
    static func failure(_ code: Int32) -> FileReadError {
        switch code {
        case EACCES, EPERM: FileReadError(.permissionDenied, "permission denied")
        case ENAMETOOLONG: FileReadError(.notFound, "the name is too long")
        case EISDIR: FileReadError(.directory, "is a folder, not a file")
        case EIO: FileReadError(.other, "cannot be read: an input/output error (a failing disk or a lost network share)")
        default: FileReadError(.other, "cannot be read: " + String(cString: strerror(code)))
        }
    }

    /// The message for a file over the limit; exact byte counts when the rounded sizes would read the same.
    public static func tooLarge(_ size: Int, limit: Int) -> String {
        let (shown, most) = (ByteCount.describe(size), ByteCount.describe(limit))
        guard shown == most else { return "is \(shown); the most this reads is \(most)" }
        return "is \(size) bytes; the most this reads is \(limit) bytes (\(most))"
    }

    /// The last `limit` bytes of the regular file at `path`, from the start of a line: a log
    /// read from its end, however long it grew. `followsSymbolicLinks` and the refusals are as in `read`.
    public func readTail(_ path: String) throws(FileReadError) -> [UInt8] {
        let (descriptor, info) = try openRegularFile(path)
        defer { close(descriptor) }
        let size = Int(info.st_size)
        let start = max(0, size - limit)
        guard lseek(descriptor, off_t(start), SEEK_SET) >= 0 else { throw Self.failure(errno) }
        var bytes = try Self.readAll(descriptor, limit: limit, expected: min(size, limit))
        if bytes.count > limit { bytes.removeSubrange(limit...) }
        // A read that starts inside a line drops that line's end.
        if start > 0, let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) { bytes.removeSubrange(...newline) }
        return bytes
    }
}
