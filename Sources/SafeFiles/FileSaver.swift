import Glibc

/// Saves a user's file the way a careful editor does: asks before replacing another file,
/// before writing over changes made on disk since the file was read, and before writing over
/// a read-only file; keeps the mode of an existing file and respects the umask for a new one.
public struct FileSaver: Sendable {
    /// What happened.
    public enum Outcome: Sendable, Equatable {
        /// Written; the stamp of the new version.
        case saved(FileStamp)
        /// Not written: the user must answer this first.
        case needsConfirmation(SaveCheck)
        /// Not written: why.
        case failed(StorageError)
    }

    /// Writes `bytes` to `path`. `isOwnFile` says the path is the file being edited, whose
    /// version on disk was `expected`; `confirmed` holds the checks the user answered yes to.
    public static func save(_ bytes: [UInt8], to path: String, isOwnFile: Bool, expected: FileStamp?,
                            confirmed: Set<SaveCheck>) -> Outcome {
        var info = stat()
        let exists = FileName.withCString(path) { stat($0, &info) } == 0
        if exists {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                return .failed(StorageError.from(errno: EISDIR, path: path, action: "save"))
            }
            if !isOwnFile && !confirmed.contains(.replacesOtherFile) { return .needsConfirmation(.replacesOtherFile) }
            if isOwnFile, let expected, !confirmed.contains(.changedOnDisk), !expected.matches(path) {
                return .needsConfirmation(.changedOnDisk)
            }
            if isReadOnly(path, info) && !confirmed.contains(.readOnly) { return .needsConfirmation(.readOnly) }
        }
        // A file that was not there when checked must not be replaced if it appears meanwhile.
        let writer = AtomicFileWriter(mode: .userFile, replacesExisting: exists)
        do {
            try writer.write(bytes, to: path)
        } catch {
            if error.kind == .exists { return .needsConfirmation(.replacesOtherFile) }
            return .failed(error)
        }
        var stamp = FileStamp.current(path) ?? FileStamp(stat(), contentHash: nil)
        stamp.contentHash = FileStamp.hash(bytes)
        return .saved(stamp)
    }

    /// Read-only for this user: no owner write bit (what `chmod a-w` does; root too is asked),
    /// or no permission to write it at all.
    static func isReadOnly(_ path: String, _ info: stat) -> Bool {
        if info.st_mode & S_IWUSR == 0 { return true }
        return FileName.withCString(path) { access($0, W_OK) } != 0 && errno != EROFS
    }
}
