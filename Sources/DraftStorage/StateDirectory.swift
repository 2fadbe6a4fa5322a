import Foundation
import SafeFiles

/// The folder for the composer's drafts: `$XDG_STATE_HOME/push-composer` or `~/.local/state/push-composer`.
///
/// Created with mode 0700, as the XDG spec asks: a draft can hold a campaign not yet public.
public struct StateDirectory: Sendable, Equatable {
    /// The folder's absolute path.
    public var path: String

    /// Uses a given folder (tests, or a future `--state-dir`).
    public init(path: String) { self.path = path }

    /// The folder for this environment; a relative `XDG_STATE_HOME` is ignored, as the spec says.
    public static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) -> StateDirectory {
        if let state = environment["XDG_STATE_HOME"], state.utf8.first == UInt8(ascii: "/") {
            return StateDirectory(path: state + "/push-composer")
        }
        var home = environment["HOME"] ?? ""
        if home.isEmpty { home = FileManager.default.homeDirectoryForCurrentUser.path }
        return StateDirectory(path: home + "/.local/state/push-composer")
    }

    /// Creates the folder and any missing parents with mode 0700; an existing folder is narrowed to 0700.
    public func create() throws(StorageError) {
        try FolderPath.create(path)
        var info = stat()
        guard stat(path, &info) == 0 else { throw StorageError.from(errno: errno, path: path, action: "create the folder") }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw StorageError.from(errno: ENOTDIR, path: path, action: "create the folder")
        }
        // Someone else's folder (or one planted in a shared place) could hold drafts planted for
        // us to "recover", or read ours: refuse it, as ssh refuses a loose ~/.ssh.
        guard info.st_uid == geteuid() else {
            throw StorageError(kind: .permissionDenied, path: path, code: EPERM,
                               message: "the state folder \(path) belongs to another user (uid \(info.st_uid)); drafts are not kept there. Remove it, or set XDG_STATE_HOME to a folder of yours")
        }
        // A folder made earlier by hand with a looser mode would let others read the drafts.
        if info.st_mode & 0o077 != 0 && chmod(path, 0o700) != 0 {
            throw StorageError.from(errno: errno, path: path, action: "restrict the folder")
        }
    }
}
