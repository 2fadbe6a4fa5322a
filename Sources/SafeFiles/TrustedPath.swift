import Glibc
import PlainText

/// ssh's rule for `~/.ssh/config`, for the files that decide where a secret goes (the config,
/// its folder, a trust root): only their owner may change them, or someone else could send the
/// key to a host of their choosing.
public enum TrustedPath {
    /// Who may own a trusted path besides the user running the program.
    public enum Owners: Sendable {
        /// Only the user: their own config and its folder.
        case user
        /// The user or root: a system file such as a CA bundle, which root could change anyway.
        case userOrRoot
    }

    /// Why `path` may not be trusted, in one line that says what it decides and names the
    /// `chmod` or `chown` that fixes it; nil when it may be, or is not there (its reader says so).
    public static func problem(_ path: String, decides: String, owners: Owners = .user) -> String? {
        var info = stat()
        guard FileName.withCString(path, { stat($0, &info) }) == 0 else { return nil }
        let user = geteuid()
        if info.st_uid != user && !(owners == .userOrRoot && info.st_uid == 0) {
            return "\(path) belongs to another user (uid \(info.st_uid)), and it \(decides); "
                + "if it is yours, run: sudo chown \(user) \(ShellWord.quote(path))"
        }
        if info.st_mode & 0o022 != 0 {
            let mode = String(info.st_mode & 0o777, radix: 8)
            return "\(path) can be changed by others (mode \(mode)), and it \(decides); run: chmod go-w \(ShellWord.quote(path))"
        }
        return nil
    }

    /// The same for a settings file and the folder that holds it, the folder first: whoever can
    /// write the folder can put another file in its place.
    public static func problem(settingsFile path: String) -> String? {
        let cut = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folder = cut.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        return problem(settingsFolder: folder) ?? problem(path, decides: "decides where your keys are sent")
    }

    /// The same for the folder of the config and the credentials.
    public static func problem(settingsFolder folder: String) -> String? {
        problem(folder, decides: "holds the settings that decide where your keys are sent")
    }
}
