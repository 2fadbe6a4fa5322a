import Foundation
import SafeFiles

/// Where drafts go when the state folder cannot be used (read-only, full, a file in its place,
/// owned by someone else): `$TMPDIR/push-composer-<uid>`, or under `/tmp`.
///
/// The folder is private: made 0700, and used only when it is a real folder (not a link),
/// owned by this user and closed to others, so another user cannot plant or read drafts there.
public struct FallbackDraftFolder: Sendable, Equatable {
    /// The folder's path.
    public var path: String

    /// The folder for this environment.
    public init(environment: [String: String]) {
        var base = environment["TMPDIR"] ?? "/tmp"
        if base.utf8.first != UInt8(ascii: "/") { base = "/tmp" }
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        path = base + "/push-composer-\(geteuid())"
    }

    /// Creates the folder if needed and checks it is private; its path.
    public func create() throws(StorageError) -> String {
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw StorageError.from(errno: errno, path: path, action: "create the fallback folder")
        }
        return try existing()
    }

    /// The folder's path when it exists and is private.
    public func existing() throws(StorageError) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw StorageError.from(errno: errno, path: path, action: "use the fallback folder") }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw StorageError(kind: .other, path: path, code: 0, message: "\(path) is not a folder of this user's; drafts are not kept there")
        }
        guard info.st_uid == geteuid(), info.st_mode & 0o077 == 0 else {
            throw StorageError(kind: .permissionDenied, path: path, code: 0,
                               message: "\(path) is not private to this user (owner \(info.st_uid), mode \(String(info.st_mode & 0o777, radix: 8))); drafts are not kept there")
        }
        return path
    }
}
