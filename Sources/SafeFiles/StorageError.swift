import Foundation

/// Why a file could not be saved, read or moved, as a value with a one-line message.
public struct StorageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The causes the composer tells apart.
    public enum Kind: Sendable, Equatable {
        /// The file system is mounted read-only.
        case readOnly
        /// No space left on the device, or the user's quota is used up.
        case diskFull
        /// The user may not write (or read) there.
        case permissionDenied
        /// The file or a folder on its path does not exist.
        case notFound
        /// Part of the path is a file where a folder is needed, or the reverse.
        case notADirectory
        /// A file is already there and was not to be replaced.
        case exists
        /// Anything else; the message has the system's words.
        case other
    }

    /// The cause.
    public var kind: Kind
    /// The file or folder concerned.
    public var path: String
    /// The `errno` value, or 0 when the problem was not a system call's.
    public var code: Int32
    /// One line saying what failed and why, e.g. "cannot save /x/draft.json: the disk is full".
    public var message: String

    /// Creates an error.
    public init(kind: Kind, path: String, code: Int32, message: String) {
        self.kind = kind
        self.path = path
        self.code = code
        self.message = message
    }

    /// The error for a failed system call: `action` is what was being done, e.g. "save".
    public static func from(errno code: Int32, path: String, action: String) -> StorageError {
        let (kind, reason) = explain(code)
        return StorageError(kind: kind, path: path, code: code, message: "cannot \(action) \(path): \(reason)")
    }

    /// The kind and a plain reason for an `errno` value.
    static func explain(_ code: Int32) -> (Kind, String) {
        switch code {
        case EROFS: (.readOnly, "the file system is read-only")
        case ENOSPC: (.diskFull, "the disk is full")
        case EDQUOT: (.diskFull, "the disk quota is used up")
        case EACCES, EPERM: (.permissionDenied, "permission denied")
        case ENOENT: (.notFound, "the folder or file does not exist")
        case ENOTDIR: (.notADirectory, "part of the path is a file, not a folder")
        case EISDIR: (.notADirectory, "it is a folder, not a file")
        case EEXIST: (.exists, "a file of that name is already there")
        case ELOOP: (.other, "a symbolic link is in the way")
        default: (.other, String(cString: strerror(code)))
        }
    }

    /// The message.
    public var description: String { message }
}
