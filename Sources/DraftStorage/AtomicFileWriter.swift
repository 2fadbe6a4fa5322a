import Foundation

/// Replaces a file so that a crash, a dropped connection or a full disk leaves the old one or the new one, never half of either.
///
/// The bytes go to a temporary file in the same folder, which is flushed with `fsync`, renamed over
/// the target (atomic within a file system), and then the folder itself is flushed so the rename
/// survives a power cut. Every failure is a `StorageError` and removes the temporary file.
public struct AtomicFileWriter: Sendable, Equatable {
    /// The permissions the written file gets.
    public enum Mode: Sendable, Equatable {
        /// 0600: only the user can read it. For drafts, which may hold unpublished campaigns.
        case draft
        /// The existing file's permissions, or 0644 for a new file. For the user's own push files.
        case userFile
        /// Exactly these permission bits, e.g. `0o640`.
        case permissions(Int)
    }

    /// The step of a write, for simulating failures in tests.
    enum Step: Hashable, Sendable {
        case createTemporary, write, sync, rename, syncFolder
    }

    /// The permissions to give the file.
    public var mode: Mode
    /// Failures to simulate: the step fails with this `errno` (a `write` fails after half the bytes).
    var faults: [Step: Int32] = [:]

    /// Creates a writer.
    public init(mode: Mode = .draft) {
        self.mode = mode
    }

    /// Writes UTF-8 text to `path`.
    public func write(_ text: String, to path: String) throws(StorageError) {
        try write(Array(text.utf8), to: path)
    }

    /// Writes bytes to `path`, replacing any file there in one step.
    public func write(_ bytes: [UInt8], to path: String) throws(StorageError) {
        let target = resolvedTarget(path)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        if exists && (existing.st_mode & S_IFMT) == S_IFDIR {
            throw StorageError.from(errno: EISDIR, path: target, action: "save")
        }
        let permissions: mode_t
        switch mode {
        case .draft: permissions = 0o600
        case .userFile: permissions = exists ? existing.st_mode & 0o7777 : 0o644
        case .permissions(let bits): permissions = mode_t(bits & 0o7777)
        }
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/." + name + ".tmp-XXXXXX").utf8CString)
        // mkstemp creates the file with mode 0600, so a draft is never readable by others, not even briefly.
        let descriptor = fault(.createTemporary) ?? mkstemp(&template)
        guard descriptor >= 0 else { throw StorageError.from(errno: errno, path: target, action: "save") }
        let temporary = String(cString: template)
        var isOpen = true
        func fail(_ code: Int32) -> StorageError {
            if isOpen { close(descriptor) }
            unlink(temporary)
            return StorageError.from(errno: code, path: target, action: "save")
        }
        if let code = writeAll(bytes, to: descriptor) { throw fail(code) }
        if fchmod(descriptor, permissions) != 0 { throw fail(errno) }
        if mode == .userFile && exists {
            // Keeps the owner when an administrator edits someone else's file; harmless when it fails.
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)
        }
        if (fault(.sync) ?? fsync(descriptor)) != 0 { throw fail(errno) }
        isOpen = false
        // Some network file systems report a full disk only when the file is closed.
        if close(descriptor) != 0 { throw fail(errno) }
        if (fault(.rename) ?? rename(temporary, target)) != 0 { throw fail(errno) }
        try syncFolder(folder.isEmpty ? "." : folder, target: target)
    }

    /// Writes every byte (half of them when a failure is simulated); the `errno` on failure.
    private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        guard let simulated = faults[.write] else { return writeFully(bytes[...], to: descriptor) }
        return writeFully(bytes[..<(bytes.count / 2)], to: descriptor) ?? simulated
    }

    /// Flushes the folder so the rename itself is on disk.
    private func syncFolder(_ folder: String, target: String) throws(StorageError) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw StorageError.from(errno: errno, path: folder, action: "flush the folder of") }
        defer { close(descriptor) }
        // EINVAL: the file system cannot flush folders; the rename is as safe as it can be made there.
        if (fault(.syncFolder) ?? fsync(descriptor)) != 0 && errno != EINVAL {
            let (kind, reason) = StorageError.explain(errno)
            throw StorageError(kind: kind, path: target, code: errno,
                               message: "saved \(target), but could not flush it to disk: \(reason)")
        }
    }

    /// For a user's file that is a symbolic link, the file it points to: the link stays a link.
    private func resolvedTarget(_ path: String) -> String {
        guard mode != .draft else { return path }
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// A simulated failure: sets `errno` and returns -1, or nil to run the real call.
    private func fault(_ step: Step) -> Int32? {
        guard let code = faults[step] else { return nil }
        errno = code
        return -1
    }
}

/// Writes every byte, retrying after interruptions and short writes; the `errno` on failure.
private func writeFully(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Int32? {
    var offset = bytes.startIndex
    while offset < bytes.endIndex {
        let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += written
    }
    return nil
}
