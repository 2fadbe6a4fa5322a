#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes secret files (keys) with mode 0600 from the moment they exist, so no other user can
/// read them even briefly, as a `chmod` after writing would allow.
public enum PrivateFile {
    /// Replaces any file at `path` with `bytes`, created with `O_EXCL` and mode 0600.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        // A leftover from an earlier run would keep its old mode; remove it so O_EXCL creates afresh.
        if unlink(path) != 0 && errno != ENOENT {
            throw LocalServerError("cannot replace \(path): \(String(cString: strerror(errno)))")
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw LocalServerError("cannot create \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { systemWrite(fd, $0) }
            if result < 0 {
                if errno == EINTR { continue }
                throw LocalServerError("cannot write \(path): \(String(cString: strerror(errno)))")
            }
            written += result
        }
    }
}

/// `write(2)` under another name: inside `PrivateFile` the member `write(_:to:)` hides it.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    return write(fd, base, buffer.count)
}
