import Foundation
import PlainText

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
        /// The existing file's permissions, or 0666 less the umask for a new file, as any editor
        /// would create it. For the user's own push files.
        case userFile
        /// Exactly these permission bits, e.g. `0o640`.
        case permissions(Int)
    }

    /// The step of a write, for simulating failures in tests.
    package enum Step: Hashable, Sendable {
        case createTemporary, write, sync, rename, syncFolder
    }

    /// The permissions to give the file.
    public var mode: Mode
    /// Whether a file already at the path is replaced; when false, finding one is an error
    /// (`.exists`), checked in the same step that puts the new file in place.
    public var replacesExisting = true
    /// Failures to simulate: the step fails with this `errno` (a `write` fails after half the bytes).
    package var faults: [Step: Int32] = [:]

    /// Creates a writer.
    public init(mode: Mode = .draft, replacesExisting: Bool = true) {
        self.mode = mode
        self.replacesExisting = replacesExisting
    }

    /// Writes UTF-8 text to `path`.
    public func write(_ text: String, to path: String) throws(StorageError) {
        try write(Array(text.utf8), to: path)
    }

    /// Writes bytes to `path`, replacing any file there in one step.
    public func write(_ bytes: [UInt8], to path: String) throws(StorageError) {
        let target = resolvedTarget(path)
        var existing = stat()
        let exists = FileName.withCString(target) { stat($0, &existing) } == 0
        if exists && !replacesExisting { throw StorageError.from(errno: EEXIST, path: target, action: "save") }
        if exists && (existing.st_mode & S_IFMT) == S_IFDIR {
            throw StorageError.from(errno: EISDIR, path: target, action: "save")
        }
        let permissions: mode_t
        switch mode {
        case .draft: permissions = 0o600
        case .userFile: permissions = exists ? existing.st_mode & 0o7777 : 0o666 & ~Self.umask()
        case .permissions(let bits): permissions = mode_t(bits & 0o7777)
        }
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = EscapedByte.encode((folder.isEmpty ? "." : folder) + "/." + name + ".tmp-XXXXXX").map { CChar(bitPattern: $0) } + [0]
        // mkstemp creates the file with mode 0600, so a draft is never readable by others, not even briefly.
        let descriptor = fault(.createTemporary) ?? mkstemp(&template)
        guard descriptor >= 0 else { throw StorageError.from(errno: errno, path: target, action: "save") }
        let temporary = EscapedByte.decode(template.dropLast().map { UInt8(bitPattern: $0) })
        var isOpen = true
        func fail(_ code: Int32) -> StorageError {
            if isOpen { close(descriptor) }
            FileName.withCString(temporary) { _ = unlink($0) }
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
        if (fault(.rename) ?? place(temporary, at: target)) != 0 { throw fail(errno) }
        try syncFolder(folder.isEmpty ? "." : folder, target: target)
    }

    /// Puts the written file at the target: `rename` replaces, `link` refuses an existing file
    /// atomically (then the temporary name goes). 0, or -1 with `errno` set.
    private func place(_ temporary: String, at target: String) -> Int32 {
        FileName.withCString(temporary) { from in
            FileName.withCString(target) { to in
                guard !replacesExisting else { return rename(from, to) }
                guard link(from, to) == 0 else { return -1 }
                unlink(from)
                return 0
            }
        }
    }

    /// Writes every byte (half of them when a failure is simulated); the `errno` on failure.
    private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        guard let simulated = faults[.write] else { return writeFully(bytes[...], to: descriptor) }
        return writeFully(bytes[..<(bytes.count / 2)], to: descriptor) ?? simulated
    }

    /// The process's umask, read without changing it where the kernel tells it (Linux 4.7 and later).
    static func umask() -> mode_t {
        if let status = try? FileReader(limit: 64 * 1024).read("/proc/self/status").bytes,
           let line = String(decoding: status, as: UTF8.self).split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
           let value = mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8) {
            return value
        }
        let previous = Glibc.umask(0o022)
        _ = Glibc.umask(previous)
        return previous
    }

    /// Flushes the folder so the rename itself is on disk.
    private func syncFolder(_ folder: String, target: String) throws(StorageError) {
        let descriptor = FileName.withCString(folder) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
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
        guard FileName.withCString(path, { lstat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
              let real = FileName.withCString(path, { realpath($0, nil) }) else { return path }
        defer { free(real) }
        return EscapedByte.decode(UnsafeBufferPointer(start: UnsafeRawPointer(real).assumingMemoryBound(to: UInt8.self), count: strlen(real)))
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
